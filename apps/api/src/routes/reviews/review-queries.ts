import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { products, productStores, reviews } from '@shop/db';
import type { Db } from '../../database.ts';
import { ApiError } from '../../plugins/api-error.ts';

export const isoTimestamp = (column: AnyColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** Average to two decimals and count of the reviews chosen; 5 and 0 when there are none. */
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
