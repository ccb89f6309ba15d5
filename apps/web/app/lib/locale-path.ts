import { isLocale, type Locale } from '@shop/i18n';

/**
 * A URL shows the edition's own language unprefixed and the other language under a prefix:
 * `/cart` and `/fr/cart` on the Spanish edition, `/cart` and `/es/cart` on the French one.
 */
export function splitLocalePrefix(pathname: string): { prefix: Locale | undefined; path: string } {
  const [, first, ...rest] = pathname.split('/');
  if (!isLocale(first)) return { prefix: undefined, path: pathname || '/' };
  return { prefix: first, path: `/${rest.join('/')}` };
}

export function localizedPath(path: string, locale: Locale, editionLocale: Locale): string {
  if (locale === editionLocale) return path;
  return `/${locale}${path.startsWith('/') ? path : `/${path}`}`;
}
