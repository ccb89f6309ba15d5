import { canTransitionOrder, orderStatusFollowingSubOrders } from '@shop/domain';
import { subOrders, type OrderStatus, type SubOrderStatus } from '@shop/db';
import { eq } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { ApiError } from '../plugins/api-error.ts';
import { moveOrder } from './order-transitions.ts';

/** 409 when the order's transition table refuses a move staff asked for (code for the app). */
export function orderMoveRefused(from: OrderStatus, to: OrderStatus): ApiError {
  return new ApiError(
    409,
    'orderOpsApi.orderMoveRefused',
    { from, to },
    undefined,
    'order_transition_refused',
  );
}

/** 409 when the sub-order table refuses: nothing of the call is kept (the transaction rolls back). */
export function subOrderMoveRefused(
  id: number,
  from: SubOrderStatus,
  to: SubOrderStatus,
): ApiError {
  return new ApiError(
    409,
    'orderOpsApi.subOrderMoveRefused',
    { id, from, to },
    undefined,
    'sub_order_transition_refused',
  );
}

/**
 * Moves the order to the status its sub-orders give it (the domain's rule), through the order
 * table, after a sub-order changed in `tx`. Returns the order's status afterwards. A move the
 * table refuses (shipping goods of an unpaid order) refuses the whole call.
 */
export async function followSubOrders(
  tx: Db,
  orderId: number,
  current: OrderStatus,
): Promise<OrderStatus> {
  const rows = await tx
    .select({ status: subOrders.status })
    .from(subOrders)
    .where(eq(subOrders.orderId, orderId));
  const target = orderStatusFollowingSubOrders(rows.map((row) => row.status));
  if (target === null || target === current) return current;
  if (!canTransitionOrder(current, target)) throw orderMoveRefused(current, target);
  if ((await moveOrder(tx, orderId, target)) === null) throw orderMoveRefused(current, target);
  return target;
}
