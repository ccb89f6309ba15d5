import { redirect } from 'react-router';
import { shopPath } from '../../features/checkout/load-checkout.server.ts';
import { createPaymentApi } from '../../features/checkout/payment-api.server.ts';
import { resolveStorefront } from '../../lib/storefront.server.ts';
import type { Route } from './+types/sequra-form';

/**
 * seQura's identification form, shown as the page it is: the provider's own HTML, fetched by the
 * api with the merchant's credentials. Its form posts to seQura, which sends the shopper back to
 * the result page. A payment with no open form (already decided) goes to its result.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const storefront = await resolveStorefront(request);
  const reference = params.payment_reference;
  const payments = createPaymentApi({ store: storefront.store.code, language: storefront.locale });
  const form = await payments.sequraForm(reference);
  if (form === null) {
    throw redirect(shopPath(storefront, `/checkout/result/${encodeURIComponent(reference)}`));
  }
  return new Response(form, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
    },
  });
}
