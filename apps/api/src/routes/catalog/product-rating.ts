import { and, eq, sql, type Column } from 'drizzle-orm';
import { productRatings, products } from '@shop/db';
import { topRatedPrior } from '@shop/domain';
import type { StoreQuery } from '../../contracts/common.ts';

/**
 * The join to a product's rating in the edition (store and language): the published reviews its
 * reviews section lists, counted and summed by the database as they change. A left join on the
 * whole key, so a query that reads none of its columns does not pay for it (PostgreSQL drops it).
 */
export function productRatingJoin(
  { store, language }: StoreQuery,
  productId: Column = products.id,
) {
  return and(
    eq(productRatings.productId, productId),
    eq(productRatings.storeCode, store),
    eq(productRatings.language, language),
  );
}

const reviewCount = sql<number>`coalesce(${productRatings.reviewCount}, 0)`;
const ratingSum = sql<number>`coalesce(${productRatings.ratingSum}, 0)`;

/** Average to two decimals and count, from a query joining `productRatingJoin`; 5 and 0 for none. */
export const productRating = {
  average: sql<number>`case when ${reviewCount} > 0
    then round(${ratingSum}::numeric / ${reviewCount}, 2) else 5 end`.mapWith(Number),
  count: sql<number>`${reviewCount}`.mapWith(Number),
};

/**
 * The 'top_rated' score: the average pulled towards the domain's prior, so a product with one
 * five-star review does not outrank one with forty at 4.8, and none without reviews outranks a
 * well-reviewed one.
 */
const { reviews: priorReviews, average: priorAverage } = topRatedPrior;
export const topRatedScore = sql`(${ratingSum} + ${priorAverage * priorReviews}::numeric) / (${reviewCount} + ${priorReviews}::integer)`;
