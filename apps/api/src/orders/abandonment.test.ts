import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { carts } from '@shop/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkoutClient,
  orderOf,
  payByCard,
  stockOf,
} from '../routes/payment/checkout-test-fixtures.ts';
import { openTestApp } from '../testing/test-app.ts';
import { markAbandoned } from './abandonment.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'shop-abandonment-'));
let testApp: Awaited<ReturnType<typeof openTestApp>>;
let checkout: ReturnType<typeof checkoutClient>;
const hours = (count: number) => new Date(Date.now() + count * 3_600_000);

beforeAll(async () => {
  testApp = await openTestApp({ DATA_DIR: dataDir });
  await testApp.app.ready();
  checkout = checkoutClient(testApp);
});
afterAll(async () => {
  await testApp.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function startCardPayment(quantity: number) {
  const cart = await checkout.readyCart({ quantity });
  const started = await checkout.startCard(cart.id);
  expect(started.statusCode).toBe(201);
  return { cart, start: started.json() };
}

describe('the abandonment job', () => {
  it('gives back the goods of a payment left for an hour, and takes them again when it is paid', async () => {
    const before = await stockOf(testApp, 'BRS-CL730');
    const { start } = await startCardPayment(3);
    expect(await stockOf(testApp, 'BRS-CL730')).toBe(before - 3);

    expect((await markAbandoned(testApp.db, hours(0.5))).released).toBe(0);
    expect(await stockOf(testApp, 'BRS-CL730')).toBe(before - 3);

    expect((await markAbandoned(testApp.db, hours(2))).released).toBeGreaterThanOrEqual(1);
    expect(await stockOf(testApp, 'BRS-CL730')).toBe(before);
    const { order } = await orderOf(testApp, start.order_number);
    expect(order).toMatchObject({ status: 300, stockReserved: false });

    // The shopper comes back and pays: the order is paid and holds its goods again.
    const back = await payByCard(start.redirect_url, '4111111111111111');
    const details = await checkout.post('adyen/payments/details/', {
      payment_reference: start.payment_reference,
      ...back,
    });
    expect(details.json().status).toBe('authorized');
    expect((await orderOf(testApp, start.order_number)).order).toMatchObject({
      status: 400,
      stockReserved: true,
    });
    expect(await stockOf(testApp, 'BRS-CL730')).toBe(before - 3);
  });

  it('abandons an order unpaid for 72 hours and a cart idle for 30 days', async () => {
    const { start } = await startCardPayment(1);
    const idle = await checkout.carts.newCart();
    await testApp.db
      .update(carts)
      .set({ updatedAt: new Date(Date.now() - 31 * 24 * 3_600_000) })
      .where(eq(carts.id, idle.id));

    const report = await markAbandoned(testApp.db, hours(73));
    expect(report.orders).toBeGreaterThanOrEqual(1);
    expect(report.carts).toBeGreaterThanOrEqual(1);
    expect((await orderOf(testApp, start.order_number)).order).toMatchObject({
      status: 350,
      stockReserved: false,
    });
    expect((await checkout.carts.cart(idle.id)).status).toBe(150);
  });
});
