import type { OrderStatus } from '@shop/db';
import { subOrders } from '@shop/db';
import type { Locale } from '@shop/i18n';
import { inArray } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { enqueueOrderEmail } from '../mail/outbox.ts';
import { recordStaffChange } from '../staff/record-staff-change.ts';
import type { StaffMember } from '../staff/staff-sessions.ts';
import { followSubOrders, orderMoveRefused } from './order-follows-sub-orders.ts';
import type { OrderRefund } from './order-refunds.ts';
import { moveOrder } from './order-transitions.ts';
import { owedBack, type PricedSubOrder } from './owed-back.ts';
import { refundOwed } from './refund-order.ts';

/**
 * The two ways sub-orders end with their money owed back: a cancellation (nothing sent) and a
 * return (goods taken back). Both end the same way, so the order, the books and the customer
 * see one rule; only the statuses, the audit action and the e-mail differ.
 */
export const cancellation = {
  subOrderStatus: 500,
  wholeOrderStatus: 700,
  action: 'order.cancel',
  email: 'orderCancelled',
  refundKeyPrefix: 'cancel',
} as const;

export const goodsReturn = {
  subOrderStatus: 800,
  wholeOrderStatus: 800,
  action: 'order.return',
  email: 'goodsReturned',
  refundKeyPrefix: 'return',
} as const;

export type SubOrderEnding = typeof cancellation | typeof goodsReturn;

export interface EndedSubOrders {
  orderStatus: OrderStatus;
  /** What the customer is owed back for what ended (owed-back.ts). */
  amountOwed: number;
  /** The refund that gives it back, through the provider paid with; null when none is due. */
  refund: OrderRefund | null;
}

/**
 * Inside the caller's transaction, once its own rule accepted `targets` (of the order's `rows`,
 * as they were) and their goods are dealt with: moves them to the ending's status, the order to
 * its ending (`wholeOrder`) or after what is left, audits, e-mails the customer and refunds what
 * is owed through the provider paid with.
 */
export async function endSubOrders(
  tx: Db,
  staff: Pick<StaffMember, 'id'>,
  order: { id: number; status: OrderStatus; total: number; paidAt: Date | null },
  changed: {
    rows: readonly PricedSubOrder[];
    targets: readonly PricedSubOrder[];
    wholeOrder: boolean;
  },
  ending: SubOrderEnding,
  input: { reason: string; language: Locale },
  now: Date,
): Promise<EndedSubOrders> {
  const { rows, targets, wholeOrder } = changed;
  const ids = targets.map((row) => row.id);
  await tx
    .update(subOrders)
    .set({ status: ending.subOrderStatus, updatedAt: now })
    .where(inArray(subOrders.id, ids));
  let orderStatus: OrderStatus;
  if (wholeOrder) {
    if ((await moveOrder(tx, order.id, ending.wholeOrderStatus)) === null)
      throw orderMoveRefused(order.status, ending.wholeOrderStatus);
    orderStatus = ending.wholeOrderStatus;
  } else orderStatus = await followSubOrders(tx, order.id, order.status);

  const amountOwed = owedBack(
    { total: order.total, paid: order.paidAt !== null },
    rows,
    targets,
    wholeOrder,
  );
  await recordStaffChange(
    tx,
    staff,
    ending.action,
    'order',
    order.id,
    {
      status: order.status,
      sub_orders: targets.map((row) => ({ id: row.id, status: row.status })),
    },
    {
      status: orderStatus,
      sub_orders: ids.map((id) => ({ id, status: ending.subOrderStatus })),
      reason: input.reason,
      amount_owed: amountOwed,
    },
  );
  await enqueueOrderEmail(tx, order.id, ending.email, ids.join('-'));
  const refund = await refundOwed(
    tx,
    staff,
    order.id,
    {
      amount: amountOwed,
      reason: input.reason,
      idempotencyKey: `${ending.refundKeyPrefix}:${ids.join('-')}`,
    },
    input.language,
    now,
  );
  return { orderStatus, amountOwed, refund };
}
