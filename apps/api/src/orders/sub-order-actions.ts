import { canTransitionSubOrder, shopIsoDateOf } from '@shop/domain';
import { orders, subOrders, type OrderStatus, type SubOrderStatus } from '@shop/db';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../database.ts';
import type { ShipmentEmailKind } from '../mail/order-email-content.ts';
import { enqueueOrderEmail } from '../mail/outbox.ts';
import { ApiError } from '../plugins/api-error.ts';
import { recordStaffChange } from '../staff/record-staff-change.ts';
import type { StaffMember } from '../staff/staff-sessions.ts';
import { followSubOrders, subOrderMoveRefused } from './order-follows-sub-orders.ts';

/** What staff do to one sub-order: each is one move of the sub-order table. */
export type SubOrderAction =
  | { kind: 'ship'; carrier: string; trackingNumber: string }
  | { kind: 'deliver' }
  | { kind: 'delay'; expectedOn: string }
  | { kind: 'incident'; note: string };

const moves: Record<SubOrderAction['kind'], { to: SubOrderStatus; email: ShipmentEmailKind }> = {
  ship: { to: 600, email: 'subOrderShipped' },
  deliver: { to: 700, email: 'subOrderDelivered' },
  delay: { to: 400, email: 'subOrderDelayed' },
  incident: { to: 900, email: 'subOrderIncident' },
};

export interface MovedSubOrder {
  orderId: number;
  orderStatus: OrderStatus;
  subOrder: {
    id: number;
    status: SubOrderStatus;
    carrier: string | null;
    trackingNumber: string | null;
    expectedOn: string | null;
  };
}

/** A new delivery date must be a day after today in the shop's calendar. */
function assertFutureDate(expectedOn: string, now: Date) {
  if (expectedOn <= shopIsoDateOf(now))
    throw ApiError.badRequest('expected_on', 'orderOpsApi.expectedOnNotFuture');
}

/**
 * Ships, delivers, delays or puts in incident one sub-order, in one transaction: the sub-order
 * moves through its table, the order follows its sub-orders (600/650), the staff change goes to
 * the audit log and the customer's e-mail to the outbox. A sub-order already delayed may be
 * delayed again: only its date changes (no move).
 */
export async function actOnSubOrder(
  db: Db,
  staff: Pick<StaffMember, 'id'>,
  orderId: number,
  subOrderId: number,
  action: SubOrderAction,
  now: Date = new Date(),
): Promise<MovedSubOrder> {
  if (action.kind === 'delay') assertFutureDate(action.expectedOn, now);
  return db.transaction(async (tx) => {
    // The order first, then its sub-order: every order action locks in this order.
    const [order] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (!order) throw ApiError.notFound();
    const [before] = await tx
      .select()
      .from(subOrders)
      .where(and(eq(subOrders.id, subOrderId), eq(subOrders.orderId, orderId)))
      .for('update');
    if (!before) throw new ApiError(404, 'orderOpsApi.subOrderNotFound', { id: subOrderId });
    const { to, email } = moves[action.kind];
    const redelay = action.kind === 'delay' && before.status === 400;
    if (!redelay && !canTransitionSubOrder(before.status, to))
      throw subOrderMoveRefused(subOrderId, before.status, to);
    const [after] = await tx
      .update(subOrders)
      .set({
        status: to,
        updatedAt: now,
        ...(action.kind === 'ship'
          ? { carrier: action.carrier, trackingNumber: action.trackingNumber, shippedAt: now }
          : {}),
        ...(action.kind === 'deliver' ? { deliveredAt: now } : {}),
        ...(action.kind === 'delay' ? { expectedOn: action.expectedOn } : {}),
        ...(action.kind === 'incident'
          ? { notes: before.notes ? `${before.notes}\n${action.note}` : action.note }
          : {}),
      })
      .where(and(eq(subOrders.id, subOrderId), eq(subOrders.status, before.status)))
      .returning();
    if (!after) throw subOrderMoveRefused(subOrderId, before.status, to);
    const orderStatus = await followSubOrders(tx, orderId, order.status);
    const snapshot = (row: typeof before, status: OrderStatus) => ({
      status: row.status,
      carrier: row.carrier,
      tracking_number: row.trackingNumber,
      expected_on: row.expectedOn,
      notes: row.notes,
      order_status: status,
    });
    await recordStaffChange(
      tx,
      staff,
      `sub_order.${action.kind}`,
      'sub_order',
      subOrderId,
      snapshot(before, order.status),
      snapshot(after, orderStatus),
    );
    await enqueueOrderEmail(tx, orderId, email, `${subOrderId}:${now.toISOString()}`);
    return {
      orderId,
      orderStatus,
      subOrder: {
        id: after.id,
        status: after.status,
        carrier: after.carrier,
        trackingNumber: after.trackingNumber,
        expectedOn: after.expectedOn,
      },
    };
  });
}
