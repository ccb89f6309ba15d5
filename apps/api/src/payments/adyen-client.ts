import type { Cents } from '@shop/domain';
import { z } from 'zod';
import { verifyAdyenNotification, type AdyenNotificationCheck } from './adyen-notification.ts';
import type { PaymentOutcome, PaymentStatus } from './payment-outcome.ts';
import { callProvider, defaultPaymentTimeoutMs, readAnswer, trimBaseUrl } from './provider-http.ts';

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

export interface AdyenClient {
  createSession(request: AdyenSessionRequest): Promise<AdyenSession>;
  /** The result of a session once the shopper is back with `sessionId` and `sessionResult`. */
  sessionOutcome(sessionId: string, sessionResult: string): Promise<PaymentOutcome>;
  /** /payments/details for a redirect result. */
  paymentDetails(
    redirectResult: string,
  ): Promise<PaymentOutcome & { merchantReference: string | null }>;
  /** Signature (and merchant account) check of a standard notification. */
  verifyNotification(body: unknown): AdyenNotificationCheck;
}

const SessionResponse = z.object({
  id: z.string(),
  sessionData: z.string(),
  url: z.url(),
  expiresAt: z.string(),
});

const SessionResultResponse = z.object({
  id: z.string(),
  status: z.string(),
  payments: z
    .array(z.object({ pspReference: z.string().optional(), resultCode: z.string().optional() }))
    .optional(),
});

const PaymentDetailsResponse = z.object({
  resultCode: z.string(),
  pspReference: z.string().optional(),
  merchantReference: z.string().optional(),
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
      return {
        status: sessionStatuses[result.status] ?? 'error',
        providerReference: result.payments?.[0]?.pspReference ?? result.id,
        providerResult: result.status,
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
      };
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
