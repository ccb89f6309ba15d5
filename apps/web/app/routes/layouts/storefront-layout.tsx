import { Outlet } from 'react-router';
import { ErrorPage } from '../../features/error-page/error-page.tsx';
import { ErrorPageGuard } from '../../features/error-page/error-page-guard.tsx';
import { StorefrontShell } from '../../features/storefront-shell/storefront-shell.tsx';
import type { Route } from './+types/storefront-layout';

export default function StorefrontLayout() {
  return (
    <StorefrontShell>
      <Outlet />
    </StorefrontShell>
  );
}

/** A page's error keeps the header and footer, so the visitor can carry on shopping. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <ErrorPageGuard>
      <StorefrontShell>
        <ErrorPage error={error} />
      </StorefrontShell>
    </ErrorPageGuard>
  );
}
