import { orders, paymentActions, payments } from '@shop/db';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { issueInvoice } from '../invoices/issue-invoice.ts';
import { enqueueOrderEmail } from '../mail/outbox.ts';
import { enqueueShopOrderNotification } from '../mail/shop-order-notification.ts';
import { paymentOutcomes } from '../metrics/shop-metrics.ts';
import type { PaymentOutcome } from '../payments/payment-outcome.ts';
import { moveOrder } from './order-transitions.ts';
import { releaseStock, reserveStock } from '../stock/stock-reservation.ts';

export interface AppliedPayment {
  paymentId: number;
  orderId: number;
  /** The payment's status after this call ('pending' until the provider decides). */
  status: 'pending' | 'authorized' | 'error' | 'cancelled' | 'refunded';
  /** False when the payment had been decided before (a replayed notification, a reload). */
  changed: boolean;
  /** True when this payment is the one that paid the order. */
  orderPaid: boolean;
  /** True when the money came for an order already paid or a payment we had cancelled. */
  refundRequested: boolean;
  /** Set when the order was paid but a product's stock was short: staff must decide. */
  missingProductId?: number;
}

type PaymentRecord = typeof payments.$inferSelect;

/** Payable orders: waiting for their money, or abandoned but still payable (SPEC section 4). */
const payableStatuses = new Set([300, 350]);

/**
 * Applies what a provider said about one payment, inside the caller's transaction (so a
 * notification is recorded and applied at once, or not at all). The caller has checked that the
 * answer is about this payment (payment-binding.ts). The payment row is locked and only a payment
 * still undecided changes, so the shopper's return and the provider's notification, arriving
 * together or twice, apply one result.
 * - Authorized, on a payable order with no other payment in: the order is paid (the domain's
 *   transition), keeps or takes its goods, gets its invoice and its e-mail (outbox), and any other
 *   attempt still open is cancelled at its provider.
 * - Authorized, on an order already paid or cancelled, or for an attempt we had cancelled: the
 *   money is recorded and a refund of it is queued (payment_actions), never kept silently.
 * - Refused: the goods go back (unless another attempt is still open) and the order stays payable.
 * Each decision is counted here (shop_payment_outcomes_total), the one place every provider's
 * result goes through; inside the caller's transaction, so a rare rollback after it leaves one
 * count too many.
 */
export async function settlePayment(
  tx: Db,
  paymentId: number,
  outcome: PaymentOutcome,
  log: (message: string) => void,
  now: Date = new Date(),
): Promise<AppliedPayment> {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(eq(payments.id, paymentId))
    .for('update');
  if (!payment) throw new Error(`payment ${paymentId} not found`);
  const unchanged: AppliedPayment = {
    paymentId,
    orderId: payment.orderId,
    status: payment.status,
    changed: false,
    orderPaid: false,
    refundRequested: false,
  };
  if (outcome.status === 'pending' || outcome.status === 'error') {
    if (outcome.providerReference && !payment.providerReference && payment.status === 'pending')
      await tx
        .update(payments)
        .set({ providerReference: outcome.providerReference, updatedAt: now })
        .where(eq(payments.id, paymentId));
    return unchanged;
  }
  if (outcome.status === 'authorized') {
    const applied = await authorize(tx, payment, outcome, log, now);
    if (applied.changed) paymentOutcomes.inc({ provider: payment.provider, outcome: 'authorized' });
    return applied;
  }
  if (payment.status !== 'pending') return unchanged;
  await tx
    .update(payments)
    .set({
      status: 'error',
      providerReference: outcome.providerReference ?? payment.providerReference,
      updatedAt: now,
    })
    .where(eq(payments.id, paymentId));
  // Another attempt of the same order may still be running: its goods stay held for it.
  const stillRunning = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.orderId, payment.orderId),
        ne(payments.id, paymentId),
        eq(payments.status, 'pending'),
      ),
    );
  if (stillRunning.length === 0) await releaseStock(tx, payment.orderId);
  paymentOutcomes.inc({ provider: payment.provider, outcome: 'refused' });
  return { ...unchanged, status: 'error', changed: true };
}

async function authorize(
  tx: Db,
  payment: PaymentRecord,
  outcome: PaymentOutcome,
  log: (message: string) => void,
  now: Date,
): Promise<AppliedPayment> {
  const base = { paymentId: payment.id, orderId: payment.orderId, status: 'authorized' as const };
  // Already counted: a replay, or the return and the notification of one payment.
  if (payment.status === 'authorized' || payment.status === 'refunded')
    return {
      ...base,
      status: payment.status,
      changed: false,
      orderPaid: false,
      refundRequested: false,
    };
  await tx
    .update(payments)
    .set({
      status: 'authorized',
      authorizedAt: now,
      providerReference: outcome.providerReference ?? payment.providerReference,
      updatedAt: now,
    })
    .where(eq(payments.id, payment.id));
  // Locked, so the job giving back stale holds cannot release these goods meanwhile.
  const [order] = await tx
    .select()
    .from(orders)
    .where(eq(orders.id, payment.orderId))
    .for('update');
  if (!order) throw new Error(`order ${payment.orderId} not found`);
  const otherPaid = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.orderId, order.id),
        ne(payments.id, payment.id),
        inArray(payments.status, ['authorized', 'refunded']),
      ),
    );
  const paysTheOrder =
    payment.status !== 'cancelled' && payableStatuses.has(order.status) && otherPaid.length === 0;
  if (!paysTheOrder) {
    await requestRefund(tx, payment, 'paid_twice', now);
    log(
      `payment ${payment.reference} authorized for order ${order.number} in status ${order.status}` +
        ` (payment was ${payment.status}): its ${payment.amount} cents are being refunded`,
    );
    return { ...base, changed: true, orderPaid: false, refundRequested: true };
  }
  const from = await moveOrder(tx, order.id, 400, { paidAt: now });
  if (from === null) throw new Error(`order ${order.number} could not move to paid`);
  let missing: number | undefined;
  if (!order.stockReserved) {
    // A transfer (or an order abandoned and then paid) takes its goods when the money is in.
    const short = await reserveStock(tx, order.id, order.cartId);
    if (short !== null) {
      log(`order ${order.number} paid but product ${short} is short: an operator must decide`);
      missing = short;
    }
  }
  await issueInvoice(tx, order.id);
  await cancelOtherAttempts(tx, order.id, payment.id, now);
  await enqueueOrderEmail(
    tx,
    order.id,
    order.paymentMethod === 'transfer' ? 'paymentReceived' : 'orderConfirmation',
  );
  await enqueueShopOrderNotification(tx, order.id);
  return {
    ...base,
    changed: true,
    orderPaid: true,
    refundRequested: false,
    ...(missing === undefined ? {} : { missingProductId: missing }),
  };
}

/**
 * Queues the refund of a whole payment; one per payment however often it is decided (its
 * reference is the payment's).
 */
async function requestRefund(tx: Db, payment: PaymentRecord, reason: string, now: Date) {
  await tx
    .insert(paymentActions)
    .values({
      paymentId: payment.id,
      kind: 'refund',
      amount: payment.amount,
      reason,
      reference: `refund-${payment.reference}`,
      nextAttemptAt: now,
    })
    .onConflictDoNothing({ target: paymentActions.reference });
}

/**
 * The order is paid: its other attempts still open are cancelled here and at their provider
 * (queued), so a second payment of the same order cannot go through unnoticed.
 */
export async function cancelOtherAttempts(
  tx: Db,
  orderId: number,
  keptPaymentId: number | null,
  now: Date,
): Promise<void> {
  const cancelled = await tx
    .update(payments)
    .set({ status: 'cancelled', updatedAt: now })
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.status, 'pending'),
        ...(keptPaymentId === null ? [] : [ne(payments.id, keptPaymentId)]),
      ),
    )
    .returning({ id: payments.id, provider: payments.provider });
  const atProviders = cancelled.filter((payment) => payment.provider !== 'transfer');
  if (atProviders.length === 0) return;
  await tx
    .insert(paymentActions)
    .values(
      atProviders.map((payment) => ({
        paymentId: payment.id,
        kind: 'cancel' as const,
        amount: 0,
        reason: 'superseded',
        nextAttemptAt: now,
      })),
    )
    // One cancel per payment (payment_actions_payment_cancel_key).
    .onConflictDoNothing();
}
