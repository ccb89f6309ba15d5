import type { ProductCard as ProductCardData } from '@shop/api/contracts';
import { lazy, Suspense, useState } from 'react';
import { useTranslate } from '../../lib/use-storefront.ts';
import { ProductCard } from '../product-card/product-card.tsx';

const loadQuickView = () => import('../quick-view/quick-view-modal.tsx');
// The quick view's code is fetched as the pointer or focus reaches a quick-view button.
const QuickViewModal = lazy(() =>
  loadQuickView().then((module) => ({ default: module.QuickViewModal })),
);

/** Related products, each with a quick view so the customer need not leave this page. */
export function RelatedProducts({ products }: { products: readonly ProductCardData[] }) {
  const t = useTranslate();
  const [quickView, setQuickView] = useState<number | null>(null);
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="related-products">
      <h2 id="related-products" className="text-xl font-bold">
        {t('product.sections.related')}
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {products.map((product) => (
          <li key={product.id} className="flex flex-col gap-2">
            <ProductCard product={product} />
            <button
              type="button"
              onPointerEnter={() => void loadQuickView()}
              onFocus={() => void loadQuickView()}
              onClick={() => setQuickView(product.id)}
              aria-label={`${t('product.quickView.title')}: ${product.name}`}
              className="h-9 rounded-full bg-white text-sm font-semibold text-brand-800 ring-1 ring-line hover:ring-brand-700"
            >
              {t('product.quickView.title')}
            </button>
          </li>
        ))}
      </ul>
      {quickView !== null && (
        <Suspense fallback={null}>
          <QuickViewModal productId={quickView} onClose={() => setQuickView(null)} />
        </Suspense>
      )}
    </section>
  );
}
