import { ShopLink } from '../../components/ui/shop-link.tsx';
import { useTranslate } from '../../lib/use-storefront.ts';
import { comparePath, maxComparedProducts } from './compare-ids.ts';
import { clearCompared, useComparedIds } from './compare-store.ts';

/**
 * The bar that follows the listing while products are chosen: how many, a link to compare them
 * and a way to start over. Nothing is chosen on the server, so it only appears after hydration.
 */
export function CompareBar() {
  const t = useTranslate();
  const { ids } = useComparedIds();
  if (ids.length === 0) return null;
  const count = t('listing.compare.bar.count', { count: ids.length });
  return (
    <section
      aria-label={t('listing.compare.bar.label')}
      data-testid="compare-bar"
      className="sticky bottom-3 z-20 mt-6 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl bg-ink px-4 py-3 text-white shadow-lg max-lg:mr-16 sm:px-5"
    >
      <p className="text-sm" role="status">
        <span className="font-semibold">{count}</span>
        {ids.length >= maxComparedProducts && (
          <span className="block text-xs text-white/85">
            {t('listing.compare.full', { max: maxComparedProducts })}
          </span>
        )}
      </p>
      <div className="ml-auto flex items-center gap-2">
        <button
          type="button"
          onClick={clearCompared}
          className="h-10 rounded-full px-3 text-sm font-semibold text-white underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {t('listing.compare.bar.clear')}
        </button>
        <ShopLink
          to={comparePath(ids)}
          className="flex h-10 items-center rounded-full bg-white px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {t('listing.compare.bar.open')}
        </ShopLink>
      </div>
    </section>
  );
}
