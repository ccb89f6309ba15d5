import type { payments } from '@shop/db';
import type { PaymentSubject } from './payment-outcome.ts';

export type BindingProblem =
  'other_attempt' | 'other_reference' | 'other_amount' | 'other_currency' | 'unidentified';

type StoredPayment = Pick<
  typeof payments.$inferSelect,
  'reference' | 'amount' | 'currency' | 'providerPaymentId'
>;

/**
 * Why a provider's answer is not about this payment, or null when it is. The answer must name
 * the payment by the provider's id of the attempt we recorded or by our reference, and nothing
 * it states (attempt, reference, amount, currency) may differ from what we stored: a paid 34.90 €
 * session must never pay someone's 1,047 € order, nor a refused one fail it.
 */
export function bindingProblem(
  payment: StoredPayment,
  about: PaymentSubject,
): BindingProblem | null {
  if (about.providerPaymentId !== null && about.providerPaymentId !== payment.providerPaymentId)
    return 'other_attempt';
  if (about.merchantReference !== null && about.merchantReference !== payment.reference)
    return 'other_reference';
  if (about.amount !== null && about.amount !== payment.amount) return 'other_amount';
  if (about.currency !== null && about.currency !== payment.currency) return 'other_currency';
  if (about.providerPaymentId === null && about.merchantReference === null) return 'unidentified';
  return null;
}
