import type { Locale, StoreCode } from '../edition.ts';
import {
  addCalendarDays,
  shopDateOf,
  toUtcMidnight,
  weekdayOf,
  type CalendarDate,
} from './calendar-date.ts';
import { isNationalHoliday } from './holidays.ts';

/** A delivery time in business days, as products carry it (delivery_days min/max). */
export interface DeliveryDays {
  min: number;
  max: number;
}

/** 3 to 5 working days for quick-shipping items. */
export const quickShippingDays: DeliveryDays = { min: 3, max: 5 };
/**
 * "2 to 3 weeks" for made-to-measure glass, counted as 10 to 15 business days: a workshop
 * week is five working days, and counting them lets a holiday push the date like any other
 * promise instead of being silently absorbed.
 */
export const madeToMeasureDays: DeliveryDays = { min: 10, max: 15 };

/**
 * Which promise a product gets: glass cut to measure waits for the workshop whatever the
 * product says; a quick-shipping item ships from stock; otherwise the product's own
 * delivery_days apply, and without them no date is promised.
 */
export function deliveryDaysOf(product: {
  madeToMeasure: boolean;
  quickShipping: boolean;
  deliveryDays: DeliveryDays | null;
}): DeliveryDays | null {
  if (product.madeToMeasure) return madeToMeasureDays;
  if (product.quickShipping) return quickShippingDays;
  return product.deliveryDays;
}

export function isBusinessDay(store: StoreCode, date: CalendarDate): boolean {
  const weekday = weekdayOf(date);
  return weekday !== 0 && weekday !== 6 && !isNationalHoliday(store, date);
}

/**
 * The longest promise the shop counts, about four years of working days: far beyond any
 * product's delivery time, and it keeps the day-by-day walk below short whatever a product
 * row says.
 */
export const longestDeliveryBusinessDays = 1000;

/** The n-th business day after `from` (which itself never counts: the order day is day 0). */
export function addBusinessDays(store: StoreCode, from: CalendarDate, days: number): CalendarDate {
  if (!Number.isInteger(days) || days < 0 || days > longestDeliveryBusinessDays)
    throw new RangeError(
      `business days must be a whole number from 0 to ${longestDeliveryBusinessDays}, got ${days}`,
    );
  let date = from;
  let counted = 0;
  while (counted < days) {
    date = addCalendarDays(date, 1);
    if (isBusinessDay(store, date)) counted += 1;
  }
  return date;
}

export interface DeliveryWindow {
  earliest: CalendarDate;
  latest: CalendarDate;
}

export function deliveryWindow(
  store: StoreCode,
  orderedAt: Date,
  days: DeliveryDays,
): DeliveryWindow {
  const orderDay = shopDateOf(orderedAt);
  return {
    earliest: addBusinessDays(store, orderDay, days.min),
    latest: addBusinessDays(store, orderDay, days.max),
  };
}

const dayAndMonth: Record<Locale, Intl.DateTimeFormat> = {
  es: new Intl.DateTimeFormat('es-ES', { day: '2-digit', month: 'long', timeZone: 'UTC' }),
  fr: new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: 'long', timeZone: 'UTC' }),
};

/** 'DD de MMMM' in Spanish ('05 de enero'), 'DD MMMM' in French ('05 janvier'). */
export function formatDeliveryDate(date: CalendarDate, locale: Locale): string {
  return dayAndMonth[locale].format(toUtcMidnight(date));
}

export function formatDeliveryWindow(
  window: DeliveryWindow,
  locale: Locale,
): { from: string; to: string } {
  return {
    from: formatDeliveryDate(window.earliest, locale),
    to: formatDeliveryDate(window.latest, locale),
  };
}
