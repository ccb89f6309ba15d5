/**
 * What a provider's answer means for the shop, whichever provider gave it. 'pending' waits for a
 * notification (or the shopper); 'error' means nothing is known to have happened and nothing may
 * change: the shopper sees the payment failure message and may try again.
 */
export type PaymentStatus = 'authorized' | 'refused' | 'pending' | 'error';

export type PaymentProviderName = 'adyen' | 'paypal' | 'sequra';

export interface PaymentOutcome {
  status: PaymentStatus;
  /** The provider's own reference (Adyen pspReference or session id, PayPal capture id, seQura order uuid). */
  providerReference: string | null;
  /** The provider's word for the result (resultCode, issue, state), for logs. */
  providerResult: string;
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
 * Turns a failed adapter call into the 'error' outcome; anything that is not a provider failure
 * is a bug and is thrown again.
 */
export function outcomeOfFailure(error: unknown): PaymentOutcome {
  if (!(error instanceof PaymentProviderError)) throw error;
  return {
    status: 'error',
    providerReference: null,
    providerResult: error instanceof PaymentProviderTimeoutError ? 'timeout' : 'failure',
  };
}
