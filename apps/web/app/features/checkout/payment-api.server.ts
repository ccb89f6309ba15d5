import type { PaymentStart as ApiPaymentStart, PaymentState } from '@shop/api/contracts';
import type { PaymentMethodId } from '@shop/domain';
import { apiGet, apiSend, requestIdHeaders, type ApiScope } from '../../lib/api.server.ts';
import { env } from '../../lib/env.server.ts';

/*
 * The payment calls (SPEC section 7, base /payment/v1/). Every one starts or reads the payment of
 * a cart's order; the api prices it, the web only sends the shopper where the api says.
 */

export type { PaymentState } from '@shop/api/contracts';

type PaymentStartAnswer = ApiPaymentStart;

export type PaymentStart = {
  cart: string;
  method: PaymentMethodId;
  idempotencyKey: string;
  /** Where the provider sends the shopper back (the payment result page). */
  returnUrl: string;
  /** Where PayPal sends a shopper who gave up. */
  cancelUrl: string;
  /** Where seQura sends a shopper it refused. */
  abortUrl: string;
};

export type StartedPayment = Omit<PaymentStartAnswer, 'redirect_url'> & {
  /** Where the shopper goes next, decided by the method. */
  next: { to: 'provider'; url: string } | { to: 'sequra-form' } | { to: 'result' };
};

const base = '/payment/v1';

export function createPaymentApi(scope: ApiScope) {
  const post = <Body>(path: string, body: unknown) =>
    apiSend<Body>(scope, 'POST', `${base}/${path}`, body);

  function providerPage(answer: PaymentStartAnswer): StartedPayment {
    const { redirect_url: url, ...started } = answer;
    if (!url) throw new Error(`payment ${answer.payment_reference} started without a page`);
    return { ...started, next: { to: 'provider', url } };
  }

  async function start({
    cart,
    method,
    idempotencyKey,
    returnUrl,
    cancelUrl,
    abortUrl,
  }: PaymentStart): Promise<StartedPayment> {
    const common = { cart, idempotency_key: idempotencyKey };
    switch (method) {
      case 'card':
      case 'bizum':
      case 'klarna_account':
        return providerPage(
          await post<PaymentStartAnswer>('adyen/payments/session/', {
            ...common,
            payment_method: method,
            return_url: returnUrl,
          }),
        );
      case 'paypal':
        return providerPage(
          await post<PaymentStartAnswer>('paypal/payments/create_order/', {
            ...common,
            return_url: returnUrl,
            cancel_url: cancelUrl,
          }),
        );
      case 'sequra_sp1':
      case 'sequra_pp3': {
        const { order_number, payment_reference } = await post<PaymentStartAnswer>(
          'sequra/payments/init_order/',
          { ...common, payment_method: method, return_url: returnUrl, abort_url: abortUrl },
        );
        return { order_number, payment_reference, next: { to: 'sequra-form' } };
      }
      case 'transfer': {
        const { order_number, payment_reference } = await post<PaymentState>(
          'transfer/payments/create_order/',
          common,
        );
        return { order_number, payment_reference, next: { to: 'result' } };
      }
    }
  }

  return {
    start,
    /** The shopper is back from the card provider's hosted page. */
    adyenDetails: (paymentReference: string, sessionId: string, sessionResult: string) =>
      post<PaymentState>('adyen/payments/details/', {
        payment_reference: paymentReference,
        session_id: sessionId,
        session_result: sessionResult,
      }),
    /** The shopper approved at PayPal: captures the order (PayPal's order id is the token). */
    paypalOrderDetails: (token: string, paymentReference: string | null) =>
      apiGet<PaymentState>(scope, `${base}/paypal/payments/order_details/`, {
        id: token,
        payment_reference: paymentReference ?? undefined,
      }),
    /** seQura refused the shopper: it sends no notification, the shop reports it. */
    sequraAbort: (paymentReference: string) =>
      post<PaymentState>('sequra/payments/abort/', { payment_reference: paymentReference }),
    status: (paymentReference: string) =>
      apiGet<PaymentState>(scope, `${base}/payments/${encodeURIComponent(paymentReference)}/`),
    /**
     * seQura's identification form for the payment, as the provider's HTML (fetched by the api
     * with the merchant's credentials); null when the payment has no open form.
     */
    async sequraForm(paymentReference: string): Promise<string | null> {
      const url = new URL(`${base}/sequra/payments/form/`, env.API_URL);
      url.searchParams.set('store', scope.store);
      url.searchParams.set('language', scope.language);
      url.searchParams.set('payment_reference', paymentReference);
      const response = await fetch(url, {
        headers: { accept: 'text/html', ...requestIdHeaders() },
      });
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`api ${response.status}: ${url.pathname}`);
      return response.text();
    },
  };
}
export type PaymentApi = ReturnType<typeof createPaymentApi>;
