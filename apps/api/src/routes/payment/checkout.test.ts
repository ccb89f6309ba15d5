import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { invoices, paymentNotifications } from '@shop/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstForm, openPage, submitForm } from '../../payments/testing/shopper.ts';
import { openTestApp } from '../../testing/test-app.ts';
import { seededProduct } from '../catalog/products/product-test-fixtures.ts';
import {
  checkoutClient,
  newKey,
  payByCard,
  orderOf,
  returnUrl,
  setStock,
  stockOf,
} from './checkout-test-fixtures.ts';
import { outboxEmlTexts } from '../../testing/outbox-files.ts';

let testApp: Awaited<ReturnType<typeof openTestApp>>;
let checkout: ReturnType<typeof checkoutClient>;
const dataDir = mkdtempSync(join(tmpdir(), 'shop-checkout-'));

beforeAll(async () => {
  testApp = await openTestApp({ DATA_DIR: dataDir });
  // Listening, so the sandboxes' notifications (Adyen, seQura's IPN) reach the api as in a shop.
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  checkout = checkoutClient(testApp);
});
afterAll(async () => {
  await testApp.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const outbox = () => outboxEmlTexts(dataDir);

/**
 * Whether an e-mail about the order reached the outbox within 5 s: the provider's notification
 * may pay the order before the shopper is back, and that request sends the e-mail.
 */
async function mailed(orderNumber: string): Promise<boolean> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if ((await outbox()).some((mail) => mail.includes(orderNumber))) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

describe('paying by card through the sandbox', () => {
  it('places the order, authorizes 4111 1111 1111 1111, invoices it and e-mails the customer', async () => {
    const before = await stockOf(testApp, 'BRS-CL730');
    const cart = await checkout.readyCart({ quantity: 2 });
    const started = await checkout.startCard(cart.id);
    expect(started.statusCode).toBe(201);
    const start = started.json();
    expect(start.order_number).toMatch(/^ES\d{8}$/);
    expect(await stockOf(testApp, 'BRS-CL730')).toBe(before - 2);

    const back = await payByCard(start.redirect_url, '4111111111111111');
    const details = await checkout.post('adyen/payments/details/', {
      payment_reference: start.payment_reference,
      ...back,
    });
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({
      status: 'authorized',
      method: 'card',
      order_number: start.order_number,
      amount: cart.prices.pvp_total,
    });
    const { order } = await orderOf(testApp, start.order_number);
    expect(order).toMatchObject({ status: 400, total: cart.prices.pvp_total, stockReserved: true });
    expect(order.subtotal + order.vat).toBe(order.total);
    const [invoice] = await testApp.db
      .select()
      .from(invoices)
      .where(eq(invoices.orderId, order.id));
    expect(invoice?.number).toMatch(/^ESSM-\d{4}-0*1$/);
    const lookup = await testApp.app.inject({
      method: 'POST',
      url: '/cart/v1/carts/retrieve_by_order_number/?store=ESSM',
      payload: { order_number: start.order_number.toLowerCase(), email: 'ANA.GARCIA@example.com' },
    });
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json().order).toMatchObject({
      number: start.order_number,
      status: 400,
      total: order.total,
      subtotal: order.subtotal,
      vat: order.vat,
      invoice_number: invoice?.number,
    });
    expect(lookup.json().order.delivery_promise.text).toMatch(/\d/);
    expect(await mailed(start.order_number)).toBe(true);
    // The cart is now the order's and cannot be changed.
    const changed = await checkout.carts.update(cart.id, { observations: 'late change' });
    expect(changed.statusCode).toBe(409);
  });

  it('refuses 4000 0000 0000 0002, gives the goods back, and lets the customer pay again with PayPal', async () => {
    const before = await stockOf(testApp, 'BRS-CL730');
    const cart = await checkout.readyCart();
    const start = (await checkout.startCard(cart.id)).json();
    const back = await payByCard(start.redirect_url, '4000000000000002');
    const refused = await checkout.post('adyen/payments/details/', {
      payment_reference: start.payment_reference,
      ...back,
    });
    expect(refused.json()).toMatchObject({ status: 'error', order_number: start.order_number });
    expect(await stockOf(testApp, 'BRS-CL730')).toBe(before);

    const paypal = await checkout.post('paypal/payments/create_order/', {
      cart: cart.id,
      idempotency_key: newKey(),
      return_url: returnUrl,
      cancel_url: returnUrl,
    });
    expect(paypal.statusCode).toBe(201);
    const paypalStart = paypal.json();
    // The same order, now with PayPal's commission on top.
    expect(paypalStart.order_number).toBe(start.order_number);
    const page = await openPage(paypalStart.redirect_url);
    const approved = await submitForm(firstForm(page.html, page.url), {
      email: 'buyer@example.com',
      password: 'any',
    });
    expect(approved.status).toBe(303);
    const token = new URL(approved.location ?? '').searchParams.get('token');
    expect(token).toBe(paypalStart.id);
    const captured = await checkout.get('paypal/payments/order_details/', `store=ESSM&id=${token}`);
    expect(captured.json()).toMatchObject({ status: 'authorized', method: 'paypal' });
    const { order, payments } = await orderOf(testApp, start.order_number);
    expect(order.status).toBe(400);
    expect(order.paypalCommission).toBeGreaterThan(0);
    expect(order.total).toBe(cart.prices.pvp_total + order.paypalCommission);
    expect(payments.map((payment) => payment.status).sort()).toEqual(['authorized', 'error']);
    expect(await stockOf(testApp, 'BRS-CL730')).toBe(before - 1);
  });
});

describe('paying in instalments with seQura', () => {
  async function initSequra(cartId: string) {
    const started = await checkout.post('sequra/payments/init_order/', {
      cart: cartId,
      payment_method: 'sequra_sp1',
      idempotency_key: newKey(),
      return_url: returnUrl,
      abort_url: `${returnUrl}?aborted=1`,
    });
    expect(started.statusCode).toBe(201);
    const start = started.json();
    const form = await checkout.get(
      'sequra/payments/form/',
      `store=ESSM&payment_reference=${start.payment_reference}`,
    );
    expect(form.statusCode).toBe(200);
    expect(form.headers['content-type']).toContain('text/html');
    return { start, form: form.body };
  }

  async function paymentStatus(reference: string, until: string) {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const state = (await checkout.get(`payments/${reference}/`)).json();
      if (state.status === until) return state;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return (await checkout.get(`payments/${reference}/`)).json();
  }

  it('is paid once seQura approves and its signed IPN is confirmed', async () => {
    const cart = await checkout.readyCart({ quantity: 10 });
    const { start, form } = await initSequra(cart.id);
    const action = /action="([^"]+)"/.exec(form)?.[1]?.replaceAll('&amp;', '&') ?? '';
    const submitted = await submitForm(firstForm(form, action), { decision: 'approve' });
    expect(submitted.location?.startsWith(returnUrl)).toBe(true);
    expect(await paymentStatus(start.payment_reference, 'authorized')).toMatchObject({
      status: 'authorized',
      method: 'sequra_sp1',
    });
    expect((await orderOf(testApp, start.order_number)).order.status).toBe(400);
  });

  it('fails when seQura refuses and the shopper comes back to the abort page', async () => {
    const cart = await checkout.readyCart({ quantity: 10 });
    const { start, form } = await initSequra(cart.id);
    const action = /action="([^"]+)"/.exec(form)?.[1]?.replaceAll('&amp;', '&') ?? '';
    const submitted = await submitForm(firstForm(form, action), { decision: 'refuse' });
    expect(submitted.location).toContain('aborted=1');
    const aborted = await checkout.post('sequra/payments/abort/', {
      payment_reference: start.payment_reference,
    });
    expect(aborted.json()).toMatchObject({ status: 'error' });
    expect((await orderOf(testApp, start.order_number)).order.status).toBe(300);
  });
});

describe('placing an order', () => {
  it('makes one order and one payment of a double submission', async () => {
    const cart = await checkout.readyCart();
    const key = newKey();
    const [first, second] = await Promise.all([
      checkout.startCard(cart.id, key),
      checkout.startCard(cart.id, key),
    ]);
    expect(first?.statusCode).toBe(201);
    expect(second?.statusCode).toBe(201);
    expect(second?.json().payment_reference).toBe(first?.json().payment_reference);
    const { payments } = await orderOf(testApp, first?.json().order_number);
    expect(payments).toHaveLength(1);
  });

  it('names every missing checkout field and places nothing', async () => {
    const cart = await checkout.carts.newCart();
    const product = await seededProduct(testApp.db, 'BRS-CL730');
    await checkout.carts.addRow({ cart: cart.id, product_id: product.id, quantity: 1 });
    const refused = await checkout.startCard(cart.id);
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json())).toEqual(
      expect.arrayContaining([
        'email',
        'name',
        'surnames',
        'phone',
        'shipping_address',
        'shipping_postal_code',
      ]),
    );
    expect((await checkout.carts.cart(cart.id)).order_number).toBeNull();
  });

  it('takes a transfer without reserving stock and e-mails its instructions', async () => {
    const before = await stockOf(testApp, 'BRS-CL730');
    const cart = await checkout.readyCart();
    const placed = await checkout.post('transfer/payments/create_order/', {
      cart: cart.id,
      idempotency_key: newKey(),
    });
    expect(placed.statusCode).toBe(201);
    const state = placed.json();
    expect(state).toMatchObject({
      status: 'pending',
      method: 'transfer',
      amount: cart.prices.pvp_total,
    });
    expect(state.transfer).toMatchObject({
      concept: state.order_number,
      amount: cart.prices.pvp_total,
    });
    expect(await stockOf(testApp, 'BRS-CL730')).toBe(before);
    expect(await mailed(state.order_number)).toBe(true);
    const lookup = await checkout.get(`payments/${state.payment_reference}/`);
    expect(lookup.json()).toMatchObject({ status: 'pending', order_number: state.order_number });
  });

  it('refuses an order for more than the stock left and changes nothing', async () => {
    const cart = await checkout.readyCart({ quantity: 2 });
    await setStock(testApp, 'BRS-CL730', 1);
    const refused = await checkout.startCard(cart.id);
    expect([400, 409]).toContain(refused.statusCode);
    expect((await checkout.carts.cart(cart.id)).order_number).toBeNull();
    expect(await stockOf(testApp, 'BRS-CL730')).toBe(1);
    await setStock(testApp, 'BRS-CL730', 500);
  });
});

describe('provider notifications', () => {
  it('ignores an unsigned Adyen notification and a seQura IPN with a bad signature', async () => {
    const cart = await checkout.readyCart();
    const start = (await checkout.startCard(cart.id)).json();
    const item = {
      eventCode: 'AUTHORISATION',
      success: 'true',
      pspReference: 'FORGED0000000001',
      originalReference: '',
      merchantAccountCode: 'MamparasSandboxECOM',
      merchantReference: start.payment_reference,
      amount: { value: cart.prices.pvp_total, currency: 'EUR' },
      additionalData: {},
    };
    const forged = await testApp.app.inject({
      method: 'POST',
      url: '/payment/v1/adyen/notifications/',
      payload: { live: 'false', notificationItems: [{ NotificationRequestItem: item }] },
    });
    expect(forged.body).toBe('[accepted]');
    expect(forged.statusCode).toBe(200);
    expect(forged.body).toBe('[accepted]');
    const { order } = await orderOf(testApp, start.order_number);
    expect(order.status).toBe(300);
    const recorded = await testApp.db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.merchantReference, start.payment_reference));
    expect(recorded).toHaveLength(0);

    const sequra = await testApp.app.inject({
      method: 'POST',
      url: '/payment/v1/sequra/payments/ipn/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        order_ref: 'x',
        order: start.payment_reference,
        m_signature: 'bad',
        sq_state: 'approved',
      }).toString(),
    });
    expect(sequra.statusCode).toBe(403);
    expect((await orderOf(testApp, start.order_number)).order.status).toBe(300);
  });
});

describe('races', () => {
  it('sells the last 5 units to exactly 5 of 50 parallel checkouts', async () => {
    const ref = 'BRS-AG345';
    await setStock(testApp, ref, 60);
    const ready = [];
    for (let index = 0; index < 50; index += 1) ready.push(await checkout.readyCart({ ref }));
    await setStock(testApp, ref, 5);
    const answers = await Promise.all(ready.map((cart) => checkout.startCard(cart.id)));
    const placed = answers.filter((answer) => answer.statusCode === 201);
    expect(placed).toHaveLength(5);
    expect(
      answers
        .filter((answer) => answer.statusCode !== 201)
        .every((answer) => answer.statusCode === 400),
    ).toBe(true);
    expect(await stockOf(testApp, ref)).toBe(0);
  });

  it('lets 50 parallel checkouts use a single-use coupon exactly once', async () => {
    await setStock(testApp, 'BRS-CL730', 5000);
    const ready = [];
    for (let index = 0; index < 50; index += 1) {
      // Enough for the coupon's 50 € minimum.
      const cart = await checkout.readyCart({ quantity: 20, ref: 'BRS-CL730' });
      const applied = await testApp.app.inject({
        method: 'POST',
        url: '/cart/v1/coupons/validate-coupon/?store=ESSM',
        payload: { cart: cart.id, code: 'BIENVENIDA5' },
      });
      if (applied.statusCode !== 200) throw new Error(applied.body);
      ready.push(cart);
    }
    const answers = await Promise.all(ready.map((cart) => checkout.startCard(cart.id)));
    const withCoupon = [];
    for (const answer of answers.filter((candidate) => candidate.statusCode === 201)) {
      const { order } = await orderOf(testApp, answer.json().order_number);
      if (order.couponCode === 'BIENVENIDA5') withCoupon.push(order);
    }
    expect(withCoupon).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
  });
});
