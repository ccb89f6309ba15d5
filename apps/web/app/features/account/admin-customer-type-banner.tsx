import { Form, useLocation } from 'react-router';
import { useLocalizedPath, useTranslate } from '../../lib/use-storefront.ts';
import { useFavourites } from './favourites-store.ts';

/**
 * Admins see which prices the shop shows them (dark green professional, orange otherwise) and
 * switch with the C/P toggle; the page reloads whole so every price is the new type's.
 */
export function AdminCustomerTypeBanner() {
  const t = useTranslate();
  const localized = useLocalizedPath();
  const location = useLocation();
  const { isAdmin, customerType } = useFavourites(localized('/favourites/toggle'));
  if (!isAdmin) return null;
  const professional = customerType === 'P';
  return (
    <section
      aria-label={t('accountShell.admin.label')}
      data-testid="customer-type-banner"
      data-customer-type={customerType}
      // SPEC section 2: dark green for professional prices, orange otherwise.
      className={professional ? 'bg-green-900 text-white' : 'bg-accent-500 text-ink'}
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-4 py-1.5 text-sm font-semibold">
        <p>
          {professional ? t('accountShell.admin.professional') : t('accountShell.admin.client')}
        </p>
        <Form method="post" action={localized('/account/admin-customer-type')} reloadDocument>
          <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
          <button
            type="submit"
            data-testid="customer-type-toggle"
            className="rounded-full bg-white px-3 py-1 text-ink ring-1 ring-black/10 hover:bg-surface"
          >
            <span aria-hidden="true" className={professional ? '' : 'font-extrabold'}>
              C
            </span>
            <span aria-hidden="true"> / </span>
            <span aria-hidden="true" className={professional ? 'font-extrabold' : ''}>
              P
            </span>
            <span className="sr-only">
              {t('accountShell.admin.toggle', {
                type: professional ? t('accountShell.admin.typeC') : t('accountShell.admin.typeP'),
              })}
            </span>
          </button>
        </Form>
      </div>
    </section>
  );
}
