import { formatMoney } from '@shop/domain';
import { localeTags, type Locale } from '@shop/i18n';

/** Cents as the staff member's language writes euros. */
export function money(cents: number, locale: Locale): string {
  return formatMoney(cents, locale);
}

const wholeNumbers = new Map<Locale, Intl.NumberFormat>();

/** A count with the language's digit grouping (10.000, 10 000). */
export function wholeNumber(value: number, locale: Locale): string {
  let format = wholeNumbers.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(localeTags[locale], { maximumFractionDigits: 0 });
    wholeNumbers.set(locale, format);
  }
  return format.format(value);
}

const dateTimes = new Map<Locale, Intl.DateTimeFormat>();
const dates = new Map<Locale, Intl.DateTimeFormat>();

/** A moment in the shop's time zone (Madrid and Paris share it), to the minute. */
export function dateTime(iso: string, locale: Locale): string {
  let format = dateTimes.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(localeTags[locale], {
      dateStyle: 'short',
      timeStyle: 'short',
      timeZone: 'Europe/Madrid',
    });
    dateTimes.set(locale, format);
  }
  return format.format(new Date(iso));
}

/** A calendar day (YYYY-MM-DD or a moment), without the time. */
export function day(iso: string, locale: Locale): string {
  let format = dates.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(localeTags[locale], {
      dateStyle: 'medium',
      timeZone: 'Europe/Madrid',
    });
    dates.set(locale, format);
  }
  return format.format(new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso));
}
