import { Link } from 'react-router';
import { StoreLogo } from '../../components/ui/store-logo.tsx';
import { useLocalizedPath, useStorefrontData, useTranslate } from '../../lib/use-storefront.ts';
import { ErrorPage } from './error-page.tsx';
import { ErrorPageGuard } from './error-page-guard.tsx';

/**
 * The last boundary: the root loader may have failed too, so it needs no menus or store
 * configuration, only a logo home and the error page.
 */
export function RootErrorPage({ error }: { error: unknown }) {
  const storefront = useStorefrontData();
  const localized = useLocalizedPath();
  const t = useTranslate();
  return (
    <ErrorPageGuard>
      <header className="border-b border-line bg-white">
        <div className="mx-auto max-w-7xl px-4 py-4">
          <Link to={localized('/')} aria-label={t('errorPage.backToShop')} className="inline-block">
            <StoreLogo name={storefront?.store.name ?? ''} />
          </Link>
        </div>
      </header>
      <main id="content">
        <ErrorPage error={error} />
      </main>
    </ErrorPageGuard>
  );
}
