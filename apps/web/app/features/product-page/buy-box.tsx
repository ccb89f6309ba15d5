import type { ProductDetail } from '@shop/api/contracts';
import type { ReactNode } from 'react';
import { Icon } from '../../components/ui/icon.tsx';
import { ShopLink } from '../../components/ui/shop-link.tsx';
import { useLocale, useTranslate } from '../../lib/use-storefront.ts';
import { RatingStars } from '../product-card/rating-stars.tsx';
import { ProductPrice } from './product-price.tsx';
import { ProductStock } from './product-stock.tsx';
import { formatRating } from '../../lib/local-format.ts';

/** What decides the purchase: who makes it, what it costs, when it arrives, how to buy it. */
export function BuyBox({ product, children }: { product: ProductDetail; children: ReactNode }) {
  const t = useTranslate();
  const { locale } = useLocale();
  const average = formatRating(product.rating.average, locale);
  return (
    <div className="space-y-5">
      <div className="space-y-2">
        {product.brand && (
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
            <span className="sr-only">{t('product.brandBy')}: </span>
            <ShopLink to={`/marcas/${product.brand.slug}`} className="hover:underline">
              {product.brand.name}
            </ShopLink>
          </p>
        )}
        <h1 className="text-2xl font-bold leading-tight tracking-tight text-balance sm:text-3xl">
          {product.name}
        </h1>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-soft">
          <span>{t('product.ref', { ref: product.ref })}</span>
          {product.rating.count > 0 && (
            <a href="#reviews" className="flex items-center gap-1.5 hover:underline">
              <RatingStars
                average={product.rating.average}
                label={t('product.reviews.stars', { rating: average })}
              />
              {t('product.reviews.count', { count: product.rating.count })}
            </a>
          )}
          {product.made_to_measure && (
            <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
              {t('product.madeToMeasure')}
            </span>
          )}
        </div>
      </div>
      {product.short_description && (
        <p className="leading-relaxed text-ink-soft">{product.short_description}</p>
      )}
      <ProductPrice
        pvp={product.prices.pvp}
        previous={product.prices.pvp_old}
        from={product.prices.from}
      />
      <ProductStock product={product} />
      {children}
      <ul className="grid gap-2 text-sm text-ink-soft sm:grid-cols-2">
        <li className="flex items-center gap-2">
          <Icon name="truck" className="size-5 text-brand-700" />
          {t('product.trust.shipping')}
        </li>
        <li className="flex items-center gap-2">
          <Icon name="shield" className="size-5 text-brand-700" />
          {t('product.trust.payment')}
        </li>
        {product.installation_available && (
          <li className="flex items-center gap-2">
            <Icon name="ruler" className="size-5 text-brand-700" />
            {t('product.trust.installation')}
          </li>
        )}
      </ul>
    </div>
  );
}
