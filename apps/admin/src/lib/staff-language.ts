import { parseLocale, type Locale } from '@shop/i18n';

/** The language a staff member picked, kept in this browser; Spanish until they pick one. */
const storageKey = 'staff_language';

export function savedLanguage(): Locale {
  try {
    return parseLocale(window.localStorage.getItem(storageKey)) ?? 'es';
  } catch {
    // Storage can be refused (private modes, policies): the default language still works.
    return 'es';
  }
}

export function saveLanguage(locale: Locale): void {
  try {
    window.localStorage.setItem(storageKey, locale);
  } catch {
    // Not kept for the next visit; this one still switches.
  }
}
