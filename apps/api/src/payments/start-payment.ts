import type { PaymentMethodId } from '@shop/domain';
import { payments, type PaymentProvider } from '@shop/db';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { CartAccess } from '../cart/cart-record.ts';
import type { Db } from '../database.ts';
import type { PlacedPayment } from '../orders/order-payment-attempt.ts';
import { placeOrder } from '../orders/place-order.ts';
import { settlePayment } from '../orders/payment-results.ts';
import { ApiError } from '../plugins/api-error.ts';
import { outcomeOfFailure, PaymentProviderError } from './payment-outcome.ts';

/** What a provider gave for a new attempt: its id, and where the shopper pays it. */
export interface OpenedAttempt {
  providerPaymentId: string;
  redirectUrl: string | null;
}

/**
 * Start a payment: place the cart's order (or continue its open attempt: place-order.ts), open
 * the attempt at the provider unless a start before us did, and record the provider's id of it
 * once. That id is what every later answer about the payment must name (payment-binding.ts).
 */
export function paymentStarts(db: Db) {
  const place = (
    scope: CartAccess,
    body: { cart: string; idempotency_key: string },
    method: PaymentMethodId,
    provider: PaymentProvider,
  ) =>
    placeOrder(db, {
      cartId: body.cart,
      scope,
      method,
      provider,
      idempotencyKey: body.idempotency_key,
    });

  async function openAttempt(
    placed: PlacedPayment,
    log: FastifyBaseLogger,
    open: () => Promise<OpenedAttempt>,
  ): Promise<OpenedAttempt> {
    if (placed.providerPaymentId !== null)
      return { providerPaymentId: placed.providerPaymentId, redirectUrl: placed.redirectUrl };
    let opened: OpenedAttempt;
    try {
      opened = await open();
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      log.warn({ err: error, payment: placed.paymentReference }, 'payment provider failed');
      await db.transaction((tx) =>
        settlePayment(
          tx,
          placed.paymentId,
          { ...outcomeOfFailure(error), status: 'refused' },
          (m) => log.warn(m),
        ),
      );
      throw new ApiError(503, 'api.orders.providerUnavailable');
    }
    return recordAttempt(placed, opened, log);
  }

  /**
   * The first attempt recorded wins: two starts racing on one payment (a double click) both ask
   * the provider with the payment's idempotency key and get the same attempt; if a provider
   * without one gave a second attempt, the shopper is sent to the recorded one.
   */
  async function recordAttempt(
    placed: PlacedPayment,
    opened: OpenedAttempt,
    log: FastifyBaseLogger,
  ): Promise<OpenedAttempt> {
    const [recorded] = await db
      .update(payments)
      .set({ ...opened, updatedAt: new Date() })
      .where(
        and(
          eq(payments.id, placed.paymentId),
          eq(payments.status, 'pending'),
          isNull(payments.providerPaymentId),
        ),
      )
      .returning({ id: payments.id });
    if (recorded) return opened;
    const [stored] = await db
      .select({
        status: payments.status,
        providerPaymentId: payments.providerPaymentId,
        redirectUrl: payments.redirectUrl,
      })
      .from(payments)
      .where(eq(payments.id, placed.paymentId));
    // Cancelled meanwhile by a start with another method: this attempt must not be paid.
    if (!stored || stored.status !== 'pending' || stored.providerPaymentId === null)
      throw ApiError.conflict('api.orders.notPayable');
    if (stored.providerPaymentId !== opened.providerPaymentId)
      log.warn(
        { payment: placed.paymentReference, extra: opened.providerPaymentId },
        'a second provider attempt was opened for one payment; the first one stays',
      );
    return { providerPaymentId: stored.providerPaymentId, redirectUrl: stored.redirectUrl };
  }

  const started = (placed: PlacedPayment, redirectUrl: string | null) => ({
    order_number: placed.orderNumber,
    payment_reference: placed.paymentReference,
    redirect_url: redirectUrl,
  });

  return { place, openAttempt, started };
}
