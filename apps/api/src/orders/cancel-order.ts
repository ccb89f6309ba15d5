import { canTransitionOrder, canTransitionSubOrder } from '@shop/domain';
import { cartRows, orders, subOrders, type OrderStatus, type SubOrderStatus } from '@shop/db';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { enqueueOrderEmail } from '../mail/outbox.ts';
import { ApiError } from '../plugins/api-error.ts';
import { recordStaffChange } from '../staff/record-staff-change.ts';
import type { StaffMember } from '../staff/staff-sessions.ts';
import {
  followSubOrders,
  orderMoveRefused,
  subOrderMoveRefused,
} from './order-follows-sub-orders.ts';
import type { Locale } from '@shop/i18n';
import { moveOrder } from './order-transitions.ts';
import type { OrderRefund } from './order-refunds.ts';
import { refundOwed } from './refund-order.ts';
import { owedBack, type PricedSubOrder } from './owed-back.ts';
import { releaseStock, releaseSubOrderStock } from './stock-reservation.ts';

const cancelledStatuses: readonly SubOrderStatus[] = [500, 550];

export interface CancelledOrder {
  orderId: number;
  orderStatus: OrderStatus;
  cancelledSubOrderIds: number[];
  /** What the customer is owed back for what was cancelled (owed-back.ts). */
  amountOwed: number;
  /** The refund that gives it back, through the provider paid with; null when none is due. */
  refund: OrderRefund | null;
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
    await tx
      .update(subOrders)
      .set({ status: 500, updatedAt: now })
      .where(inArray(subOrders.id, ids));
    let orderStatus: OrderStatus;
    if (wholeOrder) {
      if ((await moveOrder(tx, orderId, 700)) === null) throw orderMoveRefused(order.status, 700);
      orderStatus = 700;
    } else orderStatus = await followSubOrders(tx, orderId, order.status);

    const amountOwed = owedBack(
      { total: order.total, paid: order.paidAt !== null },
      rows,
      targets,
      wholeOrder,
    );
    await recordStaffChange(
      tx,
      staff,
      'order.cancel',
      'order',
      orderId,
      {
        status: order.status,
        sub_orders: targets.map((row) => ({ id: row.id, status: row.status })),
      },
      {
        status: orderStatus,
        sub_orders: ids.map((id) => ({ id, status: 500 })),
        reason: input.reason,
        amount_owed: amountOwed,
      },
    );
    await enqueueOrderEmail(tx, orderId, 'orderCancelled', ids.join('-'));
    const refund = await refundOwed(
      tx,
      staff,
      orderId,
      { amount: amountOwed, reason: input.reason, idempotencyKey: `cancel:${ids.join('-')}` },
      input.language,
      now,
    );
    return { orderId, orderStatus, cancelledSubOrderIds: ids, amountOwed, refund };
  });
}
