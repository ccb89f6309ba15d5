import type { Catalog, MessageKey, PageArea } from './catalog-shape.ts';
import { es } from './catalog/es/index.ts';
import { fr } from './catalog/fr/index.ts';
import type { Locale } from './locales.ts';
import { message, type MessageParams, type Translate } from './message-lookup.ts';

/**
 * Servers (api, mail, the web's render) hold every area of both languages. The browser build
 * resolves `@shop/i18n` to ./browser.ts instead, which loads one language's browser areas.
 */
const catalogs: Record<Locale, Catalog> = { es, fr };

export function translate(locale: Locale, key: MessageKey, params?: MessageParams): string {
  return message(catalogs[locale], locale, key, params);
}

export function createTranslator(locale: Locale): Translate {
  return (key, params) => translate(locale, key, params);
}

/** On a server every language is always there: nothing to wait for. */
export function loadMessages(_locale: Locale, _areas?: readonly PageArea[]): Promise<void> {
  return Promise.resolve();
}

/** What must load before `locale` can be translated, or undefined when it is ready. */
export function pendingMessages(
  _locale: Locale,
  _areas?: readonly PageArea[],
): Promise<void> | undefined {
  return undefined;
}
