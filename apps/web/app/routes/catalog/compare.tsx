import { PageHead } from '../../components/ui/page-head.tsx';
import { ShopLink } from '../../components/ui/shop-link.tsx';
import { CompareBar } from '../../features/compare/compare-bar.tsx';
import { maxComparedProducts } from '../../features/compare/compare-ids.ts';
import { CompareTable } from '../../features/compare/compare-table.tsx';
import { loadComparePage } from '../../features/compare/load-compare-page.server.ts';
import { useTranslate } from '../../lib/use-storefront.ts';
import type { Route } from './+types/compare';

export function loader({ request }: Route.LoaderArgs) {
  return loadComparePage(request);
}

/**
 * /comparar?ids=1,2,3: up to four products side by side. The address holds the whole choice, so
 * the page renders on the server and works without JavaScript; it is not for search engines.
 */
export default function ComparePage({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  const { products, technical, options, missing } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-12">
      <PageHead
        title={t('listing.compare.meta.title')}
        description={t('listing.compare.meta.description')}
        noIndex
      />
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
        {t('listing.compare.heading')}
      </h1>
      {missing && (
        <p role="status" className="mt-3 text-sm text-accent-700">
          {t('listing.compare.missing')}
        </p>
      )}
      {products.length > 0 ? (
        <div className="mt-6">
          <CompareTable products={products} technical={technical} options={options} />
        </div>
      ) : (
        <section className="mt-6 max-w-2xl rounded-2xl bg-white p-6 ring-1 ring-line sm:p-8">
          <h2 className="text-lg font-semibold">{t('listing.compare.empty.title')}</h2>
          <p className="mt-2 text-ink-soft">
            {t('listing.compare.empty.text', { max: maxComparedProducts })}
          </p>
          <ShopLink
            to="/"
            className="mt-5 inline-flex h-11 items-center rounded-full bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
          >
            {t('listing.compare.empty.home')}
          </ShopLink>
          {/* Products chosen in this browser but not in the address: offer them. */}
          <CompareBar />
        </section>
      )}
    </div>
  );
}
