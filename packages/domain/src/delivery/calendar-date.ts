import { shopTimeZone } from '../edition.ts';

/** A day on the shop's calendar, without time or zone: month is 1 to 12. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const madridParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: shopTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Madrid calendar day of an instant: an order at 23:30 UTC on a Thursday is a Friday order. */
export function shopDateOf(instant: Date): CalendarDate {
  const parts = Object.fromEntries(
    madridParts.formatToParts(instant).map((part) => [part.type, part.value]),
  );
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
}

/** The same day as an ISO date ('2026-03-05'), the form dates take in the api and database. */
export function shopIsoDateOf(instant: Date): string {
  return madridParts.format(instant);
}

/** A calendar day as an ISO date ('2026-03-05'). */
export function isoDateOf({ year, month, day }: CalendarDate): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Arithmetic runs on UTC midnights, where no daylight-saving change can shift a day. */
export function toUtcMidnight(date: CalendarDate): Date {
  return new Date(Date.UTC(date.year, date.month - 1, date.day));
}

export function fromUtcMidnight(date: Date): CalendarDate {
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

export function addCalendarDays(date: CalendarDate, days: number): CalendarDate {
  const moved = toUtcMidnight(date);
  moved.setUTCDate(moved.getUTCDate() + days);
  return fromUtcMidnight(moved);
}

/** 0 is Sunday, 6 is Saturday. */
export function weekdayOf(date: CalendarDate): number {
  return toUtcMidnight(date).getUTCDay();
}
