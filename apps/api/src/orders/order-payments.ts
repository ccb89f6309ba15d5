import { transferDeadline } from '@shop/domain';
import { orders, payments } from '@shop/db';
import { and, eq } from 'drizzle-orm';
import type { PaymentState } from '../contracts/payment.ts';
import type { Db } from '../database.ts';
import type { BankAccount } from '../mail/merchant-details.ts';
import { ApiError } from '../plugins/api-error.ts';
import type { PlacedPayment } from './order-payment-attempt.ts';

export type PaymentRecord = typeof payments.$inferSelect;
export type OrderRecord = typeof orders.$inferSelect;

/** A payment by its reference (the 36 random characters make it the shopper's key). */
export async function findPayment(
  db: Db,
  reference: string,
): Promise<{ payment: PaymentRecord; order: OrderRecord }> {
  const [found] = await db
    .select({ payment: payments, order: orders })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.reference, reference));
  if (!found) throw ApiError.notFound('api.orders.paymentNotFound');
  return found;
}

/** A payment by the provider's id of its attempt (PayPal order id, Adyen session, seQura uuid). */
export async function findProviderPayment(
  db: Db,
  provider: PaymentRecord['provider'],
  providerPaymentId: string,
): Promise<{ payment: PaymentRecord; order: OrderRecord } | null> {
  const [found] = await db
    .select({ payment: payments, order: orders })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, providerPaymentId)));
  return found ?? null;
}

/** What the shopper's view of a payment is made of. */
export interface PaymentView {
  payment: Pick<PaymentRecord, 'status' | 'method' | 'reference' | 'amount'>;
  order: Pick<OrderRecord, 'number' | 'placedAt'>;
}

/** The view of a payment a start just placed or found, without reading it back. */
export function placedPaymentView(placed: PlacedPayment): PaymentView {
  return {
    payment: {
      status: placed.status,
      method: placed.method,
      reference: placed.paymentReference,
      amount: placed.amount,
    },
    order: { number: placed.orderNumber, placedAt: placed.placedAt },
  };
}

/**
 * What the shopper sees of a payment. A refused, failed or cancelled payment is 'error' (the
 * SPEC's two result statuses plus 'pending' while a provider or a transfer is awaited).
 */
export function paymentState(
  { payment, order }: PaymentView,
  bankAccount: BankAccount,
): PaymentState {
  const status =
    payment.status === 'authorized' || payment.status === 'refunded'
      ? 'authorized'
      : payment.status === 'pending'
        ? 'pending'
        : 'error';
  return {
    status,
    method: payment.method,
    order_number: order.number,
    payment_reference: payment.reference,
    amount: payment.amount,
    transfer:
      payment.method === 'transfer'
        ? {
            iban: bankAccount.iban,
            bic: bankAccount.bic,
            beneficiary: bankAccount.holder,
            concept: order.number,
            amount: payment.amount,
            deadline: transferDeadline(order.placedAt).toISOString(),
          }
        : null,
  };
}
