import { and, eq } from 'drizzle-orm';
import { categorySeoLinks } from '@shop/db';
import { canonicalUrl } from '@shop/domain';
import type { StoreQuery } from '../../../contracts/common.ts';
import type { SeoLink } from '../../../contracts/listing.ts';
import type { Db } from '../../../database.ts';
import { ApiError } from '../../../plugins/api-error.ts';

/** Any origin: only the path and the query of a listing URL identify its landing. */
const placeholderOrigin = 'https://listing.invalid';

/**
 * The form SEO landings are stored in (category_seo_links.url): the path without a trailing
 * slash, then the filter parameters sorted by name, without tracking parameters or `page`.
 */
export function seoLinkKey(url: URL): string {
  const params = new URLSearchParams(new URL(canonicalUrl(url)).searchParams);
  params.delete('page');
  params.sort();
  const path = url.pathname.replace(/(.)\/+$/, '$1');
  const query = params.toString();
  return query === '' ? path : `${path}?${query}`;
}

/**
 * POST categories/get_seo_link: the canonical of a filtered category URL (tracking parameters
 * stripped) and, when that filter combination has its own SEO landing, its title and texts.
 * The answer keeps the form it was given: an absolute URL stays absolute, a path stays a path.
 */
export async function readSeoLink(
  db: Db,
  { store, language }: StoreQuery,
  given: string,
): Promise<SeoLink> {
  if (!URL.canParse(given, placeholderOrigin)) throw ApiError.badRequest('url', 'api.invalidValue');
  const absolute = URL.canParse(given);
  const url = new URL(given, placeholderOrigin);
  const key = seoLinkKey(url);
  const [landing] = await db
    .select({
      url: categorySeoLinks.url,
      title: categorySeoLinks.title,
      categoryId: categorySeoLinks.categoryId,
      seo: {
        title: categorySeoLinks.seoTitle,
        description: categorySeoLinks.seoDescription,
        text: categorySeoLinks.seoText,
      },
    })
    .from(categorySeoLinks)
    .where(
      and(
        eq(categorySeoLinks.storeCode, store),
        eq(categorySeoLinks.language, language),
        eq(categorySeoLinks.url, key),
      ),
    )
    .limit(1);
  const canonical = new URL(canonicalUrl(url));
  const canonicalText = absolute
    ? canonical.toString()
    : canonical.toString().slice(canonical.origin.length);
  return {
    canonical: landing
      ? absolute
        ? new URL(landing.url, url.origin).toString()
        : landing.url
      : canonicalText,
    has_seo_link: landing !== undefined,
    title: landing?.title ?? null,
    seo: landing?.seo ?? null,
    category_id: landing?.categoryId ?? null,
  };
}
