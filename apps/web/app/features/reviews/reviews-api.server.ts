import type { StoreReviewList } from '@shop/api/contracts';
import { apiGet, type ApiScope } from '../../lib/api.server.ts';
import type { RatingSummary } from './rating-summary.ts';

/** Opinions per page of /opiniones. */
export const opinionsPageSize = 12;

/** The store's published reviews (every product and the shop itself), with the rating summary. */
export function storeReviews(scope: ApiScope, page: number, pageSize = opinionsPageSize) {
  return apiGet<StoreReviewList>(scope, '/reviews/v1/reviews/', { page, page_size: pageSize });
}

/** The store's rating summary alone; SPEC default 5 when it cannot be read. */
export async function storeRating(scope: ApiScope): Promise<RatingSummary> {
  try {
    return (await storeReviews(scope, 1, 1)).rating;
  } catch {
    return { average: 5, count: 0 };
  }
}
