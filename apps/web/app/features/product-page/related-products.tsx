import type { ProductCard as ProductCardData } from '@shop/api/contracts';
import { useTranslate } from '../../lib/use-storefront.ts';
import { ProductCard } from '../product-card/product-card.tsx';
import { QuickViewTrigger } from '../quick-view/quick-view-trigger.tsx';

/** Related products, each with a quick view so the customer need not leave this page. */
export function RelatedProducts({ products }: { products: readonly ProductCardData[] }) {
  const t = useTranslate();
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
            <QuickViewTrigger productId={product.id} name={product.name} />
          </li>
        ))}
      </ul>
    </section>
  );
}
