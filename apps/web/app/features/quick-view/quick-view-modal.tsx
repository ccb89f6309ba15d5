import type { ProductQuickView } from '@shop/api/contracts';
import { useEffect, useState } from 'react';
import { CatalogImage } from '../../components/ui/catalog-image.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { ShopLink } from '../../components/ui/shop-link.tsx';
import { useLocalizedPath, useTranslate } from '../../lib/use-storefront.ts';
import { OverlayDialog } from '../product-page/overlay-dialog.tsx';
import { ProductPrice } from '../product-page/product-price.tsx';

/**
 * The category_product_quick_view modal: a product's picture, price and delivery promise
 * without leaving the list, fetched when opened. Render it while open; onClose unmounts it.
 */
export function QuickViewModal({ productId, onClose }: { productId: number; onClose: () => void }) {
  const t = useTranslate();
  const localized = useLocalizedPath();
  const path = localized(`/product/${productId}/quick-view`);
  const [product, setProduct] = useState<ProductQuickView | 'failed' | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetch(path, { headers: { accept: 'application/json' }, signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`quick view ${response.status}`);
        setProduct((await response.json()) as ProductQuickView);
      })
      .catch(() => {
        if (!controller.signal.aborted) setProduct('failed');
      });
    return () => controller.abort();
  }, [path]);

  const image =
    product && product !== 'failed'
      ? (product.images.find((candidate) => candidate.type === 100) ?? product.images[0])
      : undefined;
  return (
    <OverlayDialog
      open
      onClose={onClose}
      label={t('product.quickView.title')}
      className="m-auto w-[min(56rem,calc(100vw-2rem))] rounded-2xl md:min-w-[500px]"
    >
      <div className="relative grid max-h-[calc(100dvh-2rem)] gap-6 overflow-y-auto p-5 md:grid-cols-2">
        <button
          type="button"
          onClick={onClose}
          aria-label={t('product.quickView.close')}
          className="absolute right-3 top-3 z-10 flex size-10 items-center justify-center rounded-full bg-white hover:bg-brand-50"
        >
          <Icon name="close" />
        </button>
        {product === null && <p role="status">{t('product.quickView.loading')}</p>}
        {product === 'failed' && (
          <p role="alert" className="text-accent-700">
            {t('product.quickView.failed')}
          </p>
        )}
        {product && product !== 'failed' && (
          <>
            <div className="aspect-[4/3] rounded-xl bg-white ring-1 ring-line md:aspect-square">
              {image && (
                <CatalogImage
                  publicId={image.public_id}
                  alt={product.name}
                  width={640}
                  height={640}
                  widths={[480, 640]}
                  sizes="(min-width: 768px) 420px, 90vw"
                  className="size-full object-contain p-4"
                />
              )}
            </div>
            <div className="space-y-4">
              {product.brand && (
                <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
                  {product.brand.name}
                </p>
              )}
              <h2 className="pr-10 text-xl font-bold leading-snug">{product.name}</h2>
              <p className="text-sm text-ink-soft">{t('product.ref', { ref: product.ref })}</p>
              <ProductPrice
                pvp={product.prices.pvp}
                previous={product.prices.pvp_old}
                from={product.prices.from}
              />
              {product.delivery_promise && (
                <p className="text-sm text-brand-800">{product.delivery_promise.text}</p>
              )}
              {product.short_description && (
                <p className="text-sm leading-relaxed text-ink-soft">{product.short_description}</p>
              )}
              <ShopLink
                to={product.url}
                className="flex h-12 items-center justify-center rounded-full bg-brand-700 font-semibold text-white hover:bg-brand-800"
              >
                {t('product.quickView.details')}
              </ShopLink>
            </div>
          </>
        )}
      </div>
    </OverlayDialog>
  );
}
