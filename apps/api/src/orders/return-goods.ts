import {
  canTransitionOrder,
  canTransitionSubOrder,
  checkReturn,
  domainErrorMessageKey,
} from '@shop/domain';
import { cartRows, orders, products, subOrders, type SubOrderStatus } from '@shop/db';
import { eq } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { endSubOrders, goodsReturn, type EndedSubOrders } from './end-sub-orders.ts';
import { ApiError } from '../plugins/api-error.ts';
import type { StaffMember } from '../staff/staff-sessions.ts';
import { orderMoveRefused, subOrderMoveRefused } from './order-follows-sub-orders.ts';
import type { Locale } from '@shop/i18n';
import type { PricedSubOrder } from './owed-back.ts';
import { releaseSubOrderStock } from './stock-reservation.ts';

/** Sub-orders that count for nothing in what the customer keeps: cancelled or returned. */
const settledStatuses: readonly SubOrderStatus[] = [500, 550, 800];

export interface ReturnedGoods extends EndedSubOrders {
  orderId: number;
  returnedSubOrderIds: number[];
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
    const ended = await endSubOrders(
      tx,
      staff,
      { id: orderId, ...order },
      { rows, targets, wholeOrder },
      goodsReturn,
      input,
      now,
    );
    return { orderId, returnedSubOrderIds: ids, ...ended };
  });
}
