import { creditNotes, orderRefunds, paymentActions, payments, staffMembers } from '@shop/db';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { StaffRefund } from '../contracts/staff-refunds.ts';
import type { Db } from '../database.ts';

export type RefundStatus = 'pending' | 'done' | 'failed';

export interface OrderRefund {
  id: number;
  orderId: number;
  amount: number;
  reason: string;
  /** done: every provider gave the money back; failed: one refused (staff must look). */
  status: RefundStatus;
  /** The providers' ids of the refund (one per payment it was taken from), once known. */
  providerReferences: string[];
  providers: string[];
  staffName: string;
  idempotencyKey: string;
  createdAt: Date;
  creditNote: { number: string; issuedAt: Date; total: number } | null;
}

/** A refund is as far as its least advanced part: one failure fails it, all done is done. */
function statusOf(parts: readonly { status: string }[]): RefundStatus {
  if (parts.some((part) => part.status === 'failed')) return 'failed';
  return parts.length > 0 && parts.every((part) => part.status === 'done') ? 'done' : 'pending';
}

/** The staff refunds of an order (or the ones named), oldest first: two queries. */
export async function readOrderRefunds(
  db: Db,
  orderId: number,
  refundIds?: readonly number[],
): Promise<OrderRefund[]> {
  const refunds = await db
    .select({
      refund: orderRefunds,
      staffName: staffMembers.name,
      creditNote: {
        number: creditNotes.number,
        issuedAt: creditNotes.issuedAt,
        total: creditNotes.total,
      },
    })
    .from(orderRefunds)
    .innerJoin(staffMembers, eq(staffMembers.id, orderRefunds.staffId))
    .leftJoin(creditNotes, eq(creditNotes.refundId, orderRefunds.id))
    .where(
      and(
        eq(orderRefunds.orderId, orderId),
        refundIds === undefined ? undefined : inArray(orderRefunds.id, [...refundIds]),
      ),
    )
    .orderBy(asc(orderRefunds.createdAt), asc(orderRefunds.id));
  if (refunds.length === 0) return [];
  const parts = await db
    .select({
      refundId: paymentActions.refundId,
      status: paymentActions.status,
      providerReference: paymentActions.providerReference,
      provider: payments.provider,
    })
    .from(paymentActions)
    .innerJoin(payments, eq(payments.id, paymentActions.paymentId))
    .where(
      inArray(
        paymentActions.refundId,
        refunds.map(({ refund }) => refund.id),
      ),
    )
    .orderBy(asc(paymentActions.id));
  return refunds.map(({ refund, staffName, creditNote }) => {
    const own = parts.filter((part) => part.refundId === refund.id);
    return {
      id: refund.id,
      orderId: refund.orderId,
      amount: refund.amount,
      reason: refund.reason,
      status: statusOf(own),
      providerReferences: own.flatMap((part) =>
        part.providerReference === null ? [] : [part.providerReference],
      ),
      providers: [...new Set(own.map((part) => part.provider))],
      staffName,
      idempotencyKey: refund.idempotencyKey,
      createdAt: refund.createdAt,
      creditNote,
    };
  });
}

export interface RefundablePayment {
  id: number;
  provider: string;
  reference: string;
  /** What may still be asked back of it: paid, less every refund done or under way. */
  left: number;
}

/**
 * The order's payments that brought money in (authorized, or refunded already) with what is left
 * to give back of each: refunds failed at the provider count as not given back.
 */
export async function refundablePayments(db: Db, orderId: number): Promise<RefundablePayment[]> {
  const rows = await db
    .select({
      id: payments.id,
      provider: payments.provider,
      reference: payments.reference,
      amount: payments.amount,
      asked: sql<number>`coalesce(sum(${paymentActions.amount}), 0)::int`,
    })
    .from(payments)
    .leftJoin(
      paymentActions,
      and(
        eq(paymentActions.paymentId, payments.id),
        eq(paymentActions.kind, 'refund'),
        ne(paymentActions.status, 'failed'),
      ),
    )
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, ['authorized', 'refunded'])))
    .groupBy(payments.id)
    .orderBy(asc(payments.id));
  return rows.map((row) => ({
    id: row.id,
    provider: row.provider,
    reference: row.reference,
    left: Math.max(row.amount - Number(row.asked), 0),
  }));
}

/** A refund in the staff contract (the refund call's answer and the order detail). */
export const staffRefundOf = (refund: OrderRefund): StaffRefund => ({
  id: refund.id,
  amount: refund.amount,
  reason: refund.reason,
  status: refund.status,
  providers: refund.providers,
  provider_references: refund.providerReferences,
  staff_name: refund.staffName,
  created_at: refund.createdAt.toISOString(),
  credit_note:
    refund.creditNote === null
      ? null
      : {
          number: refund.creditNote.number,
          issued_at: refund.creditNote.issuedAt.toISOString(),
          total: refund.creditNote.total,
          pdf_url: `/admin/v1/orders/${refund.orderId}/credit-notes/${encodeURIComponent(refund.creditNote.number)}.pdf`,
        },
});
