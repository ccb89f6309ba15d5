import { apiGet } from '../../lib/api.server.ts';
import type { Storefront } from '../../lib/storefront.server.ts';

export type TrustReview = {
  id: number;
  author_name: string;
  city: string | null;
  rating: number;
  title: string;
  body: string;
};
export type TrustRating = { average: number; count: number; reviews: TrustReview[] };

type StoreReviews = { rating: { average: number; count: number }; results: TrustReview[] };

/**
 * The shop's rating and its latest good reviews for the checkout's carousel: the store-wide
 * reviews list (no product). Without it the checkout simply shows no carousel.
 */
export async function loadTrustRating({ store, locale }: Storefront): Promise<TrustRating | null> {
  try {
    const list = await apiGet<StoreReviews>(
      { store: store.code, language: locale },
      '/reviews/v1/reviews/',
      { page_size: 10 },
    );
    if (list.rating.count === 0) return null;
    const reviews = list.results.filter((review) => review.rating >= 4).slice(0, 6);
    return { average: list.rating.average, count: list.rating.count, reviews };
  } catch {
    return null;
  }
}
