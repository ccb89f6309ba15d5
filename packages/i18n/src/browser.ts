// What the browser build of the web gets for `@shop/i18n` (package.json "browser" condition):
// the same exports as index.ts, with messages loaded per language (translate.browser.ts).
export { locales, localeTags, isLocale, parseLocale, type Locale } from './locales.ts';
export { isPageArea, pageAreas } from './page-areas.ts';
export type { BrowserCatalog, Catalog, MessageKey, PageArea } from './catalog-shape.ts';
export type { MessageParams, Translate } from './message-lookup.ts';
export { createTranslator, loadMessages, pendingMessages, translate } from './translate.browser.ts';
