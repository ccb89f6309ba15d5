import { and, eq, exists, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import { orders, orderSearchText, subOrders } from '@shop/db';
import { shopTimeZone } from '@shop/domain';
import type { OrderFilters } from '../../contracts/staff-orders.ts';
import type { Db } from '../../database.ts';

/** The start of a shop day (Madrid), as a timestamp to compare created_at with. */
const dayStart = (day: string) => sql`(${day}::date)::timestamp at time zone ${shopTimeZone}`;
const nextDayStart = (day: string) =>
  sql`(${day}::date + 1)::timestamp at time zone ${shopTimeZone}`;

/** `%text%` for LIKE, with the caller's % and _ taken literally. */
export function containing(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * The WHERE of the staff orders list and export. Each filter is served by an index of
 * migration 0011 (or the trigram index for `q`), so any combination stays fast at 200,000
 * orders; the sub-order status is a semi-join on an indexed key.
 */
export function orderFilterCondition(db: Db, filters: OrderFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    filters.store === undefined ? undefined : eq(orders.storeCode, filters.store),
    filters.status === undefined ? undefined : inArray(orders.status, filters.status),
    filters.payment_method === undefined
      ? undefined
      : eq(orders.paymentMethod, filters.payment_method),
    filters.payment_status === undefined
      ? undefined
      : eq(orders.paymentStatus, filters.payment_status),
    filters.created_from === undefined
      ? undefined
      : gte(orders.createdAt, dayStart(filters.created_from)),
    filters.created_to === undefined
      ? undefined
      : lt(orders.createdAt, nextDayStart(filters.created_to)),
    filters.total_min === undefined ? undefined : gte(orders.total, filters.total_min),
    filters.total_max === undefined ? undefined : lte(orders.total, filters.total_max),
    filters.sub_order_status === undefined
      ? undefined
      : exists(
          db
            .select({ one: sql`1` })
            .from(subOrders)
            .where(
              and(eq(subOrders.orderId, orders.id), eq(subOrders.status, filters.sub_order_status)),
            ),
        ),
    filters.installation === undefined
      ? undefined
      : eq(orders.hasInstallation, filters.installation),
    filters.q === undefined || filters.q === ''
      ? undefined
      : sql`${orderSearchText(orders)} like ${containing(filters.q)}`,
  ];
  return and(...conditions);
}
