import type { StoreReview } from '@shop/api/contracts';
import { ShopLink } from '../../components/ui/shop-link.tsx';
import { useLocale, useTranslate } from '../../lib/use-storefront.ts';
import { formatLongDate } from '../../lib/local-format.ts';
import { RatingStars } from '../product-card/rating-stars.tsx';

/** Customers' reviews of the store and its products, each naming what it is about. */
export function OpinionList({
  reviews,
  timeZone,
}: {
  reviews: readonly StoreReview[];
  timeZone: string;
}) {
  const t = useTranslate();
  const { locale } = useLocale();
  return (
    <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
      {reviews.map((review) => (
        <li key={review.id}>
          <article className="flex h-full flex-col rounded-2xl bg-white p-5 ring-1 ring-line">
            <RatingStars
              average={review.rating}
              label={t('blog.rating.starsOne', { rating: review.rating })}
            />
            <h2 className="mt-2 text-lg font-semibold text-ink">{review.title}</h2>
            <p className="mt-1 flex-1 leading-relaxed text-ink-soft">{review.body}</p>
            <p className="mt-3 text-sm text-ink-soft">
              {review.product ? (
                <ShopLink
                  to={review.product.url}
                  className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                >
                  {t('blog.opinions.about', { product: review.product.name })}
                </ShopLink>
              ) : (
                <span className="font-semibold text-brand-800">{t('blog.opinions.aboutShop')}</span>
              )}
            </p>
            <p className="mt-1 text-xs text-ink-soft">
              {t('blog.opinions.by', {
                name: review.city ? `${review.author_name} (${review.city})` : review.author_name,
                date: formatLongDate(review.created_at, locale, timeZone),
              })}
            </p>
          </article>
        </li>
      ))}
    </ul>
  );
}
