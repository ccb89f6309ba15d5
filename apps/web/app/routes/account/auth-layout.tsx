import { Outlet } from 'react-router';
import { AuthShell } from '../../features/auth/auth-shell.tsx';
import { ErrorPage } from '../../features/error-page/error-page.tsx';
import { ErrorPageGuard } from '../../features/error-page/error-page-guard.tsx';
import type { Route } from './+types/auth-layout';

export default function AuthLayout() {
  return (
    <AuthShell>
      <Outlet />
    </AuthShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <ErrorPageGuard>
      <AuthShell>
        <ErrorPage error={error} />
      </AuthShell>
    </ErrorPageGuard>
  );
}
