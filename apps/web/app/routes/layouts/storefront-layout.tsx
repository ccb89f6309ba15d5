import { Outlet } from 'react-router';
import { ErrorPage } from '../../features/error-page/error-page.tsx';
import { ErrorPageGuard } from '../../features/error-page/error-page-guard.tsx';
import { StorefrontShell } from '../../features/storefront-shell/storefront-shell.tsx';
import { widgetSettings } from '../../features/widgets/widget-settings.server.ts';
import { resolveStorefront } from '../../lib/storefront.server.ts';
import type { Route } from './+types/storefront-layout';

/** The site-wide widgets' settings: the store's consent notice and tags, the visitor's choice. */
export async function loader({ request }: Route.LoaderArgs) {
  const { store } = await resolveStorefront(request);
  return { widgets: widgetSettings(store, request) };
}

export default function StorefrontLayout({ loaderData }: Route.ComponentProps) {
  return (
    <StorefrontShell widgets={loaderData.widgets}>
      <Outlet />
    </StorefrontShell>
  );
}

/** A page's error keeps the header and footer, so the visitor can carry on shopping. */
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  return (
    <ErrorPageGuard>
      <StorefrontShell widgets={loaderData?.widgets} failed>
        <ErrorPage error={error} />
      </StorefrontShell>
    </ErrorPageGuard>
  );
}
