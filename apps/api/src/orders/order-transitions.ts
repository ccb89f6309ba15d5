import { canTransitionOrder } from '@shop/domain';
import { orders, type OrderStatus } from '@shop/db';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../database.ts';

/**
 * Moves an order to `to` only along the domain's transition table, and only from the status
 * read: the conditional update makes two racing changes (a webhook and the shopper's return)
 * apply once. Returns the status the order had, or null when the move was not made.
 */
export async function moveOrder(
  tx: Db,
  orderId: number,
  to: OrderStatus,
  changes: Partial<typeof orders.$inferInsert> = {},
): Promise<OrderStatus | null> {
  const [order] = await tx
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order || !canTransitionOrder(order.status, to)) return null;
  const moved = await tx
    .update(orders)
    .set({ ...changes, status: to, updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.status, order.status)))
    .returning({ id: orders.id });
  return moved.length > 0 ? order.status : null;
}
