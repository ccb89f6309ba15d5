import { basename } from 'node:path';
import { paymentActions, payments } from '@shop/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useListeningCheckoutApp, newKey, orderOf, returnUrl } from './checkout-test-fixtures.ts';
import { outboxEmlFiles } from '../../testing/outbox-files.ts';

const shop = useListeningCheckoutApp('starts');

const mailsAbout = async (orderNumber: string) =>
  (await outboxEmlFiles(shop.dataDir)).filter((file) => basename(file).includes(orderNumber));

describe('one live payment per order', () => {
  it('ten transfer starts at once with new keys make one payment and one instructions e-mail', async () => {
    const cart = await shop.checkout.readyCart();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        shop.checkout.post('transfer/payments/create_order/', {
          cart: cart.id,
          idempotency_key: newKey(),
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201));
    const references = new Set(answers.map((answer) => answer.json().payment_reference));
    expect(references.size).toBe(1);
    const orderNumber = answers[0]?.json().order_number as string;
    expect((await orderOf(shop.testApp, orderNumber)).payments).toHaveLength(1);
    await shop.testApp.app.background.runNow();
    expect(await mailsAbout(orderNumber)).toHaveLength(1);
  });

  it('ten card starts at once with new keys continue one payment on one hosted page', async () => {
    const cart = await shop.checkout.readyCart();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => shop.checkout.startCard(cart.id)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((answer) => answer.json().payment_reference)).size).toBe(1);
    expect(new Set(answers.map((answer) => answer.json().redirect_url)).size).toBe(1);
    const orderNumber = answers[0]?.json().order_number as string;
    expect((await orderOf(shop.testApp, orderNumber)).payments).toHaveLength(1);
  });

  it('a start with another method cancels the open card attempt, here and at Adyen', async () => {
    const cart = await shop.checkout.readyCart();
    const card = (await shop.checkout.startCard(cart.id)).json();
    const paypal = await shop.checkout.post('paypal/payments/create_order/', {
      cart: cart.id,
      idempotency_key: newKey(),
      return_url: returnUrl,
      cancel_url: returnUrl,
    });
    expect(paypal.statusCode).toBe(201);
    const { payments: attempts } = await orderOf(shop.testApp, card.order_number);
    expect(attempts.map((attempt) => [attempt.method, attempt.status]).sort()).toEqual([
      ['card', 'cancelled'],
      ['paypal', 'pending'],
    ]);
    const [cancelled] = await shop.testApp.db
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.reference, card.payment_reference));
    await shop.testApp.app.background.runNow();
    const actions = await shop.testApp.db
      .select()
      .from(paymentActions)
      .where(eq(paymentActions.paymentId, cancelled?.id ?? 0));
    expect(actions).toMatchObject([{ kind: 'cancel', reason: 'superseded' }]);
    expect(actions[0]?.status).not.toBe('requested');
  });
});
