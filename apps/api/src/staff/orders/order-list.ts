import { asc, count, desc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { orders, stores, subOrders } from '@shop/db';
import { isOrderStatusCode, isStoreCode, orderStatusMessageKey } from '@shop/domain';
import { translate, type Locale } from '@shop/i18n';
import type { OrderFilters, OrderListOrdering, StaffOrder } from '../../contracts/staff-orders.ts';
import type { Db } from '../../database.ts';
import type { PageWindow } from '../../lists/paged-list.ts';
import { orderFilterCondition } from './order-filters.ts';

/** Each ordering's key; the id breaks ties the same way, so pages never overlap. */
const orderingKeys: Record<OrderListOrdering, { key: AnyColumn; descending: boolean }> = {
  '-created_at': { key: orders.createdAt, descending: true },
  created_at: { key: orders.createdAt, descending: false },
  total: { key: orders.total, descending: false },
  '-total': { key: orders.total, descending: true },
  number: { key: orders.number, descending: false },
};

function orderingOf(ordering: OrderListOrdering): SQL[] {
  const { key, descending } = orderingKeys[ordering];
  const direction = descending ? desc : asc;
  return [direction(key), direction(orders.id)];
}

/** One select for the list, its pages and the export: only the columns a row shows. */
const listColumns = {
  id: orders.id,
  number: orders.number,
  storeCode: orders.storeCode,
  createdAt: orders.createdAt,
  status: orders.status,
  name: orders.name,
  surnames: orders.surnames,
  email: orders.email,
  phone: orders.phone,
  total: orders.total,
  currency: stores.currency,
  paymentMethod: orders.paymentMethod,
  paymentStatus: orders.paymentStatus,
  hasInstallation: orders.hasInstallation,
  subOrderCount:
    sql<number>`(select count(*) from ${subOrders} where ${subOrders.orderId} = ${orders.id})`.mapWith(
      Number,
    ),
};

type ListRow = {
  id: number;
  number: string;
  storeCode: string;
  createdAt: Date;
  status: number;
  name: string;
  surnames: string;
  email: string;
  phone: string;
  total: number;
  currency: string;
  paymentMethod: string;
  paymentStatus: StaffOrder['payment_status'];
  hasInstallation: boolean;
  subOrderCount: number;
};

export function toStaffOrder(row: ListRow, locale: Locale): StaffOrder {
  if (!isStoreCode(row.storeCode)) throw new Error(`order ${row.id} has store ${row.storeCode}`);
  if (!isOrderStatusCode(row.status)) throw new Error(`order ${row.id} has status ${row.status}`);
  return {
    id: row.id,
    number: row.number,
    store: row.storeCode,
    created_at: row.createdAt.toISOString(),
    status: row.status,
    status_name: translate(locale, orderStatusMessageKey(row.status)),
    customer_name: `${row.name} ${row.surnames}`.trim(),
    email: row.email,
    phone: row.phone,
    total: row.total,
    currency: row.currency,
    payment_method: row.paymentMethod,
    payment_status: row.paymentStatus,
    has_installation: row.hasInstallation,
    sub_order_count: row.subOrderCount,
  };
}

/** The list's rows for the orders `which` picks, in the list's order. */
function rowsOf(db: Db, ordering: OrderListOrdering, which: SQL) {
  return db
    .select(listColumns)
    .from(orders)
    .innerJoin(stores, eq(stores.code, orders.storeCode))
    .where(which)
    .orderBy(...orderingOf(ordering));
}

/**
 * The orders of one window, in the list's order, walking the ordering's index. The window's
 * ids come first, from the filters and that index alone: the rows an offset skips are never
 * joined nor given their sub-order count (page 2,000 read 40,000 counts and took 800 ms).
 */
function selectOrders(db: Db, filters: OrderFilters, { limit, offset }: PageWindow) {
  const ids = db
    .select({ id: orders.id })
    .from(orders)
    .where(orderFilterCondition(filters))
    .orderBy(...orderingOf(filters.ordering))
    .offset(offset)
    .$dynamic();
  return rowsOf(
    db,
    filters.ordering,
    inArray(orders.id, limit === undefined ? ids : ids.limit(limit)),
  );
}

/**
 * The list counts its matches up to here and then says "more than 10,000": an exact count of
 * a big match reads every matching row (the whole book when nothing is filtered: 200 ms at
 * 200,000 orders), while a staff member narrows a list that long rather than read it.
 */
export const orderCountCap = 10_000;

/**
 * One page of the staff orders list and the count of the whole list, in two statements. The
 * first counts the matches up to the cap, or past the page when it lies deeper (so a deep page
 * still links the next one): on the filters' own indexes, a few milliseconds. Past the cap the
 * matches are dense (one order in 20 and more) and walking the ordering's index finds a page
 * at once; under it, the page comes from those same matches sorted (the LIMIT keeps the
 * planner off the ordering's index, where a rare match would read most of the book). Reading
 * the ids and sort keys in the count itself made the planner scan the table for a broad match
 * (`store=ESSM&status=400`: a 120,000-row sequential scan, 330 ms). A search (`q`) is narrow
 * and its word lookup is its cost, so it reads its page and count in one statement first.
 */
export async function readOrderListPage(
  db: Db,
  filters: OrderFilters,
  window: PageWindow,
  locale: Locale,
  countCap = orderCountCap,
) {
  if (window.limit === undefined) {
    // Every row asked for (page_size=-1, offset 0): the rows are their own exact count.
    const rows = await selectOrders(db, filters, window);
    return {
      count: rows.length,
      countCapped: false,
      results: rows.map((row) => toStaffOrder(row, locale)),
    };
  }
  const countUpTo = Math.max(countCap, window.offset + window.limit);
  const condition = orderFilterCondition(filters);
  const { key, descending } = orderingKeys[filters.ordering];
  const direction = descending ? desc : asc;
  const sorted = db
    .select({ id: orders.id, key: sql`${key}`.as('key') })
    .from(orders)
    .where(condition)
    .limit(countUpTo + 1)
    .as('matches');
  const byKey = [direction(sorted.key), direction(sorted.id)];
  if (filters.q !== undefined && filters.q !== '') {
    // A search matches few orders, and looking its words up is its cost: the page and the
    // count come from one read of the matches instead of two. An empty page (nothing found,
    // or past the end) or more than the cap goes the general way below.
    const page = await db
      .select({ id: sorted.id, matches: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(sorted)
      .orderBy(...byKey)
      .limit(window.limit)
      .offset(window.offset);
    const matches = page[0]?.matches ?? countUpTo + 1;
    if (matches <= countUpTo) {
      const ids = page.map((row) => row.id);
      const rows = await rowsOf(db, filters.ordering, inArray(orders.id, ids));
      return {
        count: matches,
        countCapped: false,
        results: rows.map((row) => toStaffOrder(row, locale)),
      };
    }
  }
  // No column read: bitmap and index-only scans count without visiting the table.
  const countable = db
    .select({ one: sql`1` })
    .from(orders)
    .where(condition)
    .limit(countUpTo + 1)
    .as('matches');
  const [counted] = await db.select({ total: count() }).from(countable);
  const total = counted?.total ?? 0;
  const countCapped = total > countUpTo;
  const rows = countCapped
    ? await selectOrders(db, filters, window)
    : total <= window.offset
      ? []
      : await rowsOf(
          db,
          filters.ordering,
          inArray(
            orders.id,
            db
              .select({ id: sorted.id })
              .from(sorted)
              .orderBy(...byKey)
              .limit(window.limit)
              .offset(window.offset),
          ),
        );
  return {
    count: Math.min(total, countUpTo),
    countCapped,
    results: rows.map((row) => toStaffOrder(row, locale)),
  };
}

const exportChunk = 1000;

/**
 * Every matching order in the list's order, a chunk at a time, for the streamed export:
 * memory stays flat however many orders match.
 */
export async function* everyOrder(db: Db, filters: OrderFilters, locale: Locale) {
  for (let offset = 0; ; offset += exportChunk) {
    const rows = await selectOrders(db, filters, { limit: exportChunk, offset });
    for (const row of rows) yield toStaffOrder(row, locale);
    if (rows.length < exportChunk) return;
  }
}
