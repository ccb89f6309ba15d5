import { useRef } from 'react';
import { ShopLink } from '../../components/ui/shop-link.tsx';
import { useLocale, useTranslate } from '../../lib/use-storefront.ts';
import type { TrustRating } from './trust-rating.server.ts';
import { formatRating } from '../../lib/local-format.ts';

function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <span role="img" aria-label={label} className="flex text-accent-500">
      {[1, 2, 3, 4, 5].map((star) => (
        <svg
          key={star}
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-4"
          fill={star <= Math.round(rating) ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth={1.5}
        >
          <path d="M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z" />
        </svg>
      ))}
    </span>
  );
}

const arrowClass =
  'hidden size-8 shrink-0 items-center justify-center rounded-full border border-brand-200 bg-white text-brand-800 hover:bg-brand-50 sm:flex';

/**
 * The checkout's trust-rating carousel: the shop's average and its customers' words. A
 * scroll-snapping list, so it swipes and scrolls without JavaScript; the arrows step it.
 */
export function TrustRatingCarousel({ rating }: { rating: TrustRating }) {
  const t = useTranslate();
  const { locale } = useLocale();
  const list = useRef<HTMLUListElement>(null);
  const average = formatRating(rating.average, locale);
  const step = (direction: 1 | -1) =>
    list.current?.scrollBy({ left: direction * list.current.clientWidth, behavior: 'smooth' });
  return (
    <section
      aria-label={t('widgets.trust.label')}
      data-widget="trust-rating"
      className="mx-auto mt-4 max-w-6xl px-4"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <Stars rating={rating.average} label={t('widgets.trust.stars', { rating: average })} />
        <p className="font-semibold text-ink">
          {t('widgets.trust.summary', { average, count: rating.count })}
        </p>
        <ShopLink to="/opiniones" className="text-brand-700 underline">
          {t('widgets.trust.all')}
        </ShopLink>
      </div>
      {rating.reviews.length > 0 && (
        <div className="mt-2 flex items-center gap-2">
          <button
            type="button"
            className={arrowClass}
            onClick={() => step(-1)}
            aria-label={t('widgets.trust.previous')}
          >
            ‹
          </button>
          {/* A scrollable region must be focusable for keyboard users (axe
              scrollable-region-focusable) and these cards hold no link to focus instead. */}
          <ul
            ref={list}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above: the scrolling list is the only thing to focus
            tabIndex={0}
            aria-label={t('widgets.trust.label')}
            // min-w-0: a flex item grows to its content otherwise, and the page scrolls sideways.
            className="flex min-w-0 flex-1 snap-x snap-mandatory gap-3 overflow-x-auto pb-1 [scrollbar-width:none]"
          >
            {rating.reviews.map((review) => (
              <li
                key={review.id}
                className="w-full shrink-0 snap-start rounded-lg border border-line bg-white p-3 text-sm sm:w-[calc(50%-0.375rem)] lg:w-[calc(33.333%-0.5rem)]"
              >
                <Stars
                  rating={review.rating}
                  label={t('widgets.trust.stars', { rating: review.rating })}
                />
                <p className="mt-1 font-semibold text-ink">{review.title}</p>
                <p className="line-clamp-2 text-ink-soft">{review.body}</p>
                <p className="mt-1 text-xs text-ink-soft">
                  {review.author_name}
                  {review.city ? ` · ${review.city}` : ''}
                </p>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className={arrowClass}
            onClick={() => step(1)}
            aria-label={t('widgets.trust.next')}
          >
            ›
          </button>
        </div>
      )}
    </section>
  );
}
