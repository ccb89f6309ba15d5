import type { BrowserCatalog, MessageKey, PageArea, StorefrontCatalog } from './catalog-shape.ts';
import type { Locale } from './locales.ts';
import { message, type MessageParams, type Translate } from './message-lookup.ts';

/**
 * The browser's side of translate.ts. A language's messages come in parts, each a chunk of its
 * own fetched once: the areas every storefront page uses, then each area only some pages use
 * (the checkout's, the account's...) when a page that names it is shown. A page downloads one
 * language, the areas it names and no server-only area.
 */
type Part = 'storefront' | PageArea;

const importers: Record<
  Locale,
  { storefront: () => Promise<StorefrontCatalog> } & {
    [Area in PageArea]: () => Promise<BrowserCatalog[Area]>;
  }
> = {
  es: {
    storefront: () => import('./catalog/es/storefront-areas.ts').then((m) => m.esStorefrontAreas),
    account: () => import('./catalog/es/account.ts').then((m) => m.account),
    authPages: () => import('./catalog/es/auth-pages.ts').then((m) => m.authPages),
    blog: () => import('./catalog/es/blog.ts').then((m) => m.blog),
    checkout: () => import('./catalog/es/checkout.ts').then((m) => m.checkout),
    configuratorPage: () =>
      import('./catalog/es/configurator-page.ts').then((m) => m.configuratorPage),
    content: () => import('./catalog/es/content.ts').then((m) => m.content),
    orderStatus: () => import('./catalog/es/order-status.ts').then((m) => m.orderStatus),
  },
  fr: {
    storefront: () => import('./catalog/fr/storefront-areas.ts').then((m) => m.frStorefrontAreas),
    account: () => import('./catalog/fr/account.ts').then((m) => m.account),
    authPages: () => import('./catalog/fr/auth-pages.ts').then((m) => m.authPages),
    blog: () => import('./catalog/fr/blog.ts').then((m) => m.blog),
    checkout: () => import('./catalog/fr/checkout.ts').then((m) => m.checkout),
    configuratorPage: () =>
      import('./catalog/fr/configurator-page.ts').then((m) => m.configuratorPage),
    content: () => import('./catalog/fr/content.ts').then((m) => m.content),
    orderStatus: () => import('./catalog/fr/order-status.ts').then((m) => m.orderStatus),
  },
};

const catalogs = new Map<Locale, Partial<BrowserCatalog>>();
/** `${locale}/${part}` of each part in `catalogs`. */
const loadedParts = new Set<string>();
const loadingParts = new Map<string, Promise<void>>();
/** What `pendingMessages` answered, by what it waits for, until that has loaded. */
const waits = new Map<string, Promise<void>>();

function importPart(locale: Locale, part: Part): Promise<Partial<BrowserCatalog>> {
  if (part === 'storefront') return importers[locale].storefront();
  return importers[locale][part]().then((messages) => ({ [part]: messages }));
}

function loadPart(locale: Locale, part: Part): Promise<void> {
  const key = `${locale}/${part}`;
  const pending =
    loadingParts.get(key) ??
    importPart(locale, part).then(
      (areas) => {
        catalogs.set(locale, { ...catalogs.get(locale), ...areas });
        loadedParts.add(key);
        loadingParts.delete(key);
      },
      (error: unknown) => {
        // A failed chunk may be retried by the next render.
        loadingParts.delete(key);
        throw error;
      },
    );
  loadingParts.set(key, pending);
  return pending;
}

function missingParts(locale: Locale, areas: readonly PageArea[]): Part[] {
  return (['storefront', ...areas] as const).filter(
    (part) => !loadedParts.has(`${locale}/${part}`),
  );
}

/** Loads a language's storefront areas and the page areas named. */
export function loadMessages(locale: Locale, areas: readonly PageArea[] = []): Promise<void> {
  return Promise.all(missingParts(locale, areas).map((part) => loadPart(locale, part))).then(
    () => undefined,
  );
}

/**
 * What must load before `locale` can translate the storefront's and these areas' messages, or
 * undefined when they are there. The same promise until it settles (React's `use` needs that).
 */
export function pendingMessages(
  locale: Locale,
  areas: readonly PageArea[] = [],
): Promise<void> | undefined {
  const missing = missingParts(locale, areas);
  if (missing.length === 0) return undefined;
  const key = `${locale}/${missing.join('+')}`;
  let wait = waits.get(key);
  if (!wait) {
    const settled = () => waits.delete(key);
    wait = loadMessages(locale, areas);
    wait.then(settled, settled);
    waits.set(key, wait);
  }
  return wait;
}

export function translate(locale: Locale, key: MessageKey, params?: MessageParams): string {
  const catalog = catalogs.get(locale);
  if (!catalog) throw new Error(`Messages for ${locale} are not loaded (loadMessages first)`);
  return message(catalog, locale, key, params);
}

export function createTranslator(locale: Locale): Translate {
  return (key, params) => translate(locale, key, params);
}
