import type { ProductCard as ProductCardData } from '@shop/api/contracts';
import { useTranslate } from '../../lib/use-storefront.ts';
import { ProductCard } from '../product-card/product-card.tsx';
import { HomeSection } from './home-section.tsx';

const gridClass = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4';

/** Trends: the products the edition highlights on its home. */
export function Trends({ products }: { products: ProductCardData[] }) {
  const t = useTranslate();
  if (products.length === 0) return null;
  return (
    <HomeSection title={t('home.trends.title')}>
      <ul className={gridClass}>
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

export function TrendsPlaceholder() {
  const t = useTranslate();
  return (
    <HomeSection title={t('home.trends.title')}>
      <ul className={gridClass} aria-busy="true">
        {[1, 2, 3, 4].map((slot) => (
          <li
            key={slot}
            className="aspect-[3/5] animate-pulse rounded-2xl bg-white ring-1 ring-line"
          />
        ))}
      </ul>
    </HomeSection>
  );
}
