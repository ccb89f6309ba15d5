import { ShopLink } from '../../components/ui/shop-link.tsx';
import { useLocale, useTranslate } from '../../lib/use-storefront.ts';
import { RatingStars } from '../product-card/rating-stars.tsx';
import type { RatingSummary } from './rating-summary.ts';

export const opinionsPath = '/opiniones';

/**
 * The ratings widget: the store's average out of 5 with its stars and the number of reviews
 * (SPEC: 5 while there is none), optionally linking to the opinions page.
 */
export function RatingsWidget({
  rating,
  linked = false,
}: {
  rating: RatingSummary;
  linked?: boolean;
}) {
  const t = useTranslate();
  const { locale } = useLocale();
  const average = rating.average.toLocaleString(locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return (
    <section
      aria-label={t('blog.rating.label')}
      className="flex items-center gap-4 rounded-2xl bg-white px-5 py-4 ring-1 ring-line"
    >
      <p className="text-4xl font-bold text-brand-900">{average}</p>
      <div className="text-sm">
        <RatingStars average={rating.average} label={t('blog.rating.stars', { rating: average })} />
        <p className="text-ink-soft">
          {t('blog.rating.average', { average })} ·{' '}
          {t('blog.rating.count', { count: rating.count })}
        </p>
        {linked && (
          <ShopLink
            to={opinionsPath}
            className="font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            {t('blog.rating.link')}
          </ShopLink>
        )}
      </div>
    </section>
  );
}
