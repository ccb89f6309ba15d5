import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../../contracts/cart.ts';
import { openTestApp } from '../../testing/test-app.ts';
import { accountClient, insertAccount } from '../account/account-test-fixtures.ts';
import { seededProduct } from '../catalog/products/product-test-fixtures.ts';
import { checkoutData, newKey, returnUrl } from '../payment/checkout-test-fixtures.ts';

let testApp: Awaited<ReturnType<typeof openTestApp>>;
let cleanerId: number;
beforeAll(async () => {
  testApp = await openTestApp();
  cleanerId = (await seededProduct(testApp.db, 'BRS-CL730')).id;
});
afterAll(() => testApp.close());

type Call = ReturnType<typeof accountClient>;

/** A cart made with `call`'s token (or as a guest), holding two cleaners and checkout data. */
async function filledCart(call: Call): Promise<Cart> {
  const created = await call('POST', '/cart/v1/carts/');
  expect(created.statusCode).toBe(201);
  const id = created.json<Cart>().id;
  const added = await call('POST', '/cart/v1/cart-rows/', {
    cart: id,
    product_id: cleanerId,
    quantity: 2,
  });
  expect(added.statusCode).toBe(201);
  const saved = await call('PUT', `/cart/v1/carts/${id}/`, checkoutData.ESSM);
  expect(saved.statusCode).toBe(200);
  return saved.json();
}

/** Every cart and cart-row call of SPEC section 7 (and the calls that take a cart) on `cart`. */
function everyCartCall(cart: Cart) {
  const id = cart.id;
  const rowId = cart.rows[0]?.id ?? 0;
  const start = { cart: id, idempotency_key: newKey(), return_url: returnUrl };
  return [
    ['GET', `/cart/v1/carts/${id}/`],
    ['GET', `/cart/v1/carts/${id}/?check=true`],
    ['PUT', `/cart/v1/carts/${id}/`, { email: 'intruder@example.com' }],
    ['GET', `/cart/v1/carts/${id}/custom_rows/`],
    ['PUT', `/cart/v1/carts/${id}/disable_coupon/`],
    ['POST', `/cart/v1/carts/${id}/join_email_to_cart/`, { email: 'intruder@example.com' }],
    ['POST', `/cart/v1/carts/${id}/save_quotation/`],
    ['POST', '/cart/v1/cart-rows/', { cart: id, product_id: cleanerId, quantity: 1 }],
    ['GET', `/cart/v1/cart-rows/${rowId}/?cart=${id}`],
    ['PUT', `/cart/v1/cart-rows/${rowId}/`, { cart: id, quantity: 5 }],
    ['DELETE', `/cart/v1/cart-rows/${rowId}/delete_item/?cart=${id}`],
    ['GET', `/cart/v1/sub-orders/?cart=${id}`],
    ['POST', '/cart/v1/coupons/validate-coupon/', { cart: id, code: 'BIENVENIDA' }],
    ['POST', '/payment/v1/adyen/payments/session/', { ...start, payment_method: 'card' }],
    ['POST', '/payment/v1/paypal/payments/create_order/', { ...start, cancel_url: returnUrl }],
    [
      'POST',
      '/payment/v1/sequra/payments/init_order/',
      { ...start, payment_method: 'sequra_pp3', abort_url: returnUrl },
    ],
    [
      'POST',
      '/payment/v1/transfer/payments/create_order/',
      { cart: id, idempotency_key: newKey() },
    ],
    ['DELETE', `/cart/v1/carts/${id}/`],
  ] as const;
}

describe('an account’s cart belongs to its owner', () => {
  it('answers 404 to every call from another account or a guest, and changes nothing', async () => {
    const owner = accountClient(testApp, (await insertAccount(testApp)).token);
    const cart = await filledCart(owner);
    const callers = {
      stranger: accountClient(testApp, (await insertAccount(testApp)).token),
      guest: accountClient(testApp),
    };
    for (const [name, call] of Object.entries(callers)) {
      for (const [method, path, payload] of everyCartCall(cart)) {
        const response = await call(method, path, payload);
        // Saving a quotation is an account call: a guest is asked to sign in first.
        const refused = name === 'guest' && path.endsWith('save_quotation/') ? 401 : 404;
        expect({ name, method, path, status: response.statusCode }).toEqual({
          name,
          method,
          path,
          status: refused,
        });
      }
    }
    const readBack = await owner('GET', `/cart/v1/carts/${cart.id}/`);
    expect(readBack.statusCode).toBe(200);
    expect(readBack.json<Cart>()).toMatchObject({
      email: checkoutData.ESSM.email,
      size: 2,
      order_number: null,
    });
    // The owner still does everything: a payment start places the order.
    const placed = await owner('POST', '/payment/v1/transfer/payments/create_order/', {
      cart: cart.id,
      idempotency_key: newKey(),
    });
    expect(placed.statusCode).toBe(201);
  });

  it('keeps a guest cart reachable by its uuid, and adoptable by an account', async () => {
    const guest = accountClient(testApp);
    const cart = await filledCart(guest);
    const rowId = cart.rows[0]?.id;
    const changed = await guest('PUT', `/cart/v1/cart-rows/${rowId}/`, {
      cart: cart.id,
      quantity: 3,
    });
    expect(changed.statusCode).toBe(200);
    expect((await guest('GET', `/cart/v1/carts/${cart.id}/`)).json<Cart>().size).toBe(3);

    const adopter = accountClient(testApp, (await insertAccount(testApp)).token);
    expect((await adopter('PUT', `/cart/v1/carts/${cart.id}/`, {})).statusCode).toBe(200);
    // Once adopted it is the account's: the uuid alone no longer opens it.
    expect((await guest('GET', `/cart/v1/carts/${cart.id}/`)).statusCode).toBe(404);
    expect((await adopter('GET', `/cart/v1/carts/${cart.id}/`)).json<Cart>().size).toBe(3);
  });
});
