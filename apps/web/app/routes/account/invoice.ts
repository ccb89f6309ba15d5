import { data } from 'react-router';
import { createAccountApi } from '../../features/account/account-api.server.ts';
import { requestIdHeaders } from '../../lib/api.server.ts';
import {
  headersWith,
  requireAccountContext,
} from '../../features/account/account-session.server.ts';
import { env } from '../../lib/env.server.ts';
import type { Route } from './+types/invoice';

/**
 * An invoice PDF of one of the customer's orders. The browser only talks to the web, so the
 * PDF is fetched from the api with the customer's token (and the order's e-mail, which the
 * api also accepts as proof) and passed on as it is.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const context = await requireAccountContext(request);
  const orderId = Number(params.order_id);
  if (!Number.isSafeInteger(orderId) || orderId <= 0) {
    throw data({ detail: 'not found' }, { status: 404 });
  }
  // The api answers another customer's order with 404: nothing is disclosed.
  const order = await createAccountApi(context.scope).orders.get(orderId);
  const invoice = order.invoices.find((candidate) => candidate.number === params.number);
  if (!invoice) throw data({ detail: 'not found' }, { status: 404 });
  const url = new URL(
    `/accounting/v1/invoices/${encodeURIComponent(invoice.number)}/download/`,
    env.API_URL,
  );
  url.searchParams.set('store', context.scope.store);
  url.searchParams.set('language', context.scope.language);
  url.searchParams.set('email', order.email);
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${context.scope.token ?? ''}`, ...requestIdHeaders() },
  });
  if (!response.ok) throw data({ detail: 'not found' }, { status: 404 });
  const headers = headersWith(context.setCookies);
  headers.set('content-type', 'application/pdf');
  headers.set('cache-control', 'private, no-store');
  const disposition = response.headers.get('content-disposition');
  if (disposition) headers.set('content-disposition', disposition);
  return new Response(response.body, { status: 200, headers });
}
