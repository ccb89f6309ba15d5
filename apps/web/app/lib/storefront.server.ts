import type { StoreCode, StoreConfig } from '@shop/api/contracts';
import { locales, parseLocale, type Locale } from '@shop/i18n';
import { createApi, type Api } from './api.server.ts';
import { env } from './env.server.ts';
import { splitLocalePrefix } from './locale-path.ts';

/** The edition an unknown host gets, and the one hreflang x-default points to. */
export const fallbackStore: StoreCode = 'ESSM';

/** What every loader needs to know about the request: edition, language and an api client. */
export type Storefront = {
  store: StoreConfig;
  stores: StoreConfig[];
  editionLocale: Locale;
  locale: Locale;
  /** The locale named in the URL, if any. */
  prefix: Locale | undefined;
  /** The path without its locale prefix. */
  path: string;
  url: URL;
  api: Api;
};

function storeForHost(hostname: string): StoreCode {
  return env.STORE_HOSTS.get(hostname.toLowerCase()) ?? fallbackStore;
}

export function hostForStore(store: string): string {
  const host = [...env.STORE_HOSTS].find(([, code]) => code === store)?.[0];
  if (!host) throw new Error(`STORE_HOSTS has no host for ${store}`);
  return host;
}

let storesCache: { expiresAt: number; stores: Promise<StoreConfig[]> } | undefined;

/**
 * Every edition's configuration (the api lists them all whatever store is asked), kept briefly
 * so a page view does not cost an extra call. The edition's language is only known once this
 * is read, so the first language is asked for.
 */
function loadStores(store: StoreCode): Promise<StoreConfig[]> {
  if (storesCache && storesCache.expiresAt > Date.now()) return storesCache.stores;
  const stores = createApi({ store, language: locales[0] })
    .stores()
    .then((list) => list.results);
  storesCache = { expiresAt: Date.now() + env.STORE_CONFIG_TTL_SECONDS * 1000, stores };
  // A failed read is not kept: the next request asks again.
  stores.catch(() => {
    if (storesCache?.stores === stores) storesCache = undefined;
  });
  return stores;
}

/** Forgets the stores' configuration: the next request reads it again (lib/cache-changes.server.ts). */
export function forgetStores(): void {
  storesCache = undefined;
}

export function storeLocale(store: StoreConfig): Locale {
  const locale = parseLocale(store.language);
  if (!locale) throw new Error(`Store ${store.code} has an unsupported language ${store.language}`);
  return locale;
}

export async function resolveStorefront(request: Request): Promise<Storefront> {
  const url = new URL(request.url);
  const code = storeForHost(url.hostname);
  const stores = await loadStores(code);
  const store = stores.find((candidate) => candidate.code === code);
  if (!store) throw new Error(`The api has no configuration for store ${code}`);
  const editionLocale = storeLocale(store);
  const { prefix, path } = splitLocalePrefix(url.pathname);
  const locale = prefix ?? editionLocale;
  const api = createApi({ store: store.code, language: locale });
  return { store, stores, editionLocale, locale, prefix, path, url, api };
}
