import { orders, payments } from '@shop/db';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../database.ts';
import type { PaymentOutcome } from '../payments/payment-outcome.ts';
import { moveOrder } from './order-transitions.ts';
import { releaseStock, reserveStock } from './stock-reservation.ts';

/** What happens around an order besides its rows: invoices inside the transaction, e-mails after. */
export interface OrderEffects {
  /** Inside the payment's transaction, so a paid order always has its invoice. */
  issueInvoice(tx: Db, orderId: number): Promise<unknown>;
  /** After commit; failures are logged by the caller, never undo a payment. */
  orderPaid(orderId: number): Promise<void>;
}

export interface AppliedPayment {
  paymentId: number;
  orderId: number;
  /** The payment's status after this call ('pending' until the provider decides). */
  status: 'pending' | 'authorized' | 'error' | 'cancelled' | 'refunded';
  /** False when the payment had been decided before (a replayed notification, a reload). */
  changed: boolean;
  /** True when this payment is the one that paid the order. */
  orderPaid: boolean;
}

/**
 * Applies what a provider said about one payment, once. The payment row is locked and only a
 * pending payment changes, so the shopper's return and the provider's notification, arriving
 * together or twice, apply one result. Authorized: the order is paid (the domain's transition),
 * keeps or takes its goods, and gets its invoice. Refused or error: the goods go back to stock
 * and the order stays payable, so the customer can pay again with another method.
 */
export async function applyPaymentOutcome(
  db: Db,
  effects: OrderEffects,
  paymentId: number,
  outcome: PaymentOutcome,
  log: (message: string) => void,
  now: Date = new Date(),
): Promise<AppliedPayment> {
  const applied = await db.transaction(async (tx): Promise<AppliedPayment> => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.id, paymentId))
      .for('update');
    if (!payment) throw new Error(`payment ${paymentId} not found`);
    const unchanged = {
      paymentId,
      orderId: payment.orderId,
      status: payment.status,
      changed: false,
      orderPaid: false,
    };
    if (payment.status !== 'pending' || outcome.status === 'pending') {
      if (outcome.status === 'pending' && outcome.providerReference && !payment.providerReference)
        await tx
          .update(payments)
          .set({ providerReference: outcome.providerReference, updatedAt: now })
          .where(eq(payments.id, paymentId));
      return unchanged;
    }
    if (outcome.status === 'authorized') {
      await tx
        .update(payments)
        .set({
          status: 'authorized',
          authorizedAt: now,
          providerReference: outcome.providerReference ?? payment.providerReference,
          updatedAt: now,
        })
        .where(eq(payments.id, paymentId));
      // Locked, so the job giving back stale holds cannot release these goods meanwhile.
      const [order] = await tx
        .select()
        .from(orders)
        .where(eq(orders.id, payment.orderId))
        .for('update');
      if (!order) throw new Error(`order ${payment.orderId} not found`);
      const from = await moveOrder(tx, order.id, 400, { paidAt: now });
      if (from === null) {
        // Paid twice, or paid after it was cancelled: the money is recorded and an operator
        // refunds it; the order, its goods and its invoice stay as they are.
        log(
          `payment ${payment.reference} authorized for order ${order.number} in status ${order.status}: refund it`,
        );
        return {
          paymentId,
          orderId: order.id,
          status: 'authorized',
          changed: true,
          orderPaid: false,
        };
      }
      if (!order.stockReserved) {
        // A transfer (or an order abandoned and then paid) takes its goods when the money is in.
        const short = await reserveStock(tx, order.id, order.cartId);
        if (short !== null)
          log(`order ${order.number} paid but product ${short} is short: an operator must decide`);
      }
      await effects.issueInvoice(tx, order.id);
      return { paymentId, orderId: order.id, status: 'authorized', changed: true, orderPaid: true };
    }
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
    return {
      paymentId,
      orderId: payment.orderId,
      status: 'error',
      changed: true,
      orderPaid: false,
    };
  });
  if (applied.orderPaid) {
    await effects.orderPaid(applied.orderId).catch((error: unknown) => {
      log(`order ${applied.orderId} paid, but its e-mail failed: ${String(error)}`);
    });
  }
  return applied;
}
