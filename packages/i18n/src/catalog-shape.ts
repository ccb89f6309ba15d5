import type { esBrowserAreas } from './catalog/es/browser-areas.ts';
import type { es } from './catalog/es/index.ts';
import type { esStorefrontAreas } from './catalog/es/storefront-areas.ts';

/** The same tree as the Spanish catalogue, with every leaf a string. */
type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Catalog = Widen<typeof es>;

/** The areas the browser loads (catalog/<locale>/browser-areas.ts). */
export type BrowserCatalog = Pick<Catalog, keyof typeof esBrowserAreas>;

/** The areas every storefront page loads (catalog/<locale>/storefront-areas.ts). */
export type StorefrontCatalog = Pick<Catalog, keyof typeof esStorefrontAreas>;

/** A browser area only some pages load, each when a page that names it is shown. */
export type PageArea = Exclude<keyof BrowserCatalog, keyof StorefrontCatalog>;

/** A counted message: which form shows is the language's plural rule for `count`. */
export type PluralMessage = { one: string; other: string };

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string | PluralMessage
    ? `${Prefix}${K}`
    : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every message key, as a dotted path: 'api.unknownStore', 'layout.header.search', ... */
export type MessageKey = Leaves<Catalog>;
