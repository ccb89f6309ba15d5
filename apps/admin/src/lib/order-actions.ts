import {
  canTransitionOrder,
  canTransitionSubOrder,
  isOrderStatusCode,
  isSubOrderStatusCode,
  orderStatusFollowingSubOrders,
  shopIsoDateOf,
  type OrderStatusCode,
  type SubOrderStatusCode,
} from '@shop/domain';
import type { OrderDetail } from './staff-api-types.ts';

/*
 * Which order actions the staff app offers, read from the domain's transition tables exactly
 * as the api's use cases apply them (apps/api/src/orders/): a button the api would refuse with
 * a 409 is not shown. The api stays the authority; this only hides what cannot work.
 */

export const subOrderActionKinds = ['ship', 'deliver', 'delay', 'incident'] as const;
export type SubOrderActionKind = (typeof subOrderActionKinds)[number];

/** The sub-order status each action moves to (apps/api/src/orders/sub-order-actions.ts). */
const targets: Record<SubOrderActionKind, SubOrderStatusCode> = {
  ship: 600,
  deliver: 700,
  delay: 400,
  incident: 900,
};

type Order = Pick<OrderDetail, 'status' | 'sub_orders' | 'payment_method' | 'payments'>;

/** Sub-orders no longer sent (cancelled, cancelled for a change). */
const cancelled: readonly number[] = [500, 550];

/**
 * Whether the order's table lets it follow its sub-orders once `moved` have gone to `to`: the
 * api refuses a sub-order move that would drag the order where it cannot go (shipping the goods
 * of an unpaid order).
 */
function orderCanFollow(order: Order, moved: ReadonlySet<number>, to: SubOrderStatusCode) {
  if (!isOrderStatusCode(order.status)) return false;
  const statuses = order.sub_orders.map((sub) => (moved.has(sub.id) ? to : sub.status));
  if (!statuses.every(isSubOrderStatusCode)) return false;
  const target = orderStatusFollowingSubOrders(statuses);
  return target === null || target === order.status || canTransitionOrder(order.status, target);
}

/** The actions one sub-order's status and its order's status allow, in the order shown. */
export function subOrderActionsFor(
  order: Order,
  subOrder: OrderDetail['sub_orders'][number],
): SubOrderActionKind[] {
  const from = subOrder.status;
  if (!isSubOrderStatusCode(from)) return [];
  return subOrderActionKinds.filter((kind) => {
    // A delayed sub-order may be delayed again: only its date changes.
    const moves = canTransitionSubOrder(from, targets[kind]) || (kind === 'delay' && from === 400);
    return moves && orderCanFollow(order, new Set([subOrder.id]), targets[kind]);
  });
}

/** The sub-orders that may still be cancelled (not shipped, not prepared past the point). */
export function cancellableSubOrders(order: Order): OrderDetail['sub_orders'] {
  return order.sub_orders.filter(
    (sub) => isSubOrderStatusCode(sub.status) && canTransitionSubOrder(sub.status, 500),
  );
}

/** Whether cancelling `ids` leaves nothing to send: the whole order is cancelled (700). */
export function cancelsWholeOrder(order: Order, ids: readonly number[]): boolean {
  return order.sub_orders
    .filter((sub) => !cancelled.includes(sub.status))
    .every((sub) => ids.includes(sub.id));
}

/** Whether cancelling `ids` is a move both tables allow. */
export function canCancel(order: Order, ids: readonly number[]): boolean {
  if (ids.length === 0 || !isOrderStatusCode(order.status)) return false;
  const cancellable = cancellableSubOrders(order).map((sub) => sub.id);
  if (!ids.every((id) => cancellable.includes(id))) return false;
  return cancelsWholeOrder(order, ids)
    ? canTransitionOrder(order.status, 700 satisfies OrderStatusCode)
    : orderCanFollow(order, new Set(ids), 500);
}

/** Sub-orders whose money is back with the customer or never due: cancelled or returned. */
const settled: readonly number[] = [500, 550, 800];

/** The delivered sub-orders (or in a transport incident) that may come back (the api checks
 * the window and made-to-measure goods, which only it knows). */
export function returnableSubOrders(order: Order): OrderDetail['sub_orders'] {
  return order.sub_orders.filter(
    (sub) => isSubOrderStatusCode(sub.status) && canTransitionSubOrder(sub.status, 800),
  );
}

/** Whether returning `ids` leaves nothing with the customer: the whole order is returned. */
export function returnsWholeOrder(order: Order, ids: readonly number[]): boolean {
  return order.sub_orders
    .filter((sub) => !settled.includes(sub.status))
    .every((sub) => ids.includes(sub.id));
}

/**
 * The transfer payment staff can mark received: a transfer order still waiting for its money
 * (pending payment, or abandoned and then paid late) with its pending transfer payment.
 */
export function pendingTransfer(order: Order): OrderDetail['payments'][number] | null {
  if (order.payment_method !== 'transfer' || (order.status !== 300 && order.status !== 350))
    return null;
  return (
    order.payments.find(
      (payment) => payment.provider === 'transfer' && payment.status === 'pending',
    ) ?? null
  );
}

/** Today and tomorrow in the shop's calendar: a transfer arrived by today, a delay is after it. */
export function shopDays(now: Date = new Date()): { today: string; tomorrow: string } {
  const today = shopIsoDateOf(now);
  // Day arithmetic on a UTC midnight, where no daylight-saving change can shift a day.
  const next = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000);
  return { today, tomorrow: next.toISOString().slice(0, 10) };
}
