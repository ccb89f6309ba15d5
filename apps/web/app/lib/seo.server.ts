import { localeTags } from '@shop/i18n';
import type { EditionOrigin } from '../components/ui/head-links.ts';
import { fallbackStore, hostForStore, storeLocale, type Storefront } from './storefront.server.ts';

/** Where each edition lives, for canonical and hreflang links; the fallback edition is x-default. */
export function editionOrigins({ url, stores }: Storefront): {
  origin: string;
  editions: EditionOrigin[];
} {
  const port = url.port ? `:${url.port}` : '';
  const originOf = (code: string) => `${url.protocol}//${hostForStore(code)}${port}`;
  const editions = stores.map((store) => ({
    hrefLang: localeTags[storeLocale(store)],
    origin: originOf(store.code),
    language: storeLocale(store),
  }));
  const fallback = stores.find((store) => store.code === fallbackStore);
  if (fallback) {
    editions.push({
      hrefLang: 'x-default',
      origin: originOf(fallbackStore),
      language: storeLocale(fallback),
    });
  }
  return { origin: url.origin, editions };
}
