import { and, asc, count, gte, inArray, sql } from 'drizzle-orm';
import { orders, stores, type OrderStatus } from '@shop/db';
import {
  isStoreCode,
  lastShopDays,
  orderStatuses,
  orderStatusMessageKey,
  zeroFilledDailySales,
} from '@shop/domain';
import { translate, type Locale } from '@shop/i18n';
import type { StaffDashboard } from '../contracts/staff-dashboard.ts';
import type { Db } from '../database.ts';
import { readDailySales, readTopProducts } from './dashboard-sales.ts';

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

/** The days the chart and the top products cover, today included. */
const chartDays = 30;

/**
 * Sales per edition (today, the last 7 and 30 days including today), the orders waiting per
 * status, each edition's daily sales and top products of the last 30 days: one grouped query
 * each over the orders' status, date and paid-at indexes, whatever the shop's size.
 */
export async function readDashboard(
  db: Db,
  locale: Locale,
  now: Date = new Date(),
): Promise<StaffDashboard> {
  const days = lastShopDays(now, chartDays);
  const firstDay = days[0] ?? '';
  const [editionRows, sales, waiting, daily, top] = await Promise.all([
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
    readDailySales(db, soldStatuses, firstDay),
    readTopProducts(db, soldStatuses, firstDay, locale),
  ]);
  const storeCodes = editionRows.flatMap(({ code }) => (isStoreCode(code) ? [code] : []));
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
    daily_sales: storeCodes.map((store) => ({
      store,
      days: zeroFilledDailySales(
        days,
        daily.filter((row) => row.store === store),
      ),
    })),
    top_products: storeCodes.map((store) => ({
      store,
      products: top
        .filter((row) => row.store === store)
        .map(({ ref, name, units, revenue }) => ({ ref, name, units, revenue })),
    })),
  };
}

/** How long a dashboard answer is served again before it is read anew. */
export const dashboardCacheMs = 60_000;

/**
 * The dashboard as staff see it: computed at most once a minute per language and process, so
 * staff refreshing it (or leaving it open on several screens) never add load to the shop's
 * database. Its figures may therefore be up to a minute old. Requests arriving while it is
 * being computed wait for that same computation; a failed one is not kept.
 */
export function cachedDashboard(db: Db, clock: () => number = Date.now) {
  const answers = new Map<Locale, { until: number; answer: Promise<StaffDashboard> }>();
  return (locale: Locale): Promise<StaffDashboard> => {
    const now = clock();
    const cached = answers.get(locale);
    if (cached && cached.until > now) return cached.answer;
    const answer = readDashboard(db, locale, new Date(now));
    answers.set(locale, { until: now + dashboardCacheMs, answer });
    answer.catch(() => {
      if (answers.get(locale)?.answer === answer) answers.delete(locale);
    });
    return answer;
  };
}
