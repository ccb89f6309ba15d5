import type { Cart, CartRowDisplay } from '@shop/api/contracts';
import { data, redirect } from 'react-router';
import { headersWith } from '../account/account-session.server.ts';
import {
  cartApiFor,
  clearCartCookie,
  readCartId,
  shopperCartScope,
  type CartScope,
} from '../../lib/cart-session.server.ts';
import { resolveStorefront } from '../../lib/storefront.server.ts';
import { apiFailure } from './api-failure.server.ts';
import { readCheckoutOrder } from './checkout-cookie.server.ts';
import { shopPath } from './load-checkout.server.ts';
import { createPaymentApi, type PaymentApi, type PaymentState } from './payment-api.server.ts';

/** What the result page shows: the payment's state, or 'unknown' when there is none to show. */
export type PaymentResult =
  | { kind: 'unknown' }
  /** The provider's answer the shopper brought is about another payment: nothing changed. */
  | { kind: 'not-this-payment' }
  | {
      kind: 'authorized' | 'error' | 'pending' | 'transfer';
      payment: PaymentState;
      reference: string;
      /** The order's rows with their delivery promise, when this browser placed it. */
      rows: CartRowDisplay[];
      /** The order's delivery promise ('Entrega entre el ... y el ...'), when this browser placed it. */
      delivery: string | null;
      /** Where 'pay again' leads: the checkout's payment step for the same order. */
      payAgainPath: string;
    };

/** A 4xx from the payment api means there is no such payment for this shopper. */
async function orNull<Value>(call: Promise<Value>): Promise<Value | null> {
  try {
    return await call;
  } catch (error) {
    if (apiFailure(error)) return null;
    throw error;
  }
}

const notThisPayment = 'not-this-payment';

/**
 * A provider's answer applied through the api: the api answers 409 when the answer is not about
 * this payment (other attempt, reference, amount or currency) and changes nothing.
 */
async function applied(
  call: Promise<PaymentState>,
): Promise<PaymentState | null | typeof notThisPayment> {
  try {
    return await call;
  } catch (error) {
    const failure = apiFailure(error);
    if (failure?.status === 409) return notThisPayment;
    if (failure) return null;
    throw error;
  }
}

/**
 * Back from a provider, its answer is read once (Adyen's session result, PayPal's capture,
 * seQura's refusal) and the shopper is sent on to the plain result URL, so a reload only reads
 * the payment's state.
 */
async function providerReturn(
  url: URL,
  reference: string | null,
  payments: PaymentApi,
): Promise<PaymentState | null | typeof notThisPayment | undefined> {
  const sessionId = url.searchParams.get('sessionId');
  const sessionResult = url.searchParams.get('sessionResult');
  if (sessionId && sessionResult && reference) {
    return applied(payments.adyenDetails(reference, sessionId, sessionResult));
  }
  if (url.searchParams.has('aborted') && reference) return orNull(payments.sequraAbort(reference));
  const token = url.searchParams.get('token');
  if (token && !url.searchParams.has('cancelled'))
    return applied(payments.paypalOrderDetails(token, reference));
  return undefined;
}

async function placedCart(
  scope: CartScope,
  cartId: string | undefined,
  orderNumber: string,
): Promise<Cart | null> {
  if (!cartId) return null;
  const cart = await orNull(cartApiFor(scope).get(cartId));
  return cart?.order_number === orderNumber ? cart : null;
}

export async function loadPaymentResult(request: Request, referenceParam: string | undefined) {
  const storefront = await resolveStorefront(request);
  const { url } = storefront;
  const remembered = readCheckoutOrder(request);
  const reference = referenceParam ?? remembered?.paymentReference ?? null;
  const payments = createPaymentApi({ store: storefront.store.code, language: storefront.locale });

  const returned = await providerReturn(url, reference, payments);
  if (returned === notThisPayment) {
    return data<PaymentResult>({ kind: notThisPayment }, { status: 409 });
  }
  if (returned !== undefined) {
    const next = returned?.payment_reference ?? reference;
    if (next) throw redirect(shopPath(storefront, `/checkout/result/${encodeURIComponent(next)}`));
  }

  // Back without a word from the provider (seQura's return): the reference goes into the URL.
  if (!referenceParam && reference && !url.searchParams.has('cancelled')) {
    throw redirect(shopPath(storefront, `/checkout/result/${encodeURIComponent(reference)}`));
  }

  const payment = reference ? await orNull(payments.status(reference)) : null;
  if (!reference || !payment) return data<PaymentResult>({ kind: 'unknown' }, { status: 404 });

  // The shopper left the provider's page: nothing was paid, whatever the provider still holds.
  const cancelled = url.searchParams.has('cancelled') && payment.status !== 'authorized';
  const status = cancelled ? 'error' : payment.status;
  const kind =
    payment.method === 'transfer' && status === 'pending' && payment.transfer ? 'transfer' : status;

  // An account's order is shown with its token (its cart opens for nobody else).
  const { scope, setCookies } = await shopperCartScope(request, storefront);
  const cart = await placedCart(scope, remembered?.cartId, payment.order_number);
  const rows = cart ? await cartApiFor(scope).rows(cart.id) : [];
  const headers = headersWith(setCookies);
  // The order is placed for good: the next visit starts a new cart.
  const done = kind === 'authorized' || kind === 'transfer';
  if (done && cart && readCartId(request) === cart.id) {
    headers.append('Set-Cookie', clearCartCookie(request));
  }
  const result: PaymentResult = {
    kind,
    payment,
    reference,
    rows,
    delivery: cart?.order?.delivery_promise?.text ?? null,
    payAgainPath: `${shopPath(storefront, '/checkout')}?pedido=${encodeURIComponent(payment.order_number)}`,
  };
  return data(result, { headers });
}
