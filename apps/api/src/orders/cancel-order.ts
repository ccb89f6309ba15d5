import { canTransitionOrder, canTransitionSubOrder } from '@shop/domain';
import { cartRows, orders, subOrders, type SubOrderStatus } from '@shop/db';
import { eq } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { cancellation, endSubOrders, type EndedSubOrders } from './end-sub-orders.ts';
import { ApiError } from '../plugins/api-error.ts';
import type { StaffMember } from '../staff/staff-sessions.ts';
import { orderMoveRefused, subOrderMoveRefused } from './order-follows-sub-orders.ts';
import type { Locale } from '@shop/i18n';
import type { PricedSubOrder } from './owed-back.ts';
import { releaseStock, releaseSubOrderStock } from './stock-reservation.ts';

const cancelledStatuses: readonly SubOrderStatus[] = [500, 550];

export interface CancelledOrder extends EndedSubOrders {
  orderId: number;
  cancelledSubOrderIds: number[];
}

/**
 * Cancels sub-orders not yet shipped (`subOrderIds`), or every one still due (none named), in one
 * transaction: each moves to 500 through its table (one refusal refuses all, 409), their goods go
 * back to the shelves, and the order is cancelled (700) when nothing is left to send, or follows
 * what is left (the rest shipped: 650). Audited, and the customer is e-mailed.
 */
export async function cancelOrder(
  db: Db,
  staff: Pick<StaffMember, 'id'>,
  orderId: number,
  input: { subOrderIds?: readonly number[]; reason: string; language: Locale },
  now: Date = new Date(),
): Promise<CancelledOrder> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({
        status: orders.status,
        total: orders.total,
        paidAt: orders.paidAt,
        stockReserved: orders.stockReserved,
      })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (!order) throw ApiError.notFound();
    const rows: PricedSubOrder[] = await tx
      .select({
        id: subOrders.id,
        status: subOrders.status,
        quantity: subOrders.quantity,
        rowQuantity: cartRows.quantity,
        rowTotal: cartRows.totalPvp,
      })
      .from(subOrders)
      .innerJoin(cartRows, eq(cartRows.id, subOrders.cartRowId))
      .where(eq(subOrders.orderId, orderId))
      .orderBy(subOrders.id)
      .for('update', { of: subOrders });
    const named = input.subOrderIds === undefined ? null : new Set(input.subOrderIds);
    for (const id of named ?? [])
      if (!rows.some((row) => row.id === id))
        throw ApiError.badRequest('sub_order_ids', 'orderOpsApi.subOrderNotFound', { id });
    const due = rows.filter((row) => !cancelledStatuses.includes(row.status));
    const targets = named === null ? due : rows.filter((row) => named.has(row.id));
    if (targets.length === 0)
      throw new ApiError(409, 'orderOpsApi.nothingToCancel', {}, undefined, 'nothing_to_cancel');
    for (const row of targets)
      if (!canTransitionSubOrder(row.status, 500))
        throw subOrderMoveRefused(row.id, row.status, 500);
    const ids = targets.map((row) => row.id);
    const wholeOrder = due.every((row) => ids.includes(row.id));
    if (wholeOrder && !canTransitionOrder(order.status, 700))
      throw orderMoveRefused(order.status, 700);

    // Goods first: the whole-order release counts only sub-orders not cancelled yet.
    if (order.stockReserved) {
      if (wholeOrder) await releaseStock(tx, orderId);
      else await releaseSubOrderStock(tx, ids);
    }
    const ended = await endSubOrders(
      tx,
      staff,
      { id: orderId, ...order },
      { rows, targets, wholeOrder },
      cancellation,
      input,
      now,
    );
    return { orderId, cancelledSubOrderIds: ids, ...ended };
  });
}
