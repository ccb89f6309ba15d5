import {
  canTransitionOrder,
  canTransitionSubOrder,
  checkReturn,
  domainErrorMessageKey,
} from '@shop/domain';
import {
  cartRows,
  orders,
  products,
  subOrders,
  type OrderStatus,
  type SubOrderStatus,
} from '@shop/db';
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
import { releaseSubOrderStock } from './stock-reservation.ts';

/** Sub-orders that count for nothing in what the customer keeps: cancelled or returned. */
const settledStatuses: readonly SubOrderStatus[] = [500, 550, 800];

export interface ReturnedGoods {
  orderId: number;
  orderStatus: OrderStatus;
  returnedSubOrderIds: number[];
  /** Cents the returned goods are worth to the customer (owed-back.ts). */
  amountOwed: number;
  /** The refund that gives it back, through the provider paid with; null when none is due. */
  refund: OrderRefund | null;
}

type ReturnableSubOrder = PricedSubOrder & {
  madeToMeasure: boolean | null;
  productId: number | null;
  deliveredAt: Date | null;
};

/**
 * Takes back delivered goods (or goods in a transport incident), in one transaction: each named
 * sub-order must be returnable by the domain's rule (30 days from delivery, nothing made to
 * measure, no service), one refusal refuses all (409) and changes nothing. Each moves to 800
 * through its table, the goods go back on the shelves, the order becomes returned (800) when
 * nothing is left with the customer; audited, and the customer is e-mailed.
 */
export async function returnGoods(
  db: Db,
  staff: Pick<StaffMember, 'id'>,
  orderId: number,
  input: { subOrderIds: readonly number[]; reason: string; language: Locale },
  now: Date = new Date(),
): Promise<ReturnedGoods> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ status: orders.status, total: orders.total, paidAt: orders.paidAt })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (!order) throw ApiError.notFound();
    const rows: ReturnableSubOrder[] = await tx
      .select({
        id: subOrders.id,
        status: subOrders.status,
        quantity: subOrders.quantity,
        deliveredAt: subOrders.deliveredAt,
        rowQuantity: cartRows.quantity,
        rowTotal: cartRows.totalPvp,
        productId: cartRows.productId,
        madeToMeasure: products.madeToMeasure,
      })
      .from(subOrders)
      .innerJoin(cartRows, eq(cartRows.id, subOrders.cartRowId))
      .leftJoin(products, eq(products.id, cartRows.productId))
      .where(eq(subOrders.orderId, orderId))
      .orderBy(subOrders.id)
      .for('update', { of: subOrders });
    const named = new Set(input.subOrderIds);
    for (const id of named)
      if (!rows.some((row) => row.id === id))
        throw ApiError.badRequest('sub_order_ids', 'orderOpsApi.subOrderNotFound', { id });
    const targets = rows.filter((row) => named.has(row.id));
    for (const row of targets) {
      if (!canTransitionSubOrder(row.status, 800))
        throw subOrderMoveRefused(row.id, row.status, 800);
      const refusal = checkReturn(
        {
          kind:
            row.productId === null ? 'service' : row.madeToMeasure ? 'madeToMeasure' : 'stocked',
          deliveredAt: row.deliveredAt,
        },
        now,
      );
      if (refusal !== null)
        throw new ApiError(
          409,
          domainErrorMessageKey(refusal),
          {},
          undefined,
          refusal.replace('.', '_'),
        );
    }
    const ids = targets.map((row) => row.id);
    const keptAfter = rows.filter(
      (row) => !named.has(row.id) && !settledStatuses.includes(row.status),
    );
    const wholeOrder = keptAfter.length === 0;
    if (wholeOrder && !canTransitionOrder(order.status, 800))
      throw orderMoveRefused(order.status, 800);

    await releaseSubOrderStock(tx, ids);
    await tx
      .update(subOrders)
      .set({ status: 800, updatedAt: now })
      .where(inArray(subOrders.id, ids));
    let orderStatus: OrderStatus;
    if (wholeOrder) {
      if ((await moveOrder(tx, orderId, 800)) === null) throw orderMoveRefused(order.status, 800);
      orderStatus = 800;
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
      'order.return',
      'order',
      orderId,
      {
        status: order.status,
        sub_orders: targets.map((row) => ({ id: row.id, status: row.status })),
      },
      {
        status: orderStatus,
        sub_orders: ids.map((id) => ({ id, status: 800 })),
        reason: input.reason,
        amount_owed: amountOwed,
      },
    );
    await enqueueOrderEmail(tx, orderId, 'goodsReturned', ids.join('-'));
    const refund = await refundOwed(
      tx,
      staff,
      orderId,
      { amount: amountOwed, reason: input.reason, idempotencyKey: `return:${ids.join('-')}` },
      input.language,
      now,
    );
    return { orderId, orderStatus, returnedSubOrderIds: ids, amountOwed, refund };
  });
}
