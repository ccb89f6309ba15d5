import type { LookedUpCart } from '@shop/api/contracts';
import {
  canPayOrder,
  countryOf,
  domainErrorMessageKey,
  isDomainErrorCode,
  isOrderStatusCode,
  normalizeOrderNumber,
  orderLookupForm,
} from '@shop/domain';
import { createTranslator } from '@shop/i18n';
import { data, redirect } from 'react-router';
import { apiSend, requestIdHeaders } from '../../lib/api.server.ts';
import { env } from '../../lib/env.server.ts';
import { resolveStorefront } from '../../lib/storefront.server.ts';
import { apiFailure } from '../checkout/api-failure.server.ts';
import { checkoutOrderCookie } from '../checkout/checkout-cookie.server.ts';
import { shopPath } from '../checkout/load-checkout.server.ts';
import { orderView, type OrderView } from './order-view.ts';
import { formBody } from '../../lib/request-body.server.ts';

export type LookupValues = { email: string; order_number: string };

export type LookupReply = {
  values: LookupValues;
  errors: Partial<Record<keyof LookupValues, string>>;
  /** 'Pedido no encontrado', or another refusal of the whole lookup. */
  formError: string | null;
  order: OrderView | null;
};

/**
 * The order status lookup (POST carts/retrieve_by_order_number/): e-mail and order number prove
 * the order is the customer's. Every action on a looked-up order ('pay my order', the invoice)
 * posts the same two again, so nothing but them is trusted; the api counts failed attempts.
 */
async function lookUpOrder(request: Request) {
  const storefront = await resolveStorefront(request);
  const t = createTranslator(storefront.locale);
  const form = await formBody(request);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const values: LookupValues = { email: text('email'), order_number: text('order_number') };
  const reply = (fields: Partial<LookupReply>, status: number) => ({
    storefront,
    found: null,
    reply: data<LookupReply>(
      { values, errors: {}, formError: null, order: null, ...fields },
      { status },
    ),
  });

  const parsed = orderLookupForm.safeParse(values);
  if (!parsed.success) {
    const errors: LookupReply['errors'] = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === 'email' || field === 'order_number') && !errors[field]) {
        errors[field] = isDomainErrorCode(issue.message)
          ? t(domainErrorMessageKey(issue.message))
          : issue.message;
      }
    }
    return reply({ errors }, 400);
  }

  // The browser's address, for the api's limit on failed lookups per address.
  const scope = {
    store: storefront.store.code,
    language: storefront.locale,
    forwardedFor: request.headers.get('x-forwarded-for'),
  };
  const orderNumber = normalizeOrderNumber(parsed.data.order_number);
  let cart: LookedUpCart;
  try {
    cart = await apiSend<LookedUpCart>(scope, 'POST', '/cart/v1/carts/retrieve_by_order_number/', {
      order_number: orderNumber,
      email: parsed.data.email,
    });
  } catch (error) {
    const failure = apiFailure(error);
    if (!failure) throw error;
    const notFound = t('domain.errors.order.not_found');
    return reply(
      { formError: failure.status === 404 ? notFound : (failure.detail ?? notFound) },
      failure.status,
    );
  }
  const order = cart.order;
  if (!order) return reply({ formError: t('domain.errors.order.not_found') }, 404);
  const found = { storefront, t, form, values, scope, orderNumber, email: parsed.data.email };
  return { storefront, found: { ...found, cart, order }, reply: null };
}

export async function orderLookupAction(request: Request) {
  const { found, reply } = await lookUpOrder(request);
  if (!found) return reply;
  const { storefront, t, form, values, orderNumber, cart, order } = found;
  if (
    form.get('intent') === 'pay' &&
    isOrderStatusCode(order.status) &&
    canPayOrder(order.status)
  ) {
    throw redirect(
      `${shopPath(storefront, '/checkout')}?pedido=${encodeURIComponent(orderNumber)}`,
      {
        headers: {
          'Set-Cookie': checkoutOrderCookie(request, { cartId: cart.id, paymentReference: null }),
        },
      },
    );
  }

  const country = countryOf(storefront.store.code);
  return data<LookupReply>(
    {
      values,
      errors: {},
      formError: null,
      order: orderView(
        cart,
        order,
        cart.custom_rows,
        cart.sub_orders,
        t(`checkout.countries.${country}`),
      ),
    },
    { status: 200 },
  );
}

/**
 * The order's invoice as a PDF, for a guest who proved the order with its e-mail and number
 * (posted again by the download button); a failed proof goes back to the lookup page.
 */
export async function orderInvoiceAction(request: Request) {
  const { storefront, found } = await lookUpOrder(request);
  const invoiceNumber = found?.order.invoice_number;
  if (!found || !invoiceNumber) throw redirect(shopPath(storefront, '/estado-pedido'));
  const { scope, email } = found;
  const url = new URL(
    `/accounting/v1/invoices/${encodeURIComponent(invoiceNumber)}/download/`,
    env.API_URL,
  );
  url.searchParams.set('store', scope.store);
  url.searchParams.set('language', scope.language);
  url.searchParams.set('email', email);
  const pdf = await fetch(url, { headers: requestIdHeaders() });
  if (!pdf.ok) throw data({ detail: 'not found' }, { status: 404 });
  const headers = new Headers({
    'content-type': 'application/pdf',
    'cache-control': 'private, no-store',
  });
  const disposition = pdf.headers.get('content-disposition');
  if (disposition) headers.set('content-disposition', disposition);
  return new Response(pdf.body, { status: 200, headers });
}
