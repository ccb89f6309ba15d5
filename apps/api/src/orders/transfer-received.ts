import { formatMoney, shopIsoDateOf } from '@shop/domain';
import { orders, payments, type OrderStatus } from '@shop/db';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { ApiError } from '../plugins/api-error.ts';
import { recordStaffChange } from '../staff/record-staff-change.ts';
import type { StaffMember } from '../staff/staff-sessions.ts';
import { settlePayment } from './payment-results.ts';

export interface ReceivedTransfer {
  amount: number;
  receivedOn: string;
  reference: string;
}

export interface PaidByTransfer {
  orderId: number;
  orderStatus: OrderStatus;
  /** A product whose stock was short when the money came: the order waits for staff. */
  missingProductId: number | null;
}

/**
 * Staff saw a customer's transfer in the bank: the order's pending transfer payment is settled
 * as authorized through the same use case the providers' answers go through (settlePayment:
 * the order is paid by its table, takes its goods if still free, gets its invoice and its
 * e-mail), in one transaction with the audit entry. Only the exact amount owed is accepted.
 */
export async function receiveTransfer(
  db: Db,
  staff: Pick<StaffMember, 'id'>,
  orderId: number,
  transfer: ReceivedTransfer,
  log: (message: string) => void,
  now: Date = new Date(),
): Promise<PaidByTransfer> {
  if (transfer.receivedOn > shopIsoDateOf(now))
    throw ApiError.badRequest('received_on', 'orderOpsApi.receivedOnInFuture');
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({
        status: orders.status,
        total: orders.total,
        language: orders.language,
        paymentMethod: orders.paymentMethod,
      })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (!order) throw ApiError.notFound();
    if (order.paymentMethod !== 'transfer')
      throw new ApiError(409, 'orderOpsApi.notTransferOrder', {}, undefined, 'not_transfer_order');
    const [payment] = await tx
      .select({ id: payments.id, amount: payments.amount })
      .from(payments)
      .where(
        and(
          eq(payments.orderId, orderId),
          eq(payments.provider, 'transfer'),
          eq(payments.status, 'pending'),
        ),
      );
    if (!payment || (order.status !== 300 && order.status !== 350))
      throw new ApiError(
        409,
        'orderOpsApi.noPendingTransfer',
        {},
        undefined,
        'no_pending_transfer',
      );
    if (transfer.amount !== payment.amount)
      throw ApiError.badRequest('amount', 'orderOpsApi.amountMismatch', {
        amount: formatMoney(transfer.amount, order.language),
        owed: formatMoney(payment.amount, order.language),
      });
    const applied = await settlePayment(
      tx,
      payment.id,
      {
        status: 'authorized',
        providerReference: transfer.reference,
        providerResult: `transfer received on ${transfer.receivedOn}`,
        // Seen by staff in the bank: the subject is this order's own payment and amount.
        about: {
          providerPaymentId: null,
          merchantReference: null,
          amount: transfer.amount,
          currency: 'EUR',
        },
      },
      log,
      now,
    );
    if (!applied.orderPaid)
      throw new ApiError(
        409,
        'orderOpsApi.noPendingTransfer',
        {},
        undefined,
        'no_pending_transfer',
      );
    const missingProductId = applied.missingProductId ?? null;
    await recordStaffChange(
      tx,
      staff,
      'order.transfer_received',
      'order',
      orderId,
      { status: order.status, payment_status: 'pending' },
      {
        status: 400,
        payment_status: 'paid',
        amount: transfer.amount,
        received_on: transfer.receivedOn,
        reference: transfer.reference,
        missing_product_id: missingProductId,
      },
    );
    return { orderId, orderStatus: 400, missingProductId };
  });
}
