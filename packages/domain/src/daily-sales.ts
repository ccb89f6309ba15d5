import { addCalendarDays, isoDateOf, shopDateOf } from './delivery/calendar-date.ts';

/** What one shop day sold: paid orders and their total in cents. */
export interface DaySales {
  day: string;
  orders: number;
  total: number;
}

/** The last `count` shop days (Madrid) ending on the day of `now`, oldest first, as ISO dates. */
export function lastShopDays(now: Date, count: number): string[] {
  const today = shopDateOf(now);
  return Array.from({ length: count }, (_, index) =>
    isoDateOf(addCalendarDays(today, index - count + 1)),
  );
}

/**
 * One entry per day of `days`, with the sales found for it or zero: a chart draws a day
 * without sales as a zero bar, not as a gap that joins the days around it. Sales of days
 * outside `days` are left out.
 */
export function zeroFilledDailySales(
  days: readonly string[],
  sold: readonly DaySales[],
): DaySales[] {
  const byDay = new Map(sold.map((entry) => [entry.day, entry]));
  return days.map((day) => byDay.get(day) ?? { day, orders: 0, total: 0 });
}
