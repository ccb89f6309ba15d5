import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { cartRows, products } from '@shop/db';
import type { Db } from '../database.ts';
import { ApiError } from '../plugins/api-error.ts';
import type { PricedCartRow } from './price-cart-row.ts';

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
 * A stocked product is sold up to its stock (as read when the row was priced), counting what
 * the cart already holds of it (other rows of the same product, not the row being changed).
 * Made-to-measure goods are cut per order and have no such limit. Stock is taken when the
 * order is placed, not here.
 */
export async function ensureInStock(
  db: Db,
  cartId: string,
  priced: Pick<PricedCartRow, 'productId' | 'quantity' | 'stockLimit'>,
  exceptRowId?: number,
): Promise<void> {
  if (priced.stockLimit === null) return;
  const [held] = await db
    .select({ quantity: sql<number>`coalesce(sum(${cartRows.quantity}), 0)`.mapWith(Number) })
    .from(cartRows)
    .where(
      and(
        eq(cartRows.cartId, cartId),
        eq(cartRows.productId, priced.productId),
        exceptRowId === undefined ? undefined : ne(cartRows.id, exceptRowId),
      ),
    )
    .prepare('cart-product-held')
    .execute();
  if ((held?.quantity ?? 0) + priced.quantity > priced.stockLimit)
    throw ApiError.badRequest(undefined, 'domain.errors.stock.out_of_stock');
}
