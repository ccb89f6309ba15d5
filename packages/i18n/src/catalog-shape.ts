import type { esBrowserAreas } from './catalog/es/browser-areas.ts';
import type { es } from './catalog/es/index.ts';

/** The same tree as the Spanish catalogue, with every leaf a string. */
type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Catalog = Widen<typeof es>;

/** The areas the browser loads (catalog/<locale>/browser-areas.ts). */
export type BrowserCatalog = Pick<Catalog, keyof typeof esBrowserAreas>;

/** A counted message: which form shows is the language's plural rule for `count`. */
export type PluralMessage = { one: string; other: string };

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string | PluralMessage
    ? `${Prefix}${K}`
    : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every message key, as a dotted path: 'api.unknownStore', 'layout.header.search', ... */
export type MessageKey = Leaves<Catalog>;
