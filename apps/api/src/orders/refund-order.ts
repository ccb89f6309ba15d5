import { formatMoney } from '@shop/domain';
import { orderRefunds, orders, paymentActions } from '@shop/db';
import type { Locale } from '@shop/i18n';
import { eq } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { issueCreditNote } from '../invoices/issue-credit-note.ts';
import { settleRefund } from '../payments/apply-notification.ts';
import { enqueueEmail } from '../mail/outbox.ts';
import { ApiError } from '../plugins/api-error.ts';
import { recordStaffChange } from '../staff/record-staff-change.ts';
import type { StaffMember } from '../staff/staff-sessions.ts';
import { readOrderRefunds, refundablePayments, type OrderRefund } from './order-refunds.ts';

export interface RefundRequest {
  amount: number;
  reason: string;
  idempotencyKey: string;
}

const refused = (
  key: 'nothingToRefund' | 'amountTooLarge' | 'idempotencyKeyReused',
  code: string,
  params = {},
) => new ApiError(409, `refundsApi.${key}`, params, undefined, code);

/**
 * Staff give back money of an order (issue 15), in one transaction with its audit entry:
 * - the order row is locked first, so refunds of one order are decided one after the other and
 *   two racing refunds of all that is left give one refund and one 409;
 * - a repeated Idempotency-Key answers the refund it made, and nothing more is refunded;
 * - the amount is taken from the order's payments that brought money in (oldest first), each
 *   part a payment_action of kind refund with its own reference: the carry-out loop asks the
 *   provider the customer paid with; a bank transfer is paid back by staff, so it is done at once;
 * - an invoiced order gets its credit note (issue-credit-note.ts) in the same transaction, and
 *   the customer an e-mail stating the amount (outbox).
 * The order's payment_status follows when the providers confirm (settleRefund).
 */
export async function refundOrder(
  db: Db,
  staff: Pick<StaffMember, 'id'>,
  orderId: number,
  request: RefundRequest,
  language: Locale,
  now: Date = new Date(),
): Promise<{ refund: OrderRefund; created: boolean }> {
  return db.transaction((tx) => refundInTransaction(tx, staff, orderId, request, language, now));
}

/**
 * Gives back what a cancellation or a return owes the customer, in the caller's transaction:
 * `owed`, never more than the order's payments still hold (an earlier refund by hand counts),
 * under a key of the cancellation or return so a replay refunds nothing more. Null when
 * nothing is to be given back (nothing was paid, or everything was refunded already).
 */
export async function refundOwed(
  tx: Db,
  staff: Pick<StaffMember, 'id'>,
  orderId: number,
  owed: { amount: number; reason: string; idempotencyKey: string },
  language: Locale,
  now: Date,
): Promise<OrderRefund | null> {
  if (owed.amount === 0) return null;
  const left = (await refundablePayments(tx, orderId)).reduce((sum, p) => sum + p.left, 0);
  const amount = Math.min(owed.amount, left);
  if (amount === 0) return null;
  const { refund } = await refundInTransaction(
    tx,
    staff,
    orderId,
    { ...owed, amount },
    language,
    now,
  );
  return refund;
}

async function refundInTransaction(
  tx: Db,
  staff: Pick<StaffMember, 'id'>,
  orderId: number,
  request: RefundRequest,
  language: Locale,
  now: Date,
): Promise<{ refund: OrderRefund; created: boolean }> {
  const money = (cents: number) => formatMoney(cents, language);
  const [order] = await tx
    .select({ id: orders.id, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  if (!order) throw ApiError.notFound();
  const [earlier] = await tx
    .select()
    .from(orderRefunds)
    .where(eq(orderRefunds.idempotencyKey, request.idempotencyKey));
  if (earlier) {
    if (
      earlier.orderId !== orderId ||
      earlier.amount !== request.amount ||
      earlier.reason !== request.reason
    )
      throw refused('idempotencyKeyReused', 'idempotency_key_reused');
    const [refund] = await readOrderRefunds(tx, orderId, [earlier.id]);
    if (!refund) throw new Error(`refund ${earlier.id} vanished`);
    return { refund, created: false };
  }
  const paid = await refundablePayments(tx, orderId);
  const left = paid.reduce((sum, payment) => sum + payment.left, 0);
  if (left === 0) throw refused('nothingToRefund', 'nothing_to_refund');
  if (request.amount > left)
    throw refused('amountTooLarge', 'refund_too_large', {
      amount: money(request.amount),
      left: money(left),
    });
  const [refund] = await tx
    .insert(orderRefunds)
    .values({
      orderId,
      amount: request.amount,
      reason: request.reason,
      idempotencyKey: request.idempotencyKey,
      staffId: staff.id,
      createdAt: now,
    })
    .returning({ id: orderRefunds.id });
  if (!refund) throw new Error(`refund of order ${orderId} was not stored`);
  let due = request.amount;
  for (const payment of paid) {
    const part = Math.min(due, payment.left);
    if (part === 0) continue;
    due -= part;
    const [action] = await tx
      .insert(paymentActions)
      .values({
        paymentId: payment.id,
        kind: 'refund',
        amount: part,
        reason: request.reason,
        reference: `${payment.reference}-R${refund.id}`,
        refundId: refund.id,
        nextAttemptAt: now,
      })
      .returning({ id: paymentActions.id });
    if (!action) throw new Error(`refund action of order ${orderId} was not stored`);
    // No provider holds a transfer: staff send the money back themselves, so it is done now.
    if (payment.provider === 'transfer')
      await settleRefund(tx, action.id, {
        success: true,
        providerReference: null,
        detail: 'paid back by staff',
      });
  }
  const creditNote = await issueCreditNote(
    tx,
    { id: refund.id, orderId, amount: request.amount, reason: request.reason },
    now,
  );
  // The customer is told in their language, through the outbox, once per refund.
  await enqueueEmail(tx, `order:${orderId}:refundIssued:${refund.id}`, {
    kind: 'order',
    orderId,
    message: 'refundIssued',
    refundAmount: request.amount,
    refundId: refund.id,
  });
  await recordStaffChange(
    tx,
    staff,
    'order.refund',
    'order',
    orderId,
    { refundable: left, payment_status: order.paymentStatus },
    {
      refund_id: refund.id,
      amount: request.amount,
      reason: request.reason,
      credit_note: creditNote?.number ?? null,
    },
  );
  const [created] = await readOrderRefunds(tx, orderId, [refund.id]);
  if (!created) throw new Error(`refund ${refund.id} vanished`);
  return { refund: created, created: true };
}
