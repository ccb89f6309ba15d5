export { locales, localeTags, isLocale, parseLocale, type Locale } from './locales.ts';
export { isPageArea, pageAreas } from './page-areas.ts';
export type { BrowserCatalog, Catalog, MessageKey, PageArea } from './catalog-shape.ts';
export type { MessageParams, Translate } from './message-lookup.ts';
export { createTranslator, loadMessages, pendingMessages, translate } from './translate.ts';
