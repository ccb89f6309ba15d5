import type { Cents } from '@shop/domain';
import { z } from 'zod';
import { verifyAdyenNotification, type AdyenNotificationCheck } from './adyen-notification.ts';
import type {
  CancelOutcome,
  PaymentOutcome,
  PaymentStatus,
  RefundOutcome,
} from './payment-outcome.ts';
import {
  callProvider,
  defaultPaymentTimeoutMs,
  readAnswer,
  trimBaseUrl,
  type ProviderAnswer,
} from './provider-http.ts';

/** Our payment methods paid through Adyen's Hosted Checkout, and Adyen's names for them. */
export const adyenPaymentMethodTypes = {
  card: 'scheme',
  bizum: 'bizum',
  klarna_account: 'klarna_account',
} as const;
export type AdyenPaymentMethod = keyof typeof adyenPaymentMethodTypes;

export interface AdyenLineItem {
  id: string;
  description: string;
  quantity: number;
  /** Unit price with VAT, in cents. */
  amountIncludingTax: Cents;
}

export interface AdyenSessionRequest {
  /** Our payment reference (SPEC: store code + timestamp + 36 random characters). */
  reference: string;
  amount: Cents;
  method: AdyenPaymentMethod;
  /** Where the shopper comes back, with `sessionId` and `sessionResult` added. */
  returnUrl: string;
  countryCode: 'ES' | 'FR';
  shopperLocale: 'es-ES' | 'fr-FR';
  shopperEmail?: string;
  /** Klarna needs the lines of the order. */
  lineItems?: AdyenLineItem[];
  /** Sent as Idempotency-Key: a retried start gives back the same session. */
  idempotencyKey?: string;
}

export interface AdyenSession {
  id: string;
  sessionData: string;
  /** The Hosted Checkout page to send the shopper to. */
  url: string;
  expiresAt: string;
}

export interface AdyenRefundRequest {
  /** The payment's pspReference (the AUTHORISATION's). */
  pspReference: string;
  amount: Cents;
  /** Our reference for this refund. */
  reference: string;
  /** Sent as Idempotency-Key: a retried refund is not refunded twice. */
  idempotencyKey: string;
}

export interface AdyenCancelRequest {
  /** Our reference of the payment to cancel: the session's `reference`. */
  merchantReference: string;
  /** Our reference for this cancel. */
  reference: string;
  idempotencyKey: string;
}

export interface AdyenClient {
  createSession(request: AdyenSessionRequest): Promise<AdyenSession>;
  /** The result of a session once the shopper is back with `sessionId` and `sessionResult`. */
  sessionOutcome(sessionId: string, sessionResult: string): Promise<PaymentOutcome>;
  /** /payments/details for a redirect result; its answer names no session. */
  paymentDetails(
    redirectResult: string,
  ): Promise<PaymentOutcome & { merchantReference: string | null }>;
  /**
   * Refunds (part of) a payment. Adyen only acknowledges the request ('pending'); the REFUND
   * notification says whether it was refunded (an over-refund or an unknown payment fails there).
   */
  refund(request: AdyenRefundRequest): Promise<RefundOutcome>;
  /**
   * Cancels a payment by our reference, even before it is authorised: its session takes no
   * payment any more. Settled by the TECHNICAL_CANCEL notification.
   */
  cancel(request: AdyenCancelRequest): Promise<CancelOutcome & { status: 'pending' | 'error' }>;
  /** Signature (and merchant account) check of a standard notification. */
  verifyNotification(body: unknown): AdyenNotificationCheck;
}

const SessionResponse = z.object({
  id: z.string(),
  sessionData: z.string(),
  url: z.url(),
  expiresAt: z.string(),
});

const Amount = z.object({ value: z.number().int(), currency: z.string() });

const SessionResultResponse = z.object({
  id: z.string(),
  status: z.string(),
  reference: z.string().optional(),
  payments: z
    .array(
      z.object({
        pspReference: z.string().optional(),
        resultCode: z.string().optional(),
        amount: Amount.optional(),
      }),
    )
    .optional(),
});

const PaymentDetailsResponse = z.object({
  resultCode: z.string(),
  pspReference: z.string().optional(),
  merchantReference: z.string().optional(),
  amount: Amount.optional(),
});

/** /payments/{pspReference}/refunds and /cancels both answer 201 with status 'received'. */
const ModificationResponse = z.object({ pspReference: z.string(), status: z.string() });

const ErrorResponse = z.object({
  errorCode: z.string().optional(),
  message: z.string().optional(),
});

const sessionStatuses: Record<string, PaymentStatus> = {
  completed: 'authorized',
  paymentPending: 'pending',
  active: 'pending',
  refused: 'refused',
  canceled: 'refused',
  expired: 'refused',
};

const resultCodes: Record<string, PaymentStatus> = {
  Authorised: 'authorized',
  Refused: 'refused',
  Cancelled: 'refused',
  Pending: 'pending',
  Received: 'pending',
  Error: 'error',
};

/** A 422 is Adyen validating the request and taking nothing; other failures are thrown. */
function refusal(answer: ProviderAnswer) {
  if (answer.status !== 422) return null;
  const error = ErrorResponse.safeParse(answer.body).data;
  return {
    providerReference: null,
    providerResult: [error?.errorCode, error?.message].filter(Boolean).join(' ') || 'validation',
  };
}

/**
 * Adapter for Adyen Checkout API v71 (Sessions flow, Hosted Checkout): `X-API-Key`, amounts in
 * minor units. The in-process sandbox speaks the same protocol.
 */
export function createAdyenClient({
  baseUrl,
  apiKey,
  merchantAccount,
  hmacKey,
  timeoutMs = defaultPaymentTimeoutMs,
}: {
  baseUrl: string;
  apiKey: string;
  merchantAccount: string;
  /** Hex HMAC key of the notification endpoint. */
  hmacKey: string;
  timeoutMs?: number;
}): AdyenClient {
  const base = trimBaseUrl(baseUrl);
  const headers = (extra: Record<string, string> = {}) => ({ 'x-api-key': apiKey, ...extra });

  /** Refunds and cancels: Adyen acknowledges them (201 'received') or refuses them at once (422). */
  const modify = async (path: string, idempotencyKey: string, body: Record<string, unknown>) => {
    const answer = await callProvider('adyen', {
      method: 'POST',
      url: `${base}${path}`,
      headers: headers({ 'idempotency-key': idempotencyKey }),
      timeoutMs,
      body: { merchantAccount, ...body },
    });
    const refused = refusal(answer);
    if (refused) return { received: false, ...refused };
    const received = readAnswer('adyen', answer, ModificationResponse, path);
    return {
      received: true,
      providerReference: received.pspReference,
      providerResult: received.status,
    };
  };

  return {
    async createSession(request) {
      const answer = await callProvider('adyen', {
        method: 'POST',
        url: `${base}/v71/sessions`,
        headers: headers(
          request.idempotencyKey ? { 'idempotency-key': request.idempotencyKey } : {},
        ),
        timeoutMs,
        body: {
          merchantAccount,
          amount: { value: request.amount, currency: 'EUR' },
          reference: request.reference,
          returnUrl: request.returnUrl,
          countryCode: request.countryCode,
          shopperLocale: request.shopperLocale,
          mode: 'hosted',
          allowedPaymentMethods: [adyenPaymentMethodTypes[request.method]],
          ...(request.shopperEmail ? { shopperEmail: request.shopperEmail } : {}),
          ...(request.lineItems ? { lineItems: request.lineItems } : {}),
        },
      });
      const session = readAnswer('adyen', answer, SessionResponse, 'session');
      return {
        id: session.id,
        sessionData: session.sessionData,
        url: session.url,
        expiresAt: session.expiresAt,
      };
    },

    async sessionOutcome(sessionId, sessionResult) {
      const query = new URLSearchParams({ sessionResult });
      const answer = await callProvider('adyen', {
        method: 'GET',
        url: `${base}/v71/sessions/${encodeURIComponent(sessionId)}?${query}`,
        headers: headers(),
        timeoutMs,
      });
      const result = readAnswer('adyen', answer, SessionResultResponse, 'session result');
      // The first authorised payment of the session: ours take one payment per session.
      const payment = result.payments?.[0];
      return {
        status: sessionStatuses[result.status] ?? 'error',
        providerReference: payment?.pspReference ?? result.id,
        providerResult: result.status,
        about: {
          providerPaymentId: result.id,
          merchantReference: result.reference ?? null,
          amount: payment?.amount?.value ?? null,
          currency: payment?.amount?.currency ?? null,
        },
      };
    },

    async paymentDetails(redirectResult) {
      const answer = await callProvider('adyen', {
        method: 'POST',
        url: `${base}/v71/payments/details`,
        headers: headers(),
        timeoutMs,
        body: { details: { redirectResult } },
      });
      const details = readAnswer('adyen', answer, PaymentDetailsResponse, 'payment details');
      return {
        status: resultCodes[details.resultCode] ?? 'pending',
        providerReference: details.pspReference ?? null,
        providerResult: details.resultCode,
        merchantReference: details.merchantReference ?? null,
        about: {
          providerPaymentId: null,
          merchantReference: details.merchantReference ?? null,
          amount: details.amount?.value ?? null,
          currency: details.amount?.currency ?? null,
        },
      };
    },

    async refund(request) {
      const { received, ...outcome } = await modify(
        `/v71/payments/${encodeURIComponent(request.pspReference)}/refunds`,
        request.idempotencyKey,
        { amount: { value: request.amount, currency: 'EUR' }, reference: request.reference },
      );
      return { status: received ? 'pending' : 'refused', ...outcome };
    },

    async cancel(request) {
      const { received, ...outcome } = await modify('/v71/cancels', request.idempotencyKey, {
        paymentReference: request.merchantReference,
        reference: request.reference,
      });
      // A cancel Adyen would not take leaves the payment as it was: nothing is known cancelled.
      return { status: received ? 'pending' : 'error', ...outcome };
    },

    verifyNotification(body) {
      const check = verifyAdyenNotification(body, hmacKey);
      if (!check.readable) return check;
      // A correctly signed item for another merchant account is not ours to apply.
      const items = check.items.map((item) =>
        item.valid && item.merchantAccountCode !== merchantAccount
          ? { ...item, valid: false, problem: 'other_merchant' as const }
          : item,
      );
      return { ...check, items };
    },
  };
}
