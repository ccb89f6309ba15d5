import { payments } from '@shop/db';
import { and, asc, eq, lt, ne } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { settlePayment } from '../orders/payment-results.ts';
import type { Log } from './apply-notification.ts';
import { bindingProblem } from './payment-binding.ts';
import { outcomeOfFailure, type PaymentOutcome } from './payment-outcome.ts';
import type { PaymentProviders } from './payment-providers.ts';

type Payment = typeof payments.$inferSelect;

/** seQura order states after which the solicitation will not be paid. */
export const sequraClosedStates = new Set(['cancelled', 'refused', 'on_hold']);

/** A payment still pending this long after it started is asked about at its provider. */
export const reconcileAfterMs = 15 * 60_000;
/**
 * Adyen cannot be asked about a session without the shopper's sessionResult: an attempt with
 * no answer once its session is over (an hour, Adyen's default) plus a margin is given up as
 * expired. A late AUTHORISATION still pays a payable order (payment-results.ts).
 */
export const adyenGiveUpAfterMs = 75 * 60_000;
/** An attempt the provider holds as not yet paid is given up after this long. */
export const giveUpAfterMs = 24 * 60 * 60_000;

const expired = (payment: Payment, providerResult: string): PaymentOutcome => ({
  status: 'refused',
  providerReference: payment.providerReference,
  providerResult,
  about: {
    providerPaymentId: payment.providerPaymentId,
    merchantReference: payment.reference,
    amount: null,
    currency: null,
  },
});

/** What the provider says of the attempt now, or null when it is still open there. */
async function askProvider(
  providers: PaymentProviders,
  payment: Payment,
  age: number,
): Promise<PaymentOutcome | null> {
  const attempt = payment.providerPaymentId;
  if (attempt === null) return expired(payment, 'never_opened');
  if (payment.provider === 'adyen')
    return age > adyenGiveUpAfterMs ? expired(payment, 'expired') : null;
  if (payment.provider === 'paypal') {
    const order = await providers.paypal.getOrder(attempt);
    if (order.status === 'APPROVED')
      return providers.paypal.captureOrder(attempt, { requestId: `capture-${payment.reference}` });
    if (order.capture && order.status === 'COMPLETED')
      return {
        status: order.capture.status === 'COMPLETED' ? 'authorized' : 'pending',
        providerReference: order.capture.id,
        providerResult: order.capture.status,
        about: {
          providerPaymentId: order.id,
          merchantReference: order.referenceId,
          amount: order.capture.amount,
          currency: order.currency,
        },
      };
    return age > giveUpAfterMs ? expired(payment, order.status) : null;
  }
  if (payment.provider === 'sequra') {
    const order = await providers.sequra.getOrder(attempt);
    if (!order) return age > giveUpAfterMs ? expired(payment, 'unknown') : null;
    // seQura's confirmation answers no body: the order it reads back is what names the payment.
    const about = {
      providerPaymentId: attempt,
      merchantReference: order.merchantReference,
      amount: order.amount,
      currency: order.currency,
    };
    if (order.state === 'approved') {
      const confirmed = await providers.sequra.confirmOrder(attempt, {
        reference: payment.reference,
      });
      return { ...confirmed, about };
    }
    if (order.state === 'confirmed')
      return {
        status: 'authorized',
        providerReference: attempt,
        providerResult: order.state,
        about,
      };
    if (sequraClosedStates.has(order.state)) return expired(payment, order.state);
    return age > giveUpAfterMs ? expired(payment, order.state) : null;
  }
  return null;
}

/**
 * The reconciliation job: payments still pending long after they started (the shopper never
 * came back, a notification never came) are settled by asking their provider, with the same
 * binding check as any provider answer. Transfers wait for the money (abandonment.ts).
 */
export async function reconcilePendingPayments(
  db: Db,
  providers: PaymentProviders,
  log: Log,
  now: Date = new Date(),
): Promise<number> {
  const stale = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.status, 'pending'),
        ne(payments.provider, 'transfer'),
        lt(payments.createdAt, new Date(now.getTime() - reconcileAfterMs)),
      ),
    )
    .orderBy(asc(payments.createdAt))
    .limit(50);
  let settled = 0;
  for (const payment of stale) {
    const about = { payment: payment.reference, provider: payment.provider };
    const outcome = await askProvider(
      providers,
      payment,
      now.getTime() - payment.createdAt.getTime(),
    ).catch(outcomeOfFailure);
    if (!outcome || outcome.status === 'error' || outcome.status === 'pending') continue;
    const problem = bindingProblem(payment, outcome.about);
    if (problem) {
      log('reconciliation answer refused: it is not about this payment', { ...about, problem });
      continue;
    }
    const applied = await db.transaction((tx) =>
      settlePayment(tx, payment.id, outcome, (message) => log(message, about), now),
    );
    if (applied.changed) settled += 1;
  }
  return settled;
}
