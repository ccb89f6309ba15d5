import { Outlet } from 'react-router';
import { CheckoutShell } from '../../features/checkout/checkout-shell.tsx';
import { ErrorPage } from '../../features/error-page/error-page.tsx';
import { ErrorPageGuard } from '../../features/error-page/error-page-guard.tsx';
import type { Route } from './+types/checkout-layout';

export default function CheckoutLayout() {
  return (
    <CheckoutShell>
      <Outlet />
    </CheckoutShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <ErrorPageGuard>
      <CheckoutShell>
        <ErrorPage error={error} />
      </CheckoutShell>
    </ErrorPageGuard>
  );
}
