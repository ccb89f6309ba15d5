import { products, stockMovements, type StockMovementKind } from '@shop/db';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../database.ts';

/** One change of a product's stock, as the ledger keeps it. */
export interface StockMovement {
  productId: number;
  kind: StockMovementKind;
  /** Units added (positive) or taken (negative). */
  delta: number;
  orderId?: number | null;
  staffId?: number | null;
  reason?: string | null;
}

/**
 * The one write of products.stock_quantity: changes the level by `delta` and writes its ledger
 * row (with the level it left) in the caller's transaction, so stock and ledger never disagree.
 * The update is conditional (the level never goes below zero) and locks the product's row until
 * the transaction ends: racing writers queue on it, each seeing the level the previous one left.
 * Returns the new level, or null when the product lacks the units (nothing written).
 */
export async function moveStock(tx: Db, movement: StockMovement): Promise<number | null> {
  const [moved] = await tx
    .update(products)
    .set({ stockQuantity: sql`${products.stockQuantity} + ${movement.delta}` })
    .where(and(eq(products.id, movement.productId), gte(products.stockQuantity, -movement.delta)))
    .returning({ level: products.stockQuantity });
  if (!moved) return null;
  await tx.insert(stockMovements).values({
    productId: movement.productId,
    kind: movement.kind,
    delta: movement.delta,
    levelAfter: moved.level,
    orderId: movement.orderId ?? null,
    staffId: movement.staffId ?? null,
    reason: movement.reason ?? null,
  });
  return moved.level;
}
