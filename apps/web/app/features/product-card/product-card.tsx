import type { ProductCard as ProductCardData } from '@shop/api/contracts';
import { formatMoney } from '@shop/domain';
import type { ReactNode } from 'react';
import { CatalogImage } from '../../components/ui/catalog-image.tsx';
import { ShopLink } from '../../components/ui/shop-link.tsx';
import { useLocale, useTranslate } from '../../lib/use-storefront.ts';
import { FavouriteButton } from '../account/favourite-button.tsx';
import { RatingStars } from './rating-stars.tsx';
import { formatRating } from '../../lib/local-format.ts';

const imageWidths = [320, 480, 640] as const;

/**
 * A product in a list: the whole card is one link, so it is a single tab stop. A listing may add
 * its own buttons (compare, quick view) under the price; they sit above the card's link.
 */
export function ProductCard({
  product,
  priority = false,
  actions,
}: {
  product: ProductCardData;
  priority?: boolean;
  actions?: ReactNode;
}) {
  const t = useTranslate();
  const { locale } = useLocale();
  const { pvp, pvp_old: previous, from } = product.prices;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-line transition-shadow hover:shadow-lg">
      <div className="relative aspect-square bg-white p-4">
        {product.image_public_id && (
          <CatalogImage
            publicId={product.image_public_id}
            alt=""
            width={480}
            height={480}
            widths={imageWidths}
            sizes="(min-width: 1024px) 300px, (min-width: 640px) 33vw, 50vw"
            priority={priority}
            className="size-full object-contain transition-transform duration-300 group-hover:scale-105"
          />
        )}
        <FavouriteButton
          productId={product.id}
          name={product.name}
          className="absolute right-3 top-3 z-10"
        />
        {product.made_to_measure && (
          <span className="absolute left-3 top-3 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800">
            {t('home.productCard.madeToMeasure')}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 border-t border-line p-4">
        {product.brand && (
          <p className="text-xs font-semibold uppercase tracking-wider text-ink-soft">
            {product.brand.name}
          </p>
        )}
        <h3 className="line-clamp-2 text-[15px] font-medium leading-snug text-ink">
          <ShopLink
            to={product.url}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {product.name}
          </ShopLink>
        </h3>
        {product.rating.count > 0 && (
          <RatingStars
            average={product.rating.average}
            label={t('home.productCard.rating', {
              average: formatRating(product.rating.average, locale),
              count: product.rating.count,
            })}
          />
        )}
        <p className="mt-auto flex flex-wrap items-baseline gap-x-2 pt-2">
          {from && <span className="text-sm text-ink-soft">{t('home.productCard.from')}</span>}
          <span className="text-xl font-bold text-ink">{formatMoney(pvp, locale)}</span>
          {previous !== null && previous > pvp && (
            <>
              <span className="sr-only">
                {t('home.productCard.previousPrice', { price: formatMoney(previous, locale) })}
              </span>
              <del aria-hidden="true" className="text-sm text-ink-soft">
                {formatMoney(previous, locale)}
              </del>
            </>
          )}
        </p>
        {product.delivery_days && (
          <p className="text-xs text-brand-700">
            {t('home.productCard.delivery', product.delivery_days)}
          </p>
        )}
        {actions && (
          <div className="relative z-10 mt-3 flex flex-wrap gap-2 *:flex-auto">{actions}</div>
        )}
      </div>
    </article>
  );
}
