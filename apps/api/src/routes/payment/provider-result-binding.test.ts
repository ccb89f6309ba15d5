import { invoices, payments } from '@shop/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { firstForm, openPage, submitForm } from '../../payments/testing/shopper.ts';
import {
  useListeningCheckoutApp,
  newKey,
  orderOf,
  payByCard,
  returnUrl,
} from './checkout-test-fixtures.ts';

const shop = useListeningCheckoutApp('binding');

async function cardStart(quantity: number) {
  const cart = await shop.checkout.readyCart({ quantity });
  const started = await shop.checkout.startCard(cart.id);
  expect(started.statusCode).toBe(201);
  return started.json() as {
    order_number: string;
    payment_reference: string;
    redirect_url: string;
  };
}

/** A cart's PayPal order, approved by the buyer at PayPal and not captured yet. */
async function approvedAtPayPal(quantity = 1) {
  const cart = await shop.checkout.readyCart({ quantity });
  const created = await shop.checkout.post('paypal/payments/create_order/', {
    cart: cart.id,
    idempotency_key: newKey(),
    return_url: returnUrl,
    cancel_url: returnUrl,
  });
  expect(created.statusCode).toBe(201);
  const start = created.json();
  const page = await openPage(start.redirect_url);
  const approved = await submitForm(firstForm(page.html, page.url), {
    email: 'buyer@example.com',
    password: 'any',
  });
  expect(approved.status).toBe(303);
  return {
    cart,
    ...(start as { id: string; order_number: string; payment_reference: string }),
  };
}

async function untouched(orderNumber: string) {
  const { order, payments: attempts } = await orderOf(shop.testApp, orderNumber);
  const issued = await shop.testApp.db
    .select()
    .from(invoices)
    .where(eq(invoices.orderId, order.id));
  return { status: order.status, payments: attempts.map((p) => p.status), invoices: issued.length };
}

describe('a provider result is applied only to the payment it is about', () => {
  it("refuses a paid card session of a cheap order for someone else's order, and pays its own", async () => {
    const cheap = await cardStart(1);
    const dear = await cardStart(5);
    const back = await payByCard(cheap.redirect_url, '4111111111111111');
    const swapped = await shop.checkout.post('adyen/payments/details/', {
      payment_reference: dear.payment_reference,
      ...back,
    });
    expect(swapped.statusCode).toBe(409);
    expect(swapped.json().detail).toMatch(/no corresponde a este pago/);
    expect(await untouched(dear.order_number)).toEqual({
      status: 300,
      payments: ['pending'],
      invoices: 0,
    });
    const own = await shop.checkout.post('adyen/payments/details/', {
      payment_reference: cheap.payment_reference,
      ...back,
    });
    expect(own.json()).toMatchObject({ status: 'authorized' });
  });

  it("refuses an attacker's refused session for a victim's pending payment, in the caller's language", async () => {
    const attacker = await cardStart(1);
    const victim = await cardStart(2);
    const refused = await payByCard(attacker.redirect_url, '4000000000000002');
    const swapped = await shop.checkout.post(
      'adyen/payments/details/',
      { payment_reference: victim.payment_reference, ...refused },
      'store=ESSM&language=fr',
    );
    expect(swapped.statusCode).toBe(409);
    expect(swapped.json().detail).toMatch(/ne correspond pas à ce paiement/);
    expect(await untouched(victim.order_number)).toEqual({
      status: 300,
      payments: ['pending'],
      invoices: 0,
    });
  });

  it("refuses a PayPal order brought back to another payment's result, before capturing it", async () => {
    const attacker = await approvedAtPayPal(1);
    const victim = await approvedAtPayPal(4);
    const swapped = await shop.checkout.get(
      'paypal/payments/order_details/',
      `store=ESSM&language=fr&id=${attacker.id}&payment_reference=${victim.payment_reference}`,
    );
    expect(swapped.statusCode).toBe(409);
    expect(swapped.json().detail).toMatch(/ne correspond pas à ce paiement/);
    // Neither order moved: the attacker's approval was not captured on the victim's behalf.
    for (const order of [attacker, victim]) {
      expect(await untouched(order.order_number)).toEqual({
        status: 300,
        payments: ['pending'],
        invoices: 0,
      });
    }
    const own = await shop.checkout.get(
      'paypal/payments/order_details/',
      `store=ESSM&id=${attacker.id}&payment_reference=${attacker.payment_reference}`,
    );
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ status: 'authorized' });
  });

  it('refuses a PayPal capture whose amount is not the payment stored', async () => {
    const { cart, ...start } = await approvedAtPayPal();
    // What we stored differs from what PayPal captured (a tampered or mixed-up record).
    await shop.testApp.db
      .update(payments)
      .set({ amount: cart.prices.pvp_total + 1 })
      .where(eq(payments.reference, start.payment_reference));
    const details = await shop.checkout.get(
      `paypal/payments/order_details/`,
      `store=ESSM&id=${start.id}`,
    );
    expect(details.statusCode).toBe(409);
    expect(await untouched(start.order_number)).toMatchObject({ status: 300, invoices: 0 });
  });
});
