import type { List, SitemapEntry } from '@shop/api/contracts';
import type { Storefront } from '../../lib/storefront.server.ts';
import { contentPathOfSlug } from '../../features/content-page/content-paths.ts';
import { apiGet, type ApiScope } from '../../lib/api.server.ts';
import type { SitemapUrl } from './sitemap-xml.ts';
import { staticPaths } from './static-paths.ts';

/** Entries read from one api page; product sitemaps are written from several in turn. */
export const productsPerApiPage = 10_000;

type Sourced = { url?: string; slug?: string; updated_at?: string | null };

function scopeOf({ store, editionLocale }: Storefront): ApiScope {
  // The sitemap lists the edition's own language, which is served without a prefix.
  return { store: store.code, language: editionLocale };
}

/**
 * One api list turned into the site's URLs. A section whose call fails (the content calls may
 * not exist yet, or be down) is left out rather than failing the whole sitemap: search engines
 * keep what they knew from the last sitemap.
 */
async function section(
  storefront: Storefront,
  path: string,
  toPath: (item: Sourced) => string | undefined,
): Promise<SitemapUrl[]> {
  try {
    const list = await apiGet<List<Sourced>>(scopeOf(storefront), path, { page_size: -1 });
    return list.results.flatMap((item) => {
      const pagePath = toPath(item);
      return pagePath ? [{ loc: storefront.url.origin + pagePath, lastmod: item.updated_at }] : [];
    });
  } catch (error) {
    console.warn(`sitemap: ${path} left out`, error instanceof Error ? error.message : error);
    return [];
  }
}

const bySlug = (base: string) => (item: Sourced) =>
  item.slug ? `${base}${encodeURIComponent(item.slug)}` : undefined;

/** Every page that is neither a product nor a category: static pages, brands, blog, CMS pages. */
export async function contentUrls(storefront: Storefront): Promise<SitemapUrl[]> {
  const origin = storefront.url.origin;
  const sections = await Promise.all([
    section(storefront, '/catalog/v1/suppliers/sitemap/', (item) => item.url),
    section(storefront, '/cms/v1/post-categories/', bySlug('/blog/cat/')),
    section(storefront, '/cms/v1/posts/', bySlug('/blog/')),
    section(storefront, '/cms/v1/pages/', (item) =>
      item.slug ? contentPathOfSlug(item.slug) : undefined,
    ),
  ]);
  const fixed = staticPaths.map((path) => ({ loc: origin + path }));
  return [...fixed, ...sections.flat()];
}

export function categoryUrls(storefront: Storefront): Promise<SitemapUrl[]> {
  return section(storefront, '/catalog/v1/categories/sitemap/', (item) => item.url);
}

export async function productCount(storefront: Storefront): Promise<number> {
  const first = await apiGet<List<SitemapEntry>>(
    scopeOf(storefront),
    '/catalog/v1/products/sitemap/',
    { page_size: 1 },
  );
  return first.count;
}

/** One api page of product pages, as site URLs. */
export async function productUrls(storefront: Storefront, apiPage: number): Promise<SitemapUrl[]> {
  const list = await apiGet<List<SitemapEntry>>(
    scopeOf(storefront),
    '/catalog/v1/products/sitemap/',
    { page: apiPage, page_size: productsPerApiPage },
  );
  return list.results.map((entry) => ({
    loc: storefront.url.origin + entry.url,
    lastmod: entry.updated_at,
  }));
}
