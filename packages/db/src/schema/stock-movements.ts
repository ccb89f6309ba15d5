import { check, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id } from './columns.ts';
import { orders } from './orders.ts';
import { products } from './products.ts';
import { staffMembers } from './staff.ts';

/**
 * Why a product's stock moved: a paid order took it (sale), an order gave it back unsold
 * (release: cancelled, abandoned, refused payment), a customer sent it back (return), or staff
 * changed it (adjustment, with a reason).
 */
export type StockMovementKind = 'sale' | 'release' | 'return' | 'adjustment';

/**
 * The stock ledger: one row per change of products.stock_quantity, written in the transaction
 * that makes the change (apps/api/src/stock/stock-movements.ts), so the level of a product is
 * always its last row's `level_after`.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).$type<StockMovementKind>().notNull(),
    /** Units added (positive) or taken (negative). */
    delta: integer('delta').notNull(),
    /** products.stock_quantity right after the change. */
    levelAfter: integer('level_after').notNull(),
    reason: text('reason'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    staffId: integer('staff_id').references(() => staffMembers.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('stock_movements_product_id_idx').on(t.productId, t.id),
    check(
      'stock_movements_kind_check',
      sql`${t.kind} in ('sale', 'release', 'return', 'adjustment')`,
    ),
    check('stock_movements_level_check', sql`${t.levelAfter} >= 0`),
    check(
      'stock_movements_adjustment_check',
      sql`${t.kind} <> 'adjustment' or (${t.staffId} is not null and length(${t.reason}) between 1 and 500)`,
    ),
  ],
);
