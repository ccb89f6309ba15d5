import type { ProductCard as ProductCardData } from '@shop/api/contracts';
import { useEffect, useId } from 'react';
import { useFetcher } from 'react-router';
import { useLocalizedPath, useTranslate } from '../../lib/use-storefront.ts';
import { ProductCard } from '../product-card/product-card.tsx';
import { readRecentlyViewedIds } from './recently-viewed-ids.ts';

/** How many of the remembered products the strip shows. */
const shownProducts = 8;

/**
 * The products this browser viewed last. The list lives in the browser only, so the strip
 * is filled after the page loads, through the shop's own route that asks the api for them.
 */
export function RecentlyViewedStrip() {
  const t = useTranslate();
  const headingId = useId();
  const route = useLocalizedPath()('/vistos-recientemente');
  const fetcher = useFetcher<{ products: ProductCardData[] }>();
  const { load } = fetcher;

  useEffect(() => {
    const ids = readRecentlyViewedIds().slice(0, shownProducts);
    if (ids.length > 0) void load(`${route}?ids=${ids.join(',')}`);
  }, [load, route]);

  const products = fetcher.data?.products ?? [];
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-16">
      <h2 id={headingId} className="mb-5 text-2xl font-bold tracking-tight text-brand-900">
        {t('listing.recentlyViewed.title')}
      </h2>
      <ul className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-3 sm:gap-5">
        {products.map((product) => (
          <li key={product.id} className="w-44 shrink-0 snap-start sm:w-56">
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
