import { and, asc, count, eq, gte, inArray, lte, notInArray, sql, sum } from 'drizzle-orm';
import {
  cartRows,
  orders,
  productTranslations,
  products,
  subOrders,
  type OrderStatus,
  type SubOrderStatus,
} from '@shop/db';
import { subOrderStatuses } from '@shop/domain';
import type { Locale } from '@shop/i18n';
import type { Db } from '../database.ts';

/** Sub-orders whose goods the shop does not keep the money of: cancelled or returned. */
const notSoldSubOrders: SubOrderStatus[] = [
  subOrderStatuses.cancelled,
  subOrderStatuses.cancelledForChange,
  subOrderStatuses.returned,
];

/** Midnight (Madrid) starting the shop day `isoDay`, as an instant. */
const shopDayStartOf = (isoDay: string) =>
  sql`(${isoDay}::date)::timestamp at time zone 'Europe/Madrid'`;

/**
 * Paid orders and their total per edition and shop day since `firstDay`, by the day they were
 * paid (Madrid). One grouped query served by the partial index orders_paid_at_idx.
 */
export function readDailySales(db: Db, soldStatuses: OrderStatus[], firstDay: string) {
  const day = sql<string>`to_char(${orders.paidAt} at time zone 'Europe/Madrid', 'YYYY-MM-DD')`;
  return db
    .select({
      store: orders.storeCode,
      day,
      orders: count(),
      total: sum(orders.total).mapWith(Number),
    })
    .from(orders)
    .where(and(gte(orders.paidAt, shopDayStartOf(firstDay)), inArray(orders.status, soldStatuses)))
    .groupBy(orders.storeCode, day);
}

/**
 * The 10 products of each edition that brought most money since `firstDay` (orders paid since,
 * not cancelled or returned), with their units. A sub-order counts for its share of its row's
 * price, as a refund gives it back (owed-back.ts shareOf); cancelled and returned sub-orders
 * count for nothing. One query: the ranking per edition is a window over the grouped rows.
 */
export async function readTopProducts(
  db: Db,
  soldStatuses: OrderStatus[],
  firstDay: string,
  locale: Locale,
) {
  const revenue = sql`sum(round(${cartRows.totalPvp}::numeric * ${subOrders.quantity} / ${cartRows.quantity}))`;
  const ranked = db
    .select({
      store: orders.storeCode,
      ref: products.ref,
      name: sql<string>`coalesce(${productTranslations.name}, ${products.ref})`.as('name'),
      units: sql<string>`sum(${subOrders.quantity})`.as('units'),
      revenue: sql<string>`${revenue}`.as('revenue'),
      rank: sql<number>`row_number() over (partition by ${orders.storeCode} order by ${revenue} desc, ${products.ref})`.as(
        'rank',
      ),
    })
    .from(orders)
    .innerJoin(subOrders, eq(subOrders.orderId, orders.id))
    .innerJoin(cartRows, eq(cartRows.id, subOrders.cartRowId))
    .innerJoin(products, eq(products.id, cartRows.productId))
    .leftJoin(
      productTranslations,
      and(eq(productTranslations.productId, products.id), eq(productTranslations.language, locale)),
    )
    .where(
      and(
        gte(orders.paidAt, shopDayStartOf(firstDay)),
        inArray(orders.status, soldStatuses),
        notInArray(subOrders.status, notSoldSubOrders),
        eq(cartRows.kind, 'product'),
      ),
    )
    .groupBy(orders.storeCode, products.id, products.ref, productTranslations.name)
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(lte(ranked.rank, 10))
    .orderBy(asc(ranked.store), asc(ranked.rank));
  // sum() of integers is a bigint in PostgreSQL, which the drivers hand over as text.
  return rows.map((row) => ({
    store: row.store,
    ref: row.ref,
    name: row.name,
    units: Number(row.units),
    revenue: Number(row.revenue),
  }));
}
