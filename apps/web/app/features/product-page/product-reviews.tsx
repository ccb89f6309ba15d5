import type { Review } from '@shop/api/contracts';
import { shopTimeZone } from '@shop/domain';
import { useLocale, useTranslate } from '../../lib/use-storefront.ts';
import { RatingStars } from '../product-card/rating-stars.tsx';
import { formatRating, formatLongDate } from '../../lib/local-format.ts';

export function ProductReviews({
  reviews,
  rating,
}: {
  reviews: readonly Review[];
  rating: { average: number; count: number };
}) {
  const t = useTranslate();
  const { locale } = useLocale();
  const average = formatRating(rating.average, locale);
  return (
    <section id="reviews" aria-labelledby="product-reviews" className="scroll-mt-24">
      <h2 id="product-reviews" className="text-xl font-bold">
        {t('product.sections.reviews')}
      </h2>
      {rating.count > 0 && (
        <div className="mt-3 flex items-center gap-3">
          <p className="text-4xl font-bold">{average}</p>
          <div>
            <RatingStars
              average={rating.average}
              label={t('product.reviews.stars', { rating: average })}
            />
            <p className="text-sm text-ink-soft">
              {t('product.reviews.count', { count: rating.count })}
            </p>
          </div>
        </div>
      )}
      {reviews.length === 0 ? (
        <p className="mt-3 text-ink-soft">{t('product.reviews.none')}</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {reviews.map((review) => (
            <li key={review.id} className="rounded-xl bg-white p-4 ring-1 ring-line">
              <RatingStars
                average={review.rating}
                label={t('product.reviews.stars', { rating: review.rating })}
              />
              <h3 className="mt-1 font-semibold">{review.title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-ink-soft">{review.body}</p>
              <p className="mt-2 text-xs text-ink-soft">
                {t('product.reviews.by', {
                  name: review.city ? `${review.author_name} (${review.city})` : review.author_name,
                  // In one time zone: the browser's own could show another day than the server.
                  date: formatLongDate(review.created_at, locale, shopTimeZone),
                })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
