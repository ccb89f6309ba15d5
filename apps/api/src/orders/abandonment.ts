import { abandonment, stockHoldMs, type OrderStatusCode } from '@shop/domain';
import { carts, orders, payments } from '@shop/db';
import { and, eq, gte, lt, notExists, or } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { moveOrder } from './order-transitions.ts';
import { releaseStock } from '../stock/stock-reservation.ts';

export interface AbandonmentReport {
  carts: number;
  orders: number;
  /** Unpaid orders whose goods went back to stock while the order stays payable. */
  released: number;
}

function cutoff(status: OrderStatusCode, now: Date): Date {
  const rule = abandonment[status];
  if (!rule) throw new Error(`no abandonment rule for ${status}`);
  return new Date(now.getTime() - rule.afterMs);
}

/**
 * Gives abandoned carts and orders their status by age (the domain's `abandonment` rules) and
 * hands the goods of abandoned orders back to stock. An order with an authorized payment is
 * never abandoned, even if applying that payment failed half-way: an operator must look at it.
 */
export async function markAbandoned(db: Db, now: Date): Promise<AbandonmentReport> {
  const staleCarts = await db
    .update(carts)
    .set({ status: 150, updatedAt: now })
    .where(
      and(
        eq(carts.status, 100),
        lt(carts.updatedAt, cutoff(100, now)),
        notExists(db.select({ id: orders.id }).from(orders).where(eq(orders.cartId, carts.id))),
      ),
    )
    .returning({ id: carts.id });

  const staleOrders = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 300),
        lt(orders.updatedAt, cutoff(300, now)),
        notExists(
          db
            .select({ id: payments.id })
            .from(payments)
            .where(and(eq(payments.orderId, orders.id), eq(payments.status, 'authorized'))),
        ),
      ),
    );
  let abandonedOrders = 0;
  for (const { id } of staleOrders) {
    const moved = await db.transaction(async (tx) => {
      const from = await moveOrder(tx, id, 350);
      if (from === null) return false;
      await releaseStock(tx, id);
      return true;
    });
    if (moved) abandonedOrders += 1;
  }
  return {
    carts: staleCarts.length,
    orders: abandonedOrders,
    released: await releaseStaleHolds(db, now),
  };
}

/**
 * Gives back the goods of unpaid orders whose last payment attempt started more than
 * `stockHoldMs` ago. The attempt stays pending (its provider may still answer, and an answer is
 * always recorded); the order stays payable and takes the goods again when paid.
 */
async function releaseStaleHolds(db: Db, now: Date): Promise<number> {
  const since = new Date(now.getTime() - stockHoldMs);
  const held = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 300),
        eq(orders.stockReserved, true),
        notExists(
          db
            .select({ id: payments.id })
            .from(payments)
            .where(
              and(
                eq(payments.orderId, orders.id),
                or(eq(payments.status, 'authorized'), gte(payments.createdAt, since)),
              ),
            ),
        ),
      ),
    );
  let released = 0;
  for (const { id } of held) {
    const done = await db.transaction(async (tx) => {
      // Locked and checked again: a payment authorized meanwhile (which locks the order too)
      // has moved it on, and then its goods stay where they are.
      const [still] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.id, id), eq(orders.status, 300), eq(orders.stockReserved, true)))
        .for('update');
      return still ? releaseStock(tx, id) : false;
    });
    if (done) released += 1;
  }
  return released;
}
