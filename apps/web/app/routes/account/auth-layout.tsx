import { Outlet } from 'react-router';
import { AuthShell } from '../../features/auth/auth-shell.tsx';
import { ErrorPage } from '../../features/error-page/error-page.tsx';
import { ErrorPageGuard } from '../../features/error-page/error-page-guard.tsx';
import { widgetSettings } from '../../features/widgets/widget-settings.server.ts';
import { resolveStorefront } from '../../lib/storefront.server.ts';
import type { Route } from './+types/auth-layout';
import type { MessagesHandle } from '../../lib/page-messages.ts';

export const handle: MessagesHandle = { messages: ['authPages', 'checkout'] };

/** The site-wide widgets' settings: the store's consent notice and tags, the visitor's choice. */
export async function loader({ request }: Route.LoaderArgs) {
  const { store } = await resolveStorefront(request);
  return { widgets: widgetSettings(store, request) };
}

export default function AuthLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AuthShell widgets={loaderData.widgets}>
      <Outlet />
    </AuthShell>
  );
}

export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  return (
    <ErrorPageGuard>
      <AuthShell widgets={loaderData?.widgets} failed>
        <ErrorPage error={error} />
      </AuthShell>
    </ErrorPageGuard>
  );
}
