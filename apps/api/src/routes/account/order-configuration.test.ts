import { eq } from 'drizzle-orm';
import { orders } from '@shop/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart, CartRowDisplay } from '../../contracts/cart.ts';
import { merchantDetailsFromEnv } from '../../mail/merchant-details.ts';
import { readOrderDocument } from '../../mail/order-document.ts';
import { parseEnv } from '../../env.ts';
import { openTestApp } from '../../testing/test-app.ts';
import { kalaFixture } from '../cart/cart-test-fixtures.ts';
import { checkoutClient, checkoutData } from '../payment/checkout-test-fixtures.ts';
import { accountClient, insertAccount } from './account-test-fixtures.ts';

let testApp: Awaited<ReturnType<typeof openTestApp>>;
let kala: Awaited<ReturnType<typeof kalaFixture>>;
beforeAll(async () => {
  testApp = await openTestApp();
  kala = await kalaFixture(testApp);
});
afterAll(() => testApp.close());

type Summary = CartRowDisplay['configuration_summary'];

/** An account's cart holding the black, frosted, 95 x 195 cm Kala with a profile complement. */
async function configuredCart(call: ReturnType<typeof accountClient>) {
  const cart: Cart = (await call('POST', '/cart/v1/carts/')).json();
  const added = await call('POST', '/cart/v1/cart-rows/', {
    ...kala.configuration,
    cart: cart.id,
    product_id: kala.productId,
    quantity: 1,
  });
  expect(added.statusCode, added.body).toBe(201);
  const updated = await call('PUT', `/cart/v1/carts/${cart.id}/`, checkoutData.ESSM);
  expect(updated.statusCode, updated.body).toBe(200);
  const rows: CartRowDisplay[] = (
    await call('GET', `/cart/v1/carts/${cart.id}/custom_rows/`)
  ).json();
  const summary = rows[0]?.configuration_summary ?? [];
  // What the cart shows: the measures in cm, the options and the complement.
  const values = summary.map((line) => line.value);
  expect(values).toEqual(expect.arrayContaining(['95 cm', '195 cm']));
  expect(summary.length).toBeGreaterThanOrEqual(5);
  return { cart, summary };
}

const firstSummary = (body: { sub_orders: { configuration_summary: Summary }[] }) =>
  body.sub_orders[0]?.configuration_summary;

describe('an order’s rows show the configuration the cart showed', () => {
  it('in the order detail, the order lookup and the order documents (e-mail, invoice)', async () => {
    const ana = await insertAccount(testApp);
    const call = accountClient(testApp, ana.token);
    const { cart, summary } = await configuredCart(call);
    const started = await checkoutClient(testApp, ana.token).startCard(cart.id);
    expect(started.statusCode, started.body).toBe(201);
    const number: string = started.json().order_number;

    const [order] = await testApp.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.number, number));
    if (!order) throw new Error('no order placed');
    const detail = await call('GET', `/cart/v1/orders/${order.id}/`);
    expect(detail.statusCode).toBe(200);
    expect(firstSummary(detail.json())).toEqual(summary);

    const lookedUp = await testApp.app.inject({
      method: 'POST',
      url: '/cart/v1/carts/retrieve_by_order_number/?store=ESSM&language=es',
      payload: { order_number: number, email: checkoutData.ESSM.email },
    });
    expect(lookedUp.statusCode, lookedUp.body).toBe(200);
    expect(lookedUp.json().custom_rows[0].configuration_summary).toEqual(summary);

    const document = await readOrderDocument(
      testApp.db,
      order.id,
      merchantDetailsFromEnv(parseEnv({})),
    );
    expect(document?.lines[0]?.configuration).toEqual(summary);
  });

  it('in the quotation detail', async () => {
    const ana = await insertAccount(testApp);
    const call = accountClient(testApp, ana.token);
    const { cart, summary } = await configuredCart(call);
    const saved = await call('POST', `/cart/v1/carts/${cart.id}/save_quotation/`);
    expect(saved.statusCode, saved.body).toBe(201);
    expect(firstSummary(saved.json())).toEqual(summary);
    const detail = await call('GET', `/cart/v1/quotations/${saved.json().id}/`);
    expect(firstSummary(detail.json())).toEqual(summary);
  });
});
