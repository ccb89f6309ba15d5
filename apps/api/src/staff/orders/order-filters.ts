import { and, arrayContains, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import { orders, orderSearchWords } from '@shop/db';
import { normalizePhone, shopTimeZone } from '@shop/domain';
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

/** Lower-case and unaccented, as migration 0024 keeps orders.search_text ("Lucía" -> "lucia"). */
const unaccented = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss');

/**
 * The tsquery of a search: every word typed must begin a word of the order's search text
 * ("luc mart" finds Lucía Martín; a phone's digits begin the phone or its national number). A word with separators ("X-1234567-L", "612-345") is
 * either the phone or tax id without them, or each of its parts; a dotted name ("@example.com",
 * "ana.ruiz") stays whole, as PostgreSQL's parser keeps hosts and e-mails. Only letters,
 * digits, dots and hyphens reach to_tsquery, so nothing a caller types is read as its syntax.
 * Null when no word is left.
 */
export function orderSearchQuery(q: string): string | null {
  // A phone typed in groups ('612 345 678', '+34 612') is one number: its digits begin a word.
  const phone = normalizePhone(q.trim());
  if (/^\+?\d+$/.test(phone)) return `${phone.replace('+', '')}:*`;
  const words = unaccented(q)
    .split(/\s+/)
    .map((word) => {
      const dotted = /^@?([a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,})$/.exec(word)?.[1];
      if (dotted !== undefined) return `'${dotted}':*`;
      const parts = word.split(/[^a-z0-9]+/).filter(Boolean);
      if (parts.length <= 1) return parts[0] === undefined ? null : `${parts[0]}:*`;
      return `(${parts.join('')}:* | ${parts.map((part) => `${part}:*`).join(' & ')})`;
    })
    .filter((word) => word !== null);
  return words.length === 0 ? null : words.join(' & ');
}

/**
 * The search `q`. One with a name before "@" is an e-mail address or its beginning: a prefix
 * range on orders_email_prefix_idx. Anything else is the beginnings of words of the number,
 * e-mail (or its domain), name, phone or tax id, on the GIN index of orders.search_text: exact
 * lexemes, where trigrams of digits ("b0001") or common names matched thousands of rows that
 * each had to be read again.
 */
function searchCondition(q: string): SQL {
  if (/^[^@\s]+@/.test(q)) return sql`lower(${orders.email}) like ${`${likeLiteral(q)}%`}`;
  const query = orderSearchQuery(q);
  return query === null
    ? sql`false`
    : sql`${orderSearchWords(orders)} @@ to_tsquery('simple', ${query})`;
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
