import type { PaymentMethodId, StoreCode } from '@shop/domain';
import type { PaymentProvider } from '@shop/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '../../contracts/common.ts';
import type { Db } from '../../database.ts';
import { applyPaymentOutcome, type OrderEffects } from '../../orders/payment-results.ts';
import { placeOrder, type PlacedPayment } from '../../orders/place-order.ts';
import { ApiError } from '../../plugins/api-error.ts';
import {
  outcomeOfFailure,
  PaymentProviderError,
  type PaymentOutcome,
} from '../../payments/payment-outcome.ts';

/** The steps every payment route shares: place the order, ask the provider, apply its answer. */
export function paymentSteps(db: Db, effects: OrderEffects) {
  const apply = (paymentId: number, outcome: PaymentOutcome, log: FastifyBaseLogger) =>
    applyPaymentOutcome(db, effects, paymentId, outcome, (message) => log.warn(message));

  const place = (
    { store, language }: { store: StoreCode; language: Language },
    body: { cart: string; idempotency_key: string },
    method: PaymentMethodId,
    provider: PaymentProvider,
  ) =>
    placeOrder(db, {
      cartId: body.cart,
      scope: { store, language },
      method,
      provider,
      idempotencyKey: body.idempotency_key,
    });

  const started = (placed: PlacedPayment, redirectUrl: string | null) => ({
    order_number: placed.orderNumber,
    payment_reference: placed.paymentReference,
    redirect_url: redirectUrl,
  });

  /** Asks the provider; when it cannot answer, the payment fails and nothing else changes. */
  async function withProvider<Result>(
    placed: PlacedPayment,
    log: FastifyBaseLogger,
    call: () => Promise<Result>,
  ): Promise<Result> {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      log.warn({ err: error, payment: placed.paymentReference }, 'payment provider failed');
      await apply(placed.paymentId, { ...outcomeOfFailure(error), status: 'refused' }, log);
      throw new ApiError(503, 'api.orders.providerUnavailable');
    }
  }

  return { apply, place, started, withProvider };
}
