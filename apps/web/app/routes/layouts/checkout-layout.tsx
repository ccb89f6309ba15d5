import { Outlet } from 'react-router';
import { CheckoutShell } from '../../features/checkout/checkout-shell.tsx';
import { ErrorPage } from '../../features/error-page/error-page.tsx';
import { ErrorPageGuard } from '../../features/error-page/error-page-guard.tsx';
import { FinancingLogos } from '../../features/widgets/financing-logos.tsx';
import { SiteWidgets } from '../../features/widgets/site-widgets.tsx';
import { loadTrustRating } from '../../features/widgets/trust-rating.server.ts';
import { TrustRatingCarousel } from '../../features/widgets/trust-rating.tsx';
import { widgetSettings } from '../../features/widgets/widget-settings.server.ts';
import { resolveStorefront } from '../../lib/storefront.server.ts';
import type { Route } from './+types/checkout-layout';
import type { MessagesHandle } from '../../lib/page-messages.ts';

export const handle: MessagesHandle = { messages: ['checkout'] };

/** The widgets' settings, and the shop's rating for the trust carousel (SPEC section 2). */
export async function loader({ request }: Route.LoaderArgs) {
  const storefront = await resolveStorefront(request);
  return {
    store: storefront.store.code,
    widgets: widgetSettings(storefront.store, request),
    trustRating: await loadTrustRating(storefront),
  };
}

export default function CheckoutLayout({ loaderData }: Route.ComponentProps) {
  const { store, widgets, trustRating } = loaderData;
  return (
    <>
      <CheckoutShell>
        {trustRating && <TrustRatingCarousel rating={trustRating} />}
        <Outlet />
        <div className="mx-auto mt-10 max-w-6xl px-4">
          <FinancingLogos store={store} />
        </div>
      </CheckoutShell>
      <SiteWidgets settings={widgets} chat={false} />
    </>
  );
}

export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  return (
    <ErrorPageGuard>
      <CheckoutShell>
        <ErrorPage error={error} />
      </CheckoutShell>
      <SiteWidgets settings={loaderData?.widgets} chat={false} failed />
    </ErrorPageGuard>
  );
}
