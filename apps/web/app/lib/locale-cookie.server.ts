import { parseLocale, type Locale } from '@shop/i18n';

/** SPEC section 9: the locale cookie lasts 365 days. */
const maxAgeSeconds = 365 * 24 * 60 * 60;

export function readLocaleCookie(request: Request): Locale | undefined {
  const cookies = request.headers.get('cookie') ?? '';
  const value = cookies
    .split(';')
    .map((pair) => pair.trim().split('='))
    .find(([name]) => name === 'locale')?.[1];
  return parseLocale(value);
}

export function localeCookie(locale: Locale): string {
  return `locale=${locale}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax`;
}
