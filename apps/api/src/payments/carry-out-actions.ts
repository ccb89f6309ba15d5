import { paymentActions, payments } from '@shop/db';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { retryDelayMs } from '../mail/outbox.ts';
import { settleCancel, settleRefund, type Log } from './apply-notification.ts';
import type { PaymentProviders } from './payment-providers.ts';
import type { RefundOutcome } from './payment-outcome.ts';

type Action = typeof paymentActions.$inferSelect;
type Payment = typeof payments.$inferSelect;

/** How long a runner holds an action it took before another may take it over (it died). */
const claimMs = 120_000;
/** A provider refusing our call this often leaves the action to staff, marked failed. */
const maxActionAttempts = 12;

async function claimDueActions(db: Db, now: Date) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ action: paymentActions, payment: payments })
      .from(paymentActions)
      .innerJoin(payments, eq(payments.id, paymentActions.paymentId))
      .where(and(eq(paymentActions.status, 'requested'), lte(paymentActions.nextAttemptAt, now)))
      .orderBy(asc(paymentActions.id))
      .limit(20)
      .for('update', { of: paymentActions, skipLocked: true });
    for (const { action } of due)
      await tx
        .update(paymentActions)
        .set({
          attempts: sql`${paymentActions.attempts} + 1`,
          nextAttemptAt: new Date(now.getTime() + claimMs),
        })
        .where(eq(paymentActions.id, action.id));
    return due.map(({ action, payment }) => ({
      action: { ...action, attempts: action.attempts + 1 },
      payment,
    }));
  });
}

/** Asks the payment's provider to give its money back. */
function refundAtProvider(
  providers: PaymentProviders,
  action: Action,
  payment: Payment,
): Promise<RefundOutcome> {
  // The refund's own reference (several refunds of one payment each go through once).
  const idempotencyKey = action.reference ?? `refund-${payment.reference}`;
  if (payment.provider === 'adyen' && payment.providerReference)
    return providers.adyen.refund({
      pspReference: payment.providerReference,
      amount: action.amount,
      reference: idempotencyKey,
      idempotencyKey,
    });
  if (payment.provider === 'paypal' && payment.providerReference)
    return providers.paypal.refundCapture(payment.providerReference, {
      amount: action.amount,
      requestId: idempotencyKey,
    });
  if (payment.provider === 'sequra' && payment.providerPaymentId)
    return providers.sequra.refund(payment.providerPaymentId, {
      amount: action.amount,
      reference: idempotencyKey,
    });
  return Promise.resolve({
    status: 'refused',
    providerReference: null,
    providerResult: `no ${payment.provider} reference to refund`,
  });
}

/** Asks the provider to cancel an attempt we gave up on, so it can no longer be paid. */
async function cancelAtProvider(
  providers: PaymentProviders,
  payment: Payment,
): Promise<RefundOutcome> {
  if (payment.provider === 'adyen') {
    const answer = await providers.adyen.cancel({
      merchantReference: payment.reference,
      reference: `cancel-${payment.reference}`,
      idempotencyKey: `cancel-${payment.reference}`,
    });
    return answer;
  }
  if (payment.provider === 'sequra' && payment.providerPaymentId) {
    const answer = await providers.sequra.cancelOrder(payment.providerPaymentId);
    return { ...answer, status: answer.status === 'cancelled' ? 'refunded' : answer.status };
  }
  // A PayPal order we never capture takes no money: there is nothing to call.
  return { status: 'refunded', providerReference: null, providerResult: 'nothing to cancel' };
}

/**
 * Carries out the refunds and cancels the payment use cases queued (payment_actions): each one
 * decided in the transaction that applied the provider's answer, so a crash loses none. A
 * provider that is down is asked again later; one that refuses leaves the action failed for staff.
 */
export async function carryOutPaymentActions(
  db: Db,
  providers: PaymentProviders,
  log: Log,
  now: Date = new Date(),
): Promise<number> {
  let done = 0;
  for (const { action, payment } of await claimDueActions(db, now)) {
    const about = { action: action.kind, payment: payment.reference, attempt: action.attempts };
    const answer = await (
      action.kind === 'refund'
        ? refundAtProvider(providers, action, payment)
        : cancelAtProvider(providers, payment)
    ).catch((error: unknown): RefundOutcome => ({
      status: 'error',
      providerReference: null,
      providerResult: String(error),
    }));
    if (answer.status === 'error') {
      const exhausted = action.attempts >= maxActionAttempts;
      log(`payment ${action.kind} could not be asked`, { ...about, result: answer.providerResult });
      await db
        .update(paymentActions)
        .set({
          status: exhausted ? 'failed' : 'requested',
          lastError: answer.providerResult.slice(0, 2000),
          nextAttemptAt: new Date(now.getTime() + retryDelayMs(action.attempts)),
          updatedAt: new Date(),
        })
        .where(eq(paymentActions.id, action.id));
      continue;
    }
    if (answer.status === 'pending') {
      // Adyen answers 'received': its REFUND or CANCELLATION notification settles it. The
      // notification may have come first and settled it already: that outcome stays.
      await db
        .update(paymentActions)
        .set({
          status: 'pending',
          providerReference: answer.providerReference,
          updatedAt: new Date(),
        })
        .where(and(eq(paymentActions.id, action.id), eq(paymentActions.status, 'requested')));
      continue;
    }
    const result = {
      success: answer.status === 'refunded',
      providerReference: answer.providerReference,
      detail: answer.providerResult,
    };
    await db.transaction((tx) =>
      action.kind === 'refund'
        ? settleRefund(tx, action.id, result)
        : settleCancel(tx, payment.id, result),
    );
    if (answer.status === 'refused') log(`payment ${action.kind} refused by the provider`, about);
    else done += 1;
  }
  return done;
}
