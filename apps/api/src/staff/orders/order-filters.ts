import { and, arrayContains, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import { orders, orderSearchText } from '@shop/db';
import { shopTimeZone } from '@shop/domain';
import type { OrderFilters } from '../../contracts/staff-orders.ts';

/** The start of a shop day (Madrid), as a timestamp to compare created_at with. */
export const dayStart = (day: string) =>
  sql`(${day}::date)::timestamp at time zone ${shopTimeZone}`;
export const nextDayStart = (day: string) =>
  sql`(${day}::date + 1)::timestamp at time zone ${shopTimeZone}`;

/** Lower-cased, with the caller's % and _ taken literally by LIKE. */
const likeLiteral = (text: string) => text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`);

/** `%text%` for LIKE, with the caller's % and _ taken literally. */
export function containing(text: string): string {
  return `%${likeLiteral(text)}%`;
}

/**
 * The search `q`. One with a name before "@" is an e-mail address or its beginning: a prefix
 * range on orders_email_prefix_idx, since every address shares trigrams ("@", ".com", a common
 * domain) whose long GIN lists cost 50 ms to read; anything else ("@domain.es" too) is any part
 * of the number, e-mail, name, phone or tax id on the trigram index.
 */
function searchCondition(q: string): SQL {
  return /^[^@\s]+@/.test(q)
    ? sql`lower(${orders.email}) like ${`${likeLiteral(q)}%`}`
    : sql`${orderSearchText(orders)} like ${containing(q)}`;
}

/**
 * The WHERE of the staff orders list and export. Each filter is served by an index of
 * migrations 0012 and 0018 (with created_at, and with total, after each equality filter), so
 * any combination stays fast at 200,000 orders; the sub-order status is a GIN lookup on the
 * statuses each order keeps of its sub-orders.
 */
export function orderFilterCondition(filters: OrderFilters): SQL | undefined {
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
      : arrayContains(orders.subOrderStatuses, [filters.sub_order_status]),
    filters.installation === undefined
      ? undefined
      : eq(orders.hasInstallation, filters.installation),
    filters.q === undefined || filters.q === '' ? undefined : searchCondition(filters.q),
  ];
  return and(...conditions);
}
