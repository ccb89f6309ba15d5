import { cartRows, productTranslations, subOrders } from '@shop/db';
import { isSubOrderStatusCode, type SubOrderStatusCode } from '@shop/domain';
import type { Locale } from '@shop/i18n';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../database.ts';

/** One sub-order as the customer follows it: what, how many, where it is, who carries it. */
export interface OrderShipment {
  /** The product's name in the order's language; null for a row without product. */
  name: string | null;
  quantity: number;
  status: SubOrderStatusCode;
  carrier: string | null;
  trackingNumber: string | null;
  /** ISO date the supplier or staff gave (a delay); null when the first promise holds. */
  expectedOn: string | null;
}

/** The order's sub-orders in the order of its rows, read in one query. */
export async function readOrderShipments(
  db: Db,
  orderId: number,
  language: Locale,
): Promise<OrderShipment[]> {
  const rows = await db
    .select({
      name: productTranslations.name,
      quantity: subOrders.quantity,
      status: subOrders.status,
      carrier: subOrders.carrier,
      trackingNumber: subOrders.trackingNumber,
      expectedOn: subOrders.expectedOn,
    })
    .from(subOrders)
    .innerJoin(cartRows, eq(cartRows.id, subOrders.cartRowId))
    .leftJoin(
      productTranslations,
      and(
        eq(productTranslations.productId, cartRows.productId),
        eq(productTranslations.language, language),
      ),
    )
    .where(eq(subOrders.orderId, orderId))
    .orderBy(asc(cartRows.position), asc(subOrders.id));
  return rows.map((row) => {
    if (!isSubOrderStatusCode(row.status))
      throw new Error(`sub-order of order ${orderId} has status ${row.status}`);
    return { ...row, status: row.status };
  });
}
