export { locales, localeTags, isLocale, parseLocale, type Locale } from './locales.ts';
export type { Catalog, MessageKey } from './catalog-shape.ts';
export {
  createTranslator,
  interpolate,
  translate,
  type MessageParams,
  type Translate,
} from './translate.ts';
