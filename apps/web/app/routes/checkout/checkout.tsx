import { useEffect, useRef } from 'react';
import { data } from 'react-router';
import { PageHead } from '../../components/ui/page-head.tsx';
import { ShopLink } from '../../components/ui/shop-link.tsx';
import { headersWith } from '../../features/account/account-session.server.ts';
import { checkoutAccount } from '../../features/checkout/account-checkout.server.ts';
import { checkoutAction } from '../../features/checkout/checkout-action.server.ts';
import { CheckoutForm, checkoutFormId } from '../../features/checkout/checkout-form.tsx';
import { loadCheckout } from '../../features/checkout/load-checkout.server.ts';
import { OrderSummary } from '../../features/checkout/order-summary.tsx';
import { PayOrderForm, payOrderFormId } from '../../features/checkout/pay-order-form.tsx';
import { PlaceOrderButton } from '../../features/checkout/place-order-button.tsx';
import { StepIndicator } from '../../features/checkout/step-indicator.tsx';
import { useCheckoutForm } from '../../features/checkout/use-checkout-form.ts';
import { usePlacing } from '../../features/checkout/use-placing.ts';
import { resolveStorefront } from '../../lib/storefront.server.ts';
import { useTranslate } from '../../lib/use-storefront.ts';
import type { Route } from './+types/checkout';
import { requireSameOrigin } from '../../lib/auth-session.server.ts';
import type { MessagesHandle } from '../../lib/page-messages.ts';

export const handle: MessagesHandle = { messages: ['account'] };

export async function loader({ request }: Route.LoaderArgs) {
  const { account, setCookies } = await checkoutAccount(request, await resolveStorefront(request));
  return data(await loadCheckout(request, account), { headers: headersWith(setCookies) });
}

export function action({ request }: Route.ActionArgs) {
  requireSameOrigin(request);
  return checkoutAction(request);
}

export default function CheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslate();
  const reply = actionData;
  const alertRef = useRef<HTMLDivElement>(null);
  const form = useCheckoutForm(loaderData.store, reply);
  const payment = usePlacing(reply);
  const paying = loaderData.mode === 'pay';
  const formError = reply?.formError ?? null;
  // A refused submission is announced and the customer is taken to the explanation.
  useEffect(() => {
    if (formError) alertRef.current?.focus();
  }, [formError, reply]);
  const title = paying
    ? t('checkout.payTitle', { number: loaderData.orderNumber ?? '' })
    : t('checkout.title');
  const chosen =
    reply?.values?.payment_method_selected ?? loaderData.values.payment_method_selected;

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <PageHead title={title} noIndex />
      <StepIndicator current={2} />
      <h1 className="mt-6 text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      {formError && (
        <div
          ref={alertRef}
          tabIndex={-1}
          role="alert"
          data-testid="checkout-alert"
          className="mt-4 rounded-xl border border-accent-500 bg-accent-100 p-4 text-ink focus:outline-none"
        >
          <p className="font-semibold">{formError}</p>
          {reply?.pricesChanged && (
            <ShopLink
              to="/cart"
              className="mt-1 inline-block font-semibold text-brand-800 underline"
            >
              {t('checkout.errors.reviewCart')}
            </ShopLink>
          )}
        </div>
      )}
      {paying && !loaderData.payable ? (
        <div role="status" className="mt-6 rounded-2xl bg-white p-6 ring-1 ring-line">
          <p className="font-semibold">{t('checkout.errors.notPayable')}</p>
          <ShopLink
            to="/estado-pedido"
            className="mt-3 inline-block font-semibold text-brand-700 underline"
          >
            {t('checkout.result.orderStatus')}
          </ShopLink>
        </div>
      ) : (
        <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start lg:gap-8">
          {paying ? (
            <PayOrderForm data={loaderData} reply={reply} onPlace={payment.markPlacing} />
          ) : (
            <CheckoutForm data={loaderData} reply={reply} form={form} />
          )}
          <aside className="space-y-4 lg:sticky lg:top-4">
            <OrderSummary cart={loaderData.cart} rows={loaderData.rows} editable={!paying} />
            <PlaceOrderButton
              formId={paying ? payOrderFormId : checkoutFormId}
              placing={paying ? payment.placing : form.placing}
              transfer={!paying && chosen === 'transfer'}
            />
          </aside>
        </div>
      )}
    </div>
  );
}
