import {
  createTranslator,
  locales,
  pendingMessages,
  type Locale,
  type PageArea,
  type Translate,
} from '@shop/i18n';
import { vatPercent, vatRateOf } from '@shop/domain';
import { use } from 'react';
import { useLocation, useMatches, useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../root.tsx';
import { localizedPath, splitLocalePrefix } from './locale-path.ts';
import { pageMessageAreas } from './page-messages.ts';

type StorefrontData = Awaited<ReturnType<typeof rootLoader>>;

/** The root loader's data; only absent when the root loader itself failed. */
export function useStorefrontData(): StorefrontData | undefined {
  return useRouteLoaderData<typeof rootLoader>('root');
}

/** For screens inside the storefront layout, which only renders once the root loader succeeded. */
export function useStorefront(): StorefrontData {
  const storefront = useStorefrontData();
  if (!storefront) throw new Error('useStorefront used outside the storefront layout');
  return storefront;
}

/** The edition's VAT in percent, for 'IVA (21 %) incluido' where no cart or order says it. */
export function useEditionVatPercent(): number {
  return vatPercent(vatRateOf(useStorefront().store.code));
}

/** The page's locale; an error page without root data falls back to the URL prefix. */
export function useLocale(): { locale: Locale; editionLocale: Locale } {
  const storefront = useStorefrontData();
  const { prefix } = splitLocalePrefix(useLocation().pathname);
  if (storefront) return { locale: storefront.locale, editionLocale: storefront.editionLocale };
  const fallback = locales[0];
  return { locale: prefix ?? fallback, editionLocale: fallback };
}

/**
 * The message areas the page shown names (lib/page-messages.ts). In the browser a page waits
 * for those it lacks in `locale`: a link to another page or across languages.
 */
export function usePageMessages(locale: Locale): PageArea[] {
  const areas = pageMessageAreas(useMatches().map((match) => match.handle));
  const pending = pendingMessages(locale, areas);
  if (pending) use(pending);
  return areas;
}

export function useTranslate(): Translate {
  const { locale } = useLocale();
  usePageMessages(locale);
  return createTranslator(locale);
}

/** Turns a shop path ('/cart') into the URL of the page's language ('/fr/cart'). */
export function useLocalizedPath(): (path: string) => string {
  const { locale, editionLocale } = useLocale();
  return (path) => localizedPath(path, locale, editionLocale);
}
