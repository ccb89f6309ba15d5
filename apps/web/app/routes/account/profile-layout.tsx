import { Outlet } from 'react-router';
import {
  requireAccountContext,
  withSession,
} from '../../features/account/account-session.server.ts';
import { ProfileMenu } from '../../features/account/profile-menu.tsx';
import { ErrorPage } from '../../features/error-page/error-page.tsx';
import { ErrorPageGuard } from '../../features/error-page/error-page-guard.tsx';
import { StorefrontShell } from '../../features/storefront-shell/storefront-shell.tsx';
import { widgetSettings } from '../../features/widgets/widget-settings.server.ts';
import type { Route } from './+types/profile-layout';
import type { MessagesHandle } from '../../lib/page-messages.ts';

export const handle: MessagesHandle = { messages: ['account'] };

export async function loader({ request }: Route.LoaderArgs) {
  const context = await requireAccountContext(request);
  const { id, first_name, last_name, email, _type } = context.client;
  return withSession(context, {
    client: { id, first_name, last_name, email, _type },
    widgets: widgetSettings(context.storefront.store, request),
  });
}

/** The user profile layout: the default header and footer, the account menu on the left. */
export default function ProfileLayout({ loaderData }: Route.ComponentProps) {
  return (
    <StorefrontShell widgets={loaderData.widgets}>
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 sm:py-10 grid-cols-[minmax(0,1fr)] lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10">
        <ProfileMenu userId={loaderData.client.id} />
        <div className="min-w-0">
          <Outlet />
        </div>
      </div>
    </StorefrontShell>
  );
}

export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  return (
    <ErrorPageGuard>
      <StorefrontShell widgets={loaderData?.widgets} failed>
        <ErrorPage error={error} />
      </StorefrontShell>
    </ErrorPageGuard>
  );
}
