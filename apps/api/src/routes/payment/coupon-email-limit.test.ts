import { coupons } from '@shop/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../../contracts/cart.ts';
import { openTestApp } from '../../testing/test-app.ts';
import { checkoutClient, checkoutData, orderOf, setStock } from './checkout-test-fixtures.ts';

let testApp: Awaited<ReturnType<typeof openTestApp>>;
let checkout: ReturnType<typeof checkoutClient>;

beforeAll(async () => {
  testApp = await openTestApp();
  checkout = checkoutClient(testApp);
  await setStock(testApp, 'BRS-CL730', 500);
  // No limit overall: only the limit per e-mail can refuse these coupons.
  await testApp.db.insert(coupons).values([
    {
      storeCode: 'ESSM',
      code: 'UNAVEZ',
      discountType: 'amount',
      amount: 300,
      maxRedemptionsPerEmail: 1,
    },
    {
      storeCode: 'ESSM',
      code: 'CARRERA',
      discountType: 'amount',
      amount: 300,
      maxRedemptionsPerEmail: 1,
    },
  ]);
});
afterAll(() => testApp.close());

const emailLimit = { coupon: ['Lo sentimos, ya has usado este cupón todas las veces permitidas'] };

/** A ready cart with `code` applied, for `email` (the checkout fixture's by default). */
async function cartWithCoupon(code: string, email?: string): Promise<Cart> {
  const cart = await checkout.readyCart({ quantity: 2 });
  if (email !== undefined) {
    const changed = await checkout.carts.update(cart.id, { ...checkoutData.ESSM, email });
    if (changed.statusCode !== 200) throw new Error(changed.body);
  }
  const applied = await testApp.app.inject({
    method: 'POST',
    url: '/cart/v1/coupons/validate-coupon/?store=ESSM',
    payload: { cart: cart.id, code },
  });
  if (applied.statusCode !== 200) throw new Error(applied.body);
  return cart;
}

describe('a coupon limited to one use per e-mail', () => {
  it('refuses a second order of the same e-mail at checkout, whatever its case, and serves others', async () => {
    const first = await cartWithCoupon('UNAVEZ');
    // Applied before the first order is placed: only the checkout can still refuse it.
    const second = await cartWithCoupon('UNAVEZ', checkoutData.ESSM.email.toUpperCase());
    const placed = await checkout.startCard(first.id);
    expect(placed.statusCode).toBe(201);
    const { order } = await orderOf(testApp, placed.json().order_number);
    expect(order).toMatchObject({ couponCode: 'UNAVEZ', discount: 300 });

    const refused = await checkout.startCard(second.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(emailLimit);
    // The cart says why, and the coupon can no longer be applied by that e-mail.
    expect((await checkout.carts.cart(second.id)).coupon).toMatchObject({
      code: 'UNAVEZ',
      total_discount: 0,
      message: emailLimit.coupon[0],
    });
    const again = await testApp.app.inject({
      method: 'POST',
      url: '/cart/v1/coupons/validate-coupon/?store=ESSM',
      payload: { cart: (await checkout.readyCart()).id, code: 'unavez' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: emailLimit.coupon });

    const other = await cartWithCoupon('UNAVEZ', 'otra.persona@example.com');
    expect((await checkout.startCard(other.id)).statusCode).toBe(201);
  });

  it('lets exactly one of two concurrent checkouts of one e-mail use it', async () => {
    const carts = [await cartWithCoupon('CARRERA'), await cartWithCoupon('CARRERA')];
    const answers = await Promise.all(carts.map((cart) => checkout.startCard(cart.id)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    const refused = answers.find((answer) => answer.statusCode === 400);
    expect(refused?.json()).toEqual(emailLimit);
    const winner = answers.find((answer) => answer.statusCode === 201);
    const { order } = await orderOf(testApp, winner?.json().order_number);
    expect(order.couponCode).toBe('CARRERA');
  });
});
