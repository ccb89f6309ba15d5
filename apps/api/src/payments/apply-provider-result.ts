import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../database.ts';
import type { PaymentRecord } from '../orders/order-payments.ts';
import { settlePayment, type AppliedPayment } from '../orders/payment-results.ts';
import { ApiError } from '../plugins/api-error.ts';
import { bindingProblem } from './payment-binding.ts';
import type { PaymentOutcome } from './payment-outcome.ts';

/**
 * Apply a provider result the shopper brought back (Adyen session or redirect result, PayPal
 * capture, seQura confirmation): only when the provider's answer is about this very payment.
 * Anything else changes nothing, is logged with what differed, and is a 409 for the caller.
 * An 'error' outcome (the provider could not answer) changes nothing either: its notification
 * or the reconciliation decides later.
 */
export async function applyProviderResult(
  db: Db,
  payment: PaymentRecord,
  outcome: PaymentOutcome,
  log: FastifyBaseLogger,
): Promise<AppliedPayment | null> {
  if (outcome.status === 'error') return null;
  const problem = bindingProblem(payment, outcome.about);
  if (problem) {
    log.warn(
      { payment: payment.reference, problem, about: outcome.about, result: outcome.providerResult },
      'provider result refused: it is not about this payment',
    );
    throw ApiError.conflict('api.orders.paymentMismatch');
  }
  return db.transaction((tx) =>
    settlePayment(tx, payment.id, outcome, (message) => log.warn(message)),
  );
}
