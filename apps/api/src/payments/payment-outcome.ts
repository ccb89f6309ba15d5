import type { Cents } from '@shop/domain';

/**
 * What a provider's answer means for the shop, whichever provider gave it. 'pending' waits for a
 * notification (or the shopper); 'error' means nothing is known to have happened and nothing may
 * change: the shopper sees the payment failure message and may try again.
 */
export type PaymentStatus = 'authorized' | 'refused' | 'pending' | 'error';

export type PaymentProviderName = 'adyen' | 'paypal' | 'sequra';

/**
 * Which payment an answer is about, as the provider itself reports it in that answer (never
 * copied from our request), so that an answer for one payment cannot be applied to another. A
 * field is null when the provider's documented answer does not carry it.
 */
export interface PaymentSubject {
  /** The provider's id of the payment attempt as echoed in its answer: Adyen session id, PayPal order id, seQura order uuid. */
  providerPaymentId: string | null;
  /** Our payment reference as the provider reports it (Adyen merchantReference/reference, PayPal purchase_units[0].reference_id, seQura merchant_reference.order_ref_1). */
  merchantReference: string | null;
  /** Minor units, as the provider reports it. */
  amount: Cents | null;
  /** ISO 4217, e.g. 'EUR'. */
  currency: string | null;
}

export interface PaymentOutcome {
  status: PaymentStatus;
  /** What a refund or cancel must name later: Adyen pspReference, PayPal capture id, seQura uuid. */
  providerReference: string | null;
  /** The provider's word for the result (resultCode, issue, state), for logs. */
  providerResult: string;
  about: PaymentSubject;
}

/**
 * What a refund request came to. 'pending': accepted, the final word comes later (Adyen answers
 * 'received' and settles it with a REFUND notification); 'refused': the provider said no and
 * nothing was refunded; 'error': nothing is known to have happened.
 */
export interface RefundOutcome {
  status: 'refunded' | 'pending' | 'refused' | 'error';
  /** The refund's own id at the provider. */
  providerReference: string | null;
  providerResult: string;
}

/** What a cancel request came to; 'pending' waits for the provider's notification. */
export interface CancelOutcome {
  status: 'cancelled' | 'pending' | 'refused' | 'error';
  /** The cancel request's own id at the provider, when it has one. */
  providerReference: string | null;
  providerResult: string;
}

/** For answers that say nothing about which payment they concern. */
export function unknownSubject(): PaymentSubject {
  return { providerPaymentId: null, merchantReference: null, amount: null, currency: null };
}

/** A call that failed: unreachable, refused our credentials, or answered something unreadable. */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
  /** The HTTP status the provider answered, when it answered. */
  readonly status: number | null;
  constructor(
    readonly provider: PaymentProviderName,
    message: string,
    options?: ErrorOptions & { status?: number },
  ) {
    super(`${provider}: ${message}`, options);
    this.status = options?.status ?? null;
  }
}

/** The provider did not answer in time: the payment's state is unknown, so nothing may change. */
export class PaymentProviderTimeoutError extends PaymentProviderError {
  override name = 'PaymentProviderTimeoutError';
}

/**
 * Turns a failed refund or cancel call into its 'error' outcome (a RefundOutcome and a
 * CancelOutcome alike): nothing is known to have happened. Anything that is not a provider
 * failure is a bug and is thrown again.
 */
export function modificationOutcomeOfFailure(error: unknown) {
  if (!(error instanceof PaymentProviderError)) throw error;
  return {
    status: 'error' as const,
    providerReference: null,
    providerResult: error instanceof PaymentProviderTimeoutError ? 'timeout' : 'failure',
  };
}

/** Turns a failed adapter call into the 'error' outcome: nothing may change. */
export function outcomeOfFailure(error: unknown): PaymentOutcome {
  return { ...modificationOutcomeOfFailure(error), about: unknownSubject() };
}
