import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { productRatings, products, productStores, reviews } from '@shop/db';
import type { StoreQuery } from '../../contracts/common.ts';
import type { Db } from '../../database.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { productRating, productRatingJoin } from '../catalog/product-rating.ts';

export const isoTimestamp = (column: AnyColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** Average to two decimals and count of the store's reviews chosen; 5 and 0 when there are none. */
export async function ratingSummary(db: Db, chosen: SQL | undefined) {
  const [row] = await db
    .select({
      average: sql<number | null>`round(avg(${reviews.rating}), 2)`.mapWith((value) =>
        value === null ? null : Number(value),
      ),
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(reviews)
    .where(chosen);
  const count = row?.count ?? 0;
  return { average: count > 0 ? (row?.average ?? 5) : 5, count };
}

/**
 * A product's rating in the edition as its page header and cards show it: the same published
 * reviews this call lists, kept counted by the database.
 */
export async function productRatingSummary(db: Db, scope: StoreQuery, productId: number) {
  const [row] = await db
    .select(productRating)
    .from(products)
    .leftJoin(productRatings, productRatingJoin(scope))
    .where(eq(products.id, productId));
  return row ?? { average: 5, count: 0 };
}

/** Reviews and questions are asked for a product the store shows; any other id is a 404. */
export async function requireProductInStore(db: Db, store: string, productId: number) {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(productStores, eq(productStores.productId, products.id))
    .where(
      and(
        eq(products.id, productId),
        eq(products.isActive, true),
        eq(productStores.storeCode, store),
        eq(productStores.isVisible, true),
      ),
    )
    .limit(1);
  if (!row) throw ApiError.notFound();
}
