import type { Cents } from '@shop/domain';
import { z } from 'zod';
import {
  PaymentProviderError,
  unknownSubject,
  type PaymentOutcome,
  type RefundOutcome,
} from './payment-outcome.ts';
import {
  basicAuthorization,
  callProvider,
  defaultPaymentTimeoutMs,
  readAnswer,
  trimBaseUrl,
  type ProviderAnswer,
  type ProviderRequest,
} from './provider-http.ts';

export interface PayPalOrderRequest {
  /** Our payment reference: purchase unit reference_id and custom_id. */
  reference: string;
  amount: Cents;
  /** PayPal adds `token` (the order id) and `PayerID` when the buyer approves. */
  returnUrl: string;
  cancelUrl: string;
  locale: 'es-ES' | 'fr-FR';
  /** PayPal-Request-Id: a retried create gives back the same order. */
  requestId: string;
}

export interface PayPalOrder {
  id: string;
  status: string;
  /** Our payment reference as PayPal holds it (purchase_units[0].reference_id). */
  referenceId: string | null;
  /** The ordered amount. */
  amount: Cents | null;
  currency: string | null;
  /** The order's capture once captured: its status becomes PARTIALLY_REFUNDED, REFUNDED... */
  capture: { id: string; status: string; amount: Cents | null } | null;
}

export interface PayPalClient {
  /** Creates the order; `approveUrl` is where the buyer approves it. */
  createOrder(
    request: PayPalOrderRequest,
  ): Promise<{ id: string; status: string; approveUrl: string }>;
  /** Captures an approved order; a declined instrument is 'refused' with PayPal's issue. */
  captureOrder(orderId: string, options: { requestId: string }): Promise<PaymentOutcome>;
  getOrder(orderId: string): Promise<PayPalOrder>;
  /**
   * Refunds (part of) a capture (Payments v2). Over-refunds and unknown captures are 'refused'
   * with PayPal's issue; `requestId` (PayPal-Request-Id) makes a retry give the first answer.
   */
  refundCapture(
    captureId: string,
    options: { amount: Cents; requestId: string },
  ): Promise<RefundOutcome>;
}

const TokenResponse = z.object({
  access_token: z.string(),
  token_type: z.string(),
  expires_in: z.number().int().positive(),
});

const Link = z.object({ href: z.string(), rel: z.string() });
const Amount = z.object({ currency_code: z.string(), value: z.string() });
const Capture = z.object({ id: z.string(), status: z.string(), amount: Amount.optional() });

const Order = z.object({
  id: z.string(),
  status: z.string(),
  links: z.array(Link).default([]),
  purchase_units: z
    .array(
      z.object({
        reference_id: z.string().optional(),
        amount: Amount.optional(),
        payments: z.object({ captures: z.array(Capture).default([]) }).optional(),
      }),
    )
    .default([]),
});

const Refund = z.object({ id: z.string(), status: z.string() });

const ErrorBody = z.object({
  name: z.string().optional(),
  details: z.array(z.object({ issue: z.string() })).default([]),
});

/** PayPal's issue in an error answer, or its error name when it lists none. */
function issueOf(body: unknown, fallback: string) {
  const error = ErrorBody.safeParse(body).data;
  return error?.details[0]?.issue ?? error?.name ?? fallback;
}

const refundStatuses: Record<string, RefundOutcome['status']> = {
  COMPLETED: 'refunded',
  PENDING: 'pending',
  CANCELLED: 'refused',
  FAILED: 'refused',
};

/** Issues meaning the buyer's money will not come: try another method. */
const refusedIssues = new Set([
  'INSTRUMENT_DECLINED',
  'TRANSACTION_REFUSED',
  'PAYER_CANNOT_PAY',
  'ORDER_NOT_APPROVED',
]);

/** 12345 cents -> '123.45', without floating point. */
export function paypalAmount(cents: Cents) {
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

export function centsOfPaypalAmount(value: string): Cents | null {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** Tokens are renewed this long before PayPal says they expire. */
const tokenMarginMs = 60_000;

/**
 * Adapter for PayPal Orders v2 with an OAuth2 client-credentials token kept until shortly before
 * it expires (one token request shared by concurrent calls; a 401 renews it once).
 */
export function createPayPalClient({
  baseUrl,
  clientId,
  clientSecret,
  timeoutMs = defaultPaymentTimeoutMs,
  now = Date.now,
}: {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  timeoutMs?: number;
  /** The clock that ages the cached token (tests move it). */
  now?: () => number;
}): PayPalClient {
  const base = trimBaseUrl(baseUrl);
  let token: { value: string; renewAt: number } | null = null;
  let pending: Promise<string> | null = null;

  const fetchToken = async () => {
    const answer = await callProvider('paypal', {
      method: 'POST',
      url: `${base}/v1/oauth2/token`,
      headers: {
        authorization: basicAuthorization(clientId, clientSecret),
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
      timeoutMs,
    });
    const issued = readAnswer('paypal', answer, TokenResponse, 'token');
    const lifetimeMs = issued.expires_in * 1000;
    // Short-lived tokens keep at least half their life rather than none.
    const keepMs = Math.max(lifetimeMs - tokenMarginMs, lifetimeMs / 2);
    token = { value: issued.access_token, renewAt: now() + keepMs };
    return issued.access_token;
  };

  const accessToken = () => {
    if (token && now() < token.renewAt) return Promise.resolve(token.value);
    pending ??= fetchToken().finally(() => {
      pending = null;
    });
    return pending;
  };

  const call = async (request: Omit<ProviderRequest, 'timeoutMs'>): Promise<ProviderAnswer> => {
    const send = async () =>
      callProvider('paypal', {
        ...request,
        timeoutMs,
        headers: { ...request.headers, authorization: `Bearer ${await accessToken()}` },
      });
    const answer = await send();
    if (answer.status !== 401) return answer;
    token = null;
    return send();
  };

  const readOrder = (answer: ProviderAnswer, what: string): PayPalOrder => {
    const order = readAnswer('paypal', answer, Order, what);
    const unit = order.purchase_units[0];
    const capture = unit?.payments?.captures[0];
    return {
      id: order.id,
      status: order.status,
      referenceId: unit?.reference_id ?? null,
      amount: unit?.amount ? centsOfPaypalAmount(unit.amount.value) : null,
      currency: unit?.amount?.currency_code ?? null,
      capture: capture
        ? {
            id: capture.id,
            status: capture.status,
            amount: capture.amount ? centsOfPaypalAmount(capture.amount.value) : null,
          }
        : null,
    };
  };

  return {
    async createOrder(request) {
      const answer = await call({
        method: 'POST',
        url: `${base}/v2/checkout/orders`,
        headers: { 'paypal-request-id': request.requestId, prefer: 'return=representation' },
        body: {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: request.reference,
              custom_id: request.reference,
              amount: { currency_code: 'EUR', value: paypalAmount(request.amount) },
            },
          ],
          payment_source: {
            paypal: {
              experience_context: {
                return_url: request.returnUrl,
                cancel_url: request.cancelUrl,
                locale: request.locale,
                user_action: 'PAY_NOW',
                shipping_preference: 'NO_SHIPPING',
              },
            },
          },
        },
      });
      const order = readAnswer('paypal', answer, Order, 'create order');
      const approve = order.links.find(
        (link) => link.rel === 'payer-action' || link.rel === 'approve',
      );
      if (!approve)
        throw new PaymentProviderError('paypal', 'order answered without approval link');
      return { id: order.id, status: order.status, approveUrl: approve.href };
    },

    async captureOrder(orderId, { requestId }) {
      const answer = await call({
        method: 'POST',
        url: `${base}/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`,
        headers: { 'paypal-request-id': requestId, prefer: 'return=representation' },
        body: {},
      });
      if (answer.status === 422) {
        const issue = issueOf(answer.body, 'UNPROCESSABLE_ENTITY');
        return {
          status: refusedIssues.has(issue) ? 'refused' : 'error',
          providerReference: orderId,
          providerResult: issue,
          // PayPal's error answer names no order.
          about: unknownSubject(),
        };
      }
      const order = readAnswer('paypal', answer, Order, 'capture');
      const unit = order.purchase_units[0];
      const capture = unit?.payments?.captures[0];
      const status = capture?.status ?? order.status;
      return {
        status:
          status === 'COMPLETED' ? 'authorized' : status === 'PENDING' ? 'pending' : 'refused',
        providerReference: capture?.id ?? order.id,
        providerResult: status,
        about: {
          providerPaymentId: order.id,
          merchantReference: unit?.reference_id ?? null,
          amount: capture?.amount ? centsOfPaypalAmount(capture.amount.value) : null,
          currency: capture?.amount?.currency_code ?? null,
        },
      };
    },

    async getOrder(orderId) {
      const answer = await call({
        method: 'GET',
        url: `${base}/v2/checkout/orders/${encodeURIComponent(orderId)}`,
      });
      return readOrder(answer, 'order');
    },

    async refundCapture(captureId, { amount, requestId }) {
      const answer = await call({
        method: 'POST',
        url: `${base}/v2/payments/captures/${encodeURIComponent(captureId)}/refund`,
        headers: { 'paypal-request-id': requestId, prefer: 'return=representation' },
        body: { amount: { currency_code: 'EUR', value: paypalAmount(amount) } },
      });
      // 422: the refund breaks a rule (more than is left...); PayPal's 404: no such capture.
      const unknownCapture =
        answer.status === 404 &&
        ErrorBody.safeParse(answer.body).data?.name === 'RESOURCE_NOT_FOUND';
      if (answer.status === 422 || unknownCapture)
        return {
          status: 'refused',
          providerReference: null,
          providerResult: issueOf(answer.body, 'UNPROCESSABLE_ENTITY'),
        };
      const refund = readAnswer('paypal', answer, Refund, 'refund');
      return {
        status: refundStatuses[refund.status] ?? 'error',
        providerReference: refund.id,
        providerResult: refund.status,
      };
    },
  };
}
