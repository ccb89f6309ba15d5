import {
  createTranslator,
  locales,
  pendingMessages,
  type Locale,
  type Translate,
} from '@shop/i18n';
import { vatPercent, vatRateOf } from '@shop/domain';
import { use } from 'react';
import { useLocation, useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../root.tsx';
import { localizedPath, splitLocalePrefix } from './locale-path.ts';

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

export function useTranslate(): Translate {
  const { locale } = useLocale();
  // In the browser a page of another language (a link across languages) waits for its messages.
  const pending = pendingMessages(locale);
  if (pending) use(pending);
  return createTranslator(locale);
}

/** Turns a shop path ('/cart') into the URL of the page's language ('/fr/cart'). */
export function useLocalizedPath(): (path: string) => string {
  const { locale, editionLocale } = useLocale();
  return (path) => localizedPath(path, locale, editionLocale);
}
