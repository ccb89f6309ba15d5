import { cartRows, orders, subOrders } from '@shop/db';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { stockLimits } from '../cart/cart-row-stock.ts';
import type { Db } from '../database.ts';
import { moveStock, type StockMovement } from './stock-movements.ts';

type Goods = { productId: number | null; quantity: number }[];

/**
 * What goods take from the shelves: one entry per stocked product, quantities summed.
 * Which goods are stocked is the cart's rule (`stockLimits`: made-to-measure ones are not).
 */
async function stockedOf(tx: Db, rows: Goods): Promise<Map<number, number>> {
  const limits = await stockLimits(
    tx,
    rows.flatMap((row) => (row.productId === null ? [] : [row.productId])),
  );
  const quantities = new Map<number, number>();
  for (const row of rows) {
    if (row.productId === null || limits.get(row.productId) == null) continue;
    quantities.set(row.productId, (quantities.get(row.productId) ?? 0) + row.quantity);
  }
  return quantities;
}

/** An order's goods, less what cancelled sub-orders gave back already (cancel-order.ts). */
async function stockedQuantities(tx: Db, cartId: string): Promise<Map<number, number>> {
  const cancelled = sql<number>`coalesce((select sum(${subOrders.quantity}) from ${subOrders} where ${subOrders.cartRowId} = ${cartRows.id} and ${subOrders.status} in (500, 550)), 0)`;
  const rows = await tx
    .select({
      productId: cartRows.productId,
      quantity: sql<number>`${cartRows.quantity} - ${cancelled}`.mapWith(Number),
    })
    .from(cartRows)
    .where(and(eq(cartRows.cartId, cartId), isNotNull(cartRows.productId)));
  return stockedOf(tx, rows);
}

/** Why goods come back, and from which order (and staff member), for their ledger rows. */
type Giving = Pick<StockMovement, 'orderId' | 'staffId'> & { kind: 'release' | 'return' };

/** Puts goods back on the shelves, in product id order (the order every stock change locks in). */
async function putBack(tx: Db, quantities: Map<number, number>, giving: Giving): Promise<void> {
  for (const [productId, quantity] of [...quantities].sort(([a], [b]) => a - b))
    await moveStock(tx, { ...giving, productId, delta: quantity });
}

/**
 * Takes the order's goods from stock inside the caller's transaction, all or nothing. Each
 * product is taken with a conditional update (`stock >= quantity`), so of many checkouts racing
 * for the last units exactly as many succeed as there are units. Returns the first product that
 * is short, with whatever was taken before it put back (a paid transfer keeps its transaction
 * and waits for staff: no unit may stay taken by an order that holds none), or null when
 * everything was taken.
 */
export async function reserveStock(
  tx: Db,
  orderId: number,
  cartId: string,
): Promise<number | null> {
  const quantities = await stockedQuantities(tx, cartId);
  const taken = new Map<number, number>();
  // In id order, so two orders for the same products always lock them in the same order.
  for (const [productId, quantity] of [...quantities].sort(([a], [b]) => a - b)) {
    const level = await moveStock(tx, { productId, delta: -quantity, kind: 'sale', orderId });
    if (level === null) {
      await putBack(tx, taken, { kind: 'release', orderId });
      return productId;
    }
    taken.set(productId, quantity);
  }
  await tx.update(orders).set({ stockReserved: true }).where(eq(orders.id, orderId));
  return null;
}

/**
 * Gives an order's goods back, once: the flag flips in the same conditional update. `staffId`:
 * who cancelled it, when staff did.
 */
export async function releaseStock(
  tx: Db,
  orderId: number,
  staffId: number | null = null,
): Promise<boolean> {
  const [released] = await tx
    .update(orders)
    .set({ stockReserved: false })
    .where(and(eq(orders.id, orderId), eq(orders.stockReserved, true)))
    .returning({ cartId: orders.cartId });
  if (!released) return false;
  await putBack(tx, await stockedQuantities(tx, released.cartId), {
    kind: 'release',
    orderId,
    staffId,
  });
  return true;
}

/**
 * Gives back the goods of some sub-orders of one order, cancelled by staff (`release`, while
 * the order holds its goods) or sent back by the customer (`return`). The caller moves each
 * sub-order to a final status in the same transaction, so no sub-order's goods come back twice;
 * the order keeps holding the rest.
 */
export async function releaseSubOrderStock(
  tx: Db,
  orderId: number,
  subOrderIds: readonly number[],
  giving: Pick<Giving, 'kind' | 'staffId'>,
): Promise<void> {
  if (subOrderIds.length === 0) return;
  const rows = await tx
    .select({ productId: cartRows.productId, quantity: subOrders.quantity })
    .from(subOrders)
    .innerJoin(cartRows, eq(cartRows.id, subOrders.cartRowId))
    .where(and(eq(subOrders.orderId, orderId), inArray(subOrders.id, [...subOrderIds])));
  await putBack(tx, await stockedOf(tx, rows), { ...giving, orderId });
}
