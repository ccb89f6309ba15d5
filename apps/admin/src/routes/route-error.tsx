import { isRouteErrorResponse, Link, useRevalidator, useRouteError } from 'react-router';
import { StaffApiError } from '../lib/staff-api.ts';
import { useStaffLanguage } from '../lib/staff-translator.tsx';
import type { StaffMessageKey } from '@shop/i18n/staff-app';

function messageFor(error: unknown): StaffMessageKey {
  const status =
    error instanceof StaffApiError ? error.status : isRouteErrorResponse(error) ? error.status : 0;
  if (status === 403) return 'staffApp.errors.forbidden';
  if (status === 404) return 'staffApp.errors.notFound';
  return 'staffApp.errors.unreachable';
}

/** What a screen shows when its data cannot be read: not allowed, not there, or try again. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useStaffLanguage();
  const revalidator = useRevalidator();
  const key = messageFor(error);
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col gap-3 p-4">
      <h1 className="text-xl font-semibold">{t('staffApp.errors.title')}</h1>
      <p>{t(key)}</p>
      <p className="flex gap-4">
        {key === 'staffApp.errors.unreachable' && (
          <button
            type="button"
            onClick={() => void revalidator.revalidate()}
            className="rounded bg-brand-700 px-3 py-1 font-medium text-white"
          >
            {t('staffApp.errors.retry')}
          </button>
        )}
        <Link to="/" className="text-brand-700 underline">
          {t('staffApp.errors.backToDashboard')}
        </Link>
      </p>
    </section>
  );
}

export function NotFoundPage() {
  const { t } = useStaffLanguage();
  return (
    <section className="flex flex-col gap-3">
      <h1 className="text-xl font-semibold">{t('staffApp.errors.notFound')}</h1>
      <Link to="/" className="text-brand-700 underline">
        {t('staffApp.errors.backToDashboard')}
      </Link>
    </section>
  );
}
