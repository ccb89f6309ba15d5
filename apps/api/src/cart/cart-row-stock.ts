import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { cartRows, products } from '@shop/db';
import type { Db } from '../database.ts';
import { ApiError } from '../plugins/api-error.ts';

/** What stock allows of each product: null when it is made to measure (cut per order). */
export async function stockLimits(
  db: Db,
  productIds: readonly number[],
): Promise<Map<number, number | null>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: products.id,
      madeToMeasure: products.madeToMeasure,
      stock: products.stockQuantity,
    })
    .from(products)
    .where(inArray(products.id, [...new Set(productIds)]));
  return new Map(rows.map((row) => [row.id, row.madeToMeasure ? null : row.stock]));
}

/**
 * A stocked product is sold up to its stock, counting what the cart already holds of it
 * (other rows of the same product, not the row being changed). Made-to-measure goods are cut
 * per order and have no such limit. Stock is taken when the order is placed, not here.
 */
export async function ensureInStock(
  db: Db,
  cartId: string,
  productId: number,
  quantity: number,
  exceptRowId?: number,
): Promise<void> {
  const limit = (await stockLimits(db, [productId])).get(productId);
  if (limit === null) return;
  const [held] = await db
    .select({ quantity: sql<number>`coalesce(sum(${cartRows.quantity}), 0)`.mapWith(Number) })
    .from(cartRows)
    .where(
      and(
        eq(cartRows.cartId, cartId),
        eq(cartRows.productId, productId),
        exceptRowId === undefined ? undefined : ne(cartRows.id, exceptRowId),
      ),
    );
  if ((held?.quantity ?? 0) + quantity > (limit ?? 0))
    throw ApiError.badRequest(undefined, 'domain.errors.stock.out_of_stock');
}
