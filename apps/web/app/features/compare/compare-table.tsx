import type { ProductCard } from '@shop/api/contracts';
import { formatMoney } from '@shop/domain';
import type { ReactNode } from 'react';
import { CatalogImage } from '../../components/ui/catalog-image.tsx';
import { ShopLink } from '../../components/ui/shop-link.tsx';
import { useLocale, useTranslate } from '../../lib/use-storefront.ts';
import { RatingStars } from '../product-card/rating-stars.tsx';
import { comparePath } from './compare-ids.ts';
import { removeCompared } from './compare-store.ts';
import type { CompareRow } from './load-compare-page.server.ts';
import { formatRating } from '../../lib/local-format.ts';

const cell = 'border-t border-line px-3 py-3 align-top text-sm sm:px-4';
// The label column stays in view while a phone scrolls the products sideways.
const rowHeader = `${cell} sticky left-0 z-10 w-32 bg-surface text-left font-semibold text-ink sm:w-44`;

function NotStated() {
  const t = useTranslate();
  return (
    <>
      <span aria-hidden="true" className="text-ink-soft">
        —
      </span>
      <span className="sr-only">{t('listing.compare.notStated')}</span>
    </>
  );
}

function Row({ label, cells }: { label: string; cells: ReactNode[] }) {
  return (
    <tr>
      <th scope="row" className={rowHeader}>
        {label}
      </th>
      {cells.map((content, index) => (
        <td key={index} className={`${cell} bg-white`}>
          {content ?? <NotStated />}
        </td>
      ))}
    </tr>
  );
}

function SectionRow({ title, span }: { title: string; span: number }) {
  return (
    <tr>
      <th
        scope="rowgroup"
        colSpan={span}
        className="border-t border-line bg-brand-50 px-3 py-2 text-left text-xs font-bold uppercase tracking-wider text-brand-800 sm:px-4"
      >
        <span className="sticky left-3 sm:left-4">{title}</span>
      </th>
    </tr>
  );
}

/** One column per product, one row per fact; every remove link works without JavaScript. */
export function CompareTable({
  products,
  technical,
  options,
}: {
  products: ProductCard[];
  technical: CompareRow[];
  options: CompareRow[];
}) {
  const t = useTranslate();
  const { locale } = useLocale();
  const ids = products.map((product) => product.id);
  const span = products.length + 1;
  return (
    <div
      role="region"
      aria-label={t('listing.compare.caption', { count: products.length })}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a keyboard must scroll the columns a narrow screen hides (WCAG 2.1.1)
      tabIndex={0}
      className="overflow-x-auto rounded-2xl ring-1 ring-line focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <table className="w-full min-w-max border-separate border-spacing-0 bg-white">
        <caption className="sr-only">
          {t('listing.compare.caption', { count: products.length })}
        </caption>
        <thead>
          <tr>
            <td className="sticky left-0 z-10 w-32 bg-surface sm:w-44" />
            {products.map((product) => (
              <th
                key={product.id}
                scope="col"
                data-testid={`compare-column-${product.id}`}
                className="w-44 px-3 pb-4 pt-4 text-left align-top font-normal sm:w-60 sm:px-4"
              >
                <div className="aspect-square rounded-xl bg-white p-2 ring-1 ring-line">
                  {product.image_public_id && (
                    <CatalogImage
                      publicId={product.image_public_id}
                      alt=""
                      width={320}
                      height={320}
                      widths={[320, 480]}
                      sizes="(min-width: 640px) 220px, 160px"
                      className="size-full object-contain"
                    />
                  )}
                </div>
                <ShopLink
                  to={product.url}
                  className="mt-3 line-clamp-3 block text-[15px] font-semibold leading-snug text-ink underline-offset-2 hover:underline"
                >
                  {product.name}
                </ShopLink>
                <ShopLink
                  to={comparePath(ids.filter((id) => id !== product.id))}
                  onClick={() => removeCompared(product.id)}
                  aria-label={t('listing.compare.removeLabel', { name: product.name })}
                  className="mt-2 inline-flex h-9 items-center rounded-full px-3 text-sm font-semibold text-accent-700 ring-1 ring-line hover:ring-accent-700"
                >
                  {t('listing.compare.remove')}
                </ShopLink>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <Row
            label={t('listing.compare.rows.brand')}
            cells={products.map((product) => product.brand?.name)}
          />
          <Row
            label={t('listing.compare.rows.price')}
            cells={products.map(({ prices }) => (
              <p className="flex flex-wrap items-baseline gap-x-2">
                {prices.from && (
                  <span className="text-sm text-ink-soft">{t('home.productCard.from')}</span>
                )}
                <span className="text-lg font-bold text-ink">
                  {formatMoney(prices.pvp, locale)}
                </span>
                {prices.pvp_old !== null && prices.pvp_old > prices.pvp && (
                  <>
                    <span className="sr-only">
                      {t('home.productCard.previousPrice', {
                        price: formatMoney(prices.pvp_old, locale),
                      })}
                    </span>
                    <del aria-hidden="true" className="text-ink-soft">
                      {formatMoney(prices.pvp_old, locale)}
                    </del>
                  </>
                )}
              </p>
            ))}
          />
          <Row
            label={t('listing.compare.rows.delivery')}
            cells={products.map(
              (product) =>
                product.delivery_days && (
                  <span className="text-brand-800">
                    {t('home.productCard.delivery', product.delivery_days)}
                  </span>
                ),
            )}
          />
          <Row
            label={t('listing.compare.rows.rating')}
            cells={products.map(({ rating }) => {
              if (rating.count === 0) return t('listing.compare.noReviews');
              const average = formatRating(rating.average, locale);
              return (
                <div className="flex flex-wrap items-center gap-x-2">
                  <RatingStars
                    average={rating.average}
                    label={t('home.productCard.rating', { average, count: rating.count })}
                  />
                  <span aria-hidden="true" className="text-ink-soft">
                    {t('listing.compare.ratingShort', { average, count: rating.count })}
                  </span>
                </div>
              );
            })}
          />
        </tbody>
        {technical.length > 0 && (
          <tbody>
            <SectionRow title={t('listing.compare.rows.technical')} span={span} />
            {technical.map((row) => (
              <Row key={row.key} label={row.label} cells={row.values} />
            ))}
          </tbody>
        )}
        {options.length > 0 && (
          <tbody>
            <SectionRow title={t('listing.compare.rows.options')} span={span} />
            {options.map((row) => (
              <Row key={row.key} label={row.label} cells={row.values} />
            ))}
          </tbody>
        )}
      </table>
    </div>
  );
}
