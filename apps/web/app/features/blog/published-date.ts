import type { Locale } from '@shop/i18n';

/** '23 de noviembre de 2026' in the edition's time zone, the same on the server and the browser. */
export function publishedDate(iso: string, locale: Locale, timeZone: string): string {
  return new Date(iso).toLocaleDateString(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  });
}
