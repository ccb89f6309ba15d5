import type { EditionAlternates } from '@shop/api/contracts';
import { canonicalUrl } from '@shop/domain';
import type { Locale } from '@shop/i18n';

/** Where an edition lives and its language (x-default: the fallback edition's). */
export type EditionOrigin = { hrefLang: string; origin: string; language: Locale };
export type AlternateLink = { hrefLang: string; href: string };

/**
 * Query parameters that only change how the page behaves for this visitor, never what it
 * shows: they would make one page look like many to a search engine.
 */
const behaviourParameters = ['cookies'];

/**
 * Which query parameters name a page of their own: on a listing its filters, sorting and
 * paging (everything but tracking and behaviour parameters); anywhere else only the page
 * number, so a form's echo (?professional=1, ?aviso=...) or a stray parameter is not a page.
 */
export type CanonicalQuery = 'listing' | 'page-only';

/** The paging parameter of the blog, the brands and every other paged list. */
const pageParameter = 'page';

/** The page's one URL for search engines: no tracking (SPEC section 9) or behaviour parameters. */
export function canonicalHref(
  origin: string,
  path: string,
  search: string,
  query: CanonicalQuery = 'page-only',
): string {
  const url = new URL(canonicalUrl(`${origin}${path}${search}`));
  for (const name of behaviourParameters) url.searchParams.delete(name);
  if (query === 'page-only') {
    for (const name of [...url.searchParams.keys()]) {
      if (name !== pageParameter) url.searchParams.delete(name);
    }
  }
  return url.toString();
}

/**
 * hreflang alternates of one item: its path in each edition that has it (x-default when the
 * fallback edition has it). An edition without the item gets no link rather than a 404.
 */
export function itemAlternates(
  editions: readonly EditionOrigin[],
  paths: EditionAlternates,
  search: string,
  query: CanonicalQuery = 'page-only',
): AlternateLink[] {
  return editions.flatMap((edition) => {
    const path = paths[edition.language];
    return path === null
      ? []
      : [{ hrefLang: edition.hrefLang, href: canonicalHref(edition.origin, path, search, query) }];
  });
}

/** A page with the same path in every edition. */
export function samePathEverywhere(path: string): EditionAlternates {
  return { es: path, fr: path };
}

/** A page only its own edition has (each edition writes its own blog, for one). */
export function thisEditionOnly(language: Locale, path: string): EditionAlternates {
  return { es: language === 'es' ? path : null, fr: language === 'fr' ? path : null };
}
