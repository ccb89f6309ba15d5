import type { BrowserCatalog, MessageKey } from './catalog-shape.ts';
import type { Locale } from './locales.ts';
import { message, type MessageParams, type Translate } from './message-lookup.ts';

/**
 * The browser's side of translate.ts: each language's browser areas are a chunk of their own,
 * fetched once when a page first needs that language (entry.client loads the page's language
 * before hydrating), so a page downloads one language and no server-only area.
 */
const importers: Record<Locale, () => Promise<BrowserCatalog>> = {
  es: () => import('./catalog/es/browser-areas.ts').then((module) => module.esBrowserAreas),
  fr: () => import('./catalog/fr/browser-areas.ts').then((module) => module.frBrowserAreas),
};

const loaded = new Map<Locale, BrowserCatalog>();
const loading = new Map<Locale, Promise<void>>();

export function loadMessages(locale: Locale): Promise<void> {
  if (loaded.has(locale)) return Promise.resolve();
  const pending =
    loading.get(locale) ??
    importers[locale]().then(
      (catalog) => {
        loaded.set(locale, catalog);
        loading.delete(locale);
      },
      (error: unknown) => {
        // A failed chunk may be retried by the next render.
        loading.delete(locale);
        throw error;
      },
    );
  loading.set(locale, pending);
  return pending;
}

export function pendingMessages(locale: Locale): Promise<void> | undefined {
  return loaded.has(locale) ? undefined : loadMessages(locale);
}

export function translate(locale: Locale, key: MessageKey, params?: MessageParams): string {
  const catalog = loaded.get(locale);
  if (!catalog) throw new Error(`Messages for ${locale} are not loaded (loadMessages first)`);
  return message(catalog, locale, key, params);
}

export function createTranslator(locale: Locale): Translate {
  return (key, params) => translate(locale, key, params);
}
