import { and, asc, count, gte, inArray, sql } from 'drizzle-orm';
import { orders, stores, type OrderStatus } from '@shop/db';
import { isStoreCode, orderStatuses, orderStatusMessageKey } from '@shop/domain';
import { translate, type Locale } from '@shop/i18n';
import type { StaffDashboard } from '../contracts/staff-dashboard.ts';
import type { Db } from '../database.ts';

/** Money the shop has: orders paid and not cancelled or returned. */
const soldStatuses: OrderStatus[] = [
  orderStatuses.paid,
  orderStatuses.inPreparation,
  orderStatuses.inProduction,
  orderStatuses.partiallyShipped,
  orderStatuses.shipped,
];
/** Orders someone has to act on: a transfer to receive, goods to prepare, make or send. */
const waitingStatuses: OrderStatus[] = [
  orderStatuses.pendingPayment,
  orderStatuses.paid,
  orderStatuses.inPreparation,
  orderStatuses.inProduction,
  orderStatuses.partiallyShipped,
];

/** Midnight of the shop's day (Madrid), so "today" is the day the staff live in. */
const shopDayStart = (daysBack: number) =>
  sql`(date_trunc('day', now() at time zone 'Europe/Madrid') - ${`${daysBack} days`}::interval) at time zone 'Europe/Madrid'`;

const salesSince = (daysBack: number) =>
  sql<number>`coalesce(sum(${orders.total}) filter (where ${orders.createdAt} >= ${shopDayStart(daysBack)}), 0)`.mapWith(
    Number,
  );

/**
 * Sales per edition (today, the last 7 and 30 days including today) and the orders waiting per
 * status: two grouped queries over the orders' status and date indexes, whatever the shop's size.
 */
export async function readDashboard(db: Db, locale: Locale): Promise<StaffDashboard> {
  const [editionRows, sales, waiting] = await Promise.all([
    db.select({ code: stores.code }).from(stores).orderBy(asc(stores.code)),
    db
      .select({
        store: orders.storeCode,
        today: salesSince(0),
        week: salesSince(6),
        month: salesSince(29),
        ordersToday:
          sql<number>`count(*) filter (where ${orders.createdAt} >= ${shopDayStart(0)})`.mapWith(
            Number,
          ),
      })
      .from(orders)
      .where(and(inArray(orders.status, soldStatuses), gte(orders.createdAt, shopDayStart(29))))
      .groupBy(orders.storeCode),
    db
      .select({ status: orders.status, count: count() })
      .from(orders)
      .where(inArray(orders.status, waitingStatuses))
      .groupBy(orders.status)
      .orderBy(asc(orders.status)),
  ]);
  return {
    editions: editionRows.flatMap(({ code }) => {
      if (!isStoreCode(code)) return [];
      const row = sales.find((candidate) => candidate.store === code);
      return [
        {
          store: code,
          sales_today: row?.today ?? 0,
          sales_7d: row?.week ?? 0,
          sales_30d: row?.month ?? 0,
          orders_today: row?.ordersToday ?? 0,
        },
      ];
    }),
    waiting_by_status: waiting.map((row) => ({
      status: row.status,
      status_name: translate(locale, orderStatusMessageKey(row.status)),
      count: row.count,
    })),
  };
}
