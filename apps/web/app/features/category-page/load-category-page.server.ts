import { redirect } from 'react-router';
import { apiErrorStatus } from '../../lib/api.server.ts';
import { customerType } from '../../lib/customer-type.server.ts';
import type { Storefront } from '../../lib/storefront.server.ts';
import { createListingApi } from '../listing/listing-api.server.ts';
import {
  appliedFilterCount,
  isIndexable,
  listingPageHref,
  listingPageSize,
  readListingRequest,
  readSearchQuery,
} from '../listing/listing-query.ts';

/** A range typed the wrong way round (from 400 to 200) is read as meant. */
function orderedRanges(filters: Record<string, string>): Record<string, string> {
  const ordered = { ...filters };
  for (const [key, value] of Object.entries(filters)) {
    if (!key.endsWith('_min')) continue;
    const maxKey = `${key.slice(0, -4)}_max`;
    const max = filters[maxKey];
    if (max !== undefined && Number(value) > Number(max)) {
      ordered[key] = max;
      ordered[maxKey] = value;
    }
  }
  return ordered;
}

/**
 * A category page: the category, its products for the URL's page, ordering and filters, and,
 * for a filtered URL, the SEO landing the shop may have for it (get_seo_link).
 */
export async function loadCategoryPage(request: Request, storefront: Storefront, slug: string) {
  const { store, locale, url, path } = storefront;
  const api = createListingApi({ store: store.code, language: locale }, customerType(request));
  const listingRequest = readListingRequest(url.searchParams);
  const query = readSearchQuery(url.searchParams);
  const filters = orderedRanges(listingRequest.filters);
  const filtered = appliedFilterCount(filters) > 0;
  const categoryRead = api.category(slug);
  const [category, products, seoLink] = await Promise.all([
    categoryRead,
    api
      .products(slug, {
        page: listingRequest.page,
        page_size: listingPageSize,
        sort: listingRequest.sort,
        // Search words narrow the category (a search's results filtered by category).
        q: query || undefined,
        ...filters,
      })
      .catch(async (error: unknown) => {
        const status = apiErrorStatus(error);
        // A shared or bookmarked link whose filter the category no longer has opens the
        // category itself rather than an error page.
        if (status === 400 && url.search !== '') throw redirect(url.pathname);
        // A page past the last one (the category has fewer products now) opens its first page
        // with the same filters; a category that does not exist stays a 404.
        if (
          status === 404 &&
          listingRequest.page > 1 &&
          (await categoryRead.then(
            () => true,
            () => false,
          ))
        )
          throw redirect(listingPageHref(url.pathname, url.search, 1));
        throw error;
      }),
    filtered ? api.seoLink(`${path}${url.search}`).catch(() => null) : null,
  ]);
  const landing = seoLink?.has_seo_link ? seoLink : null;
  // A filtered view without its own landing is named by its choices ('Negro mate'), so its
  // title differs from the category's.
  const chosen = products.filters.flatMap((filter) =>
    filter.options.filter((option) => option.selected && filter.filter_type !== 'range'),
  );
  const title = chosen.length
    ? `${category.name}: ${chosen.map((option) => option.name).join(', ')}`
    : category.seo.title || category.name;
  return {
    title: landing?.title ?? landing?.seo?.title ?? title,
    category,
    seo: landing?.seo ?? category.seo,
    heading: landing?.title ?? category.name,
    query,
    // A search inside the category repeats the category's products: not a page of its own.
    indexable: query === '' && isIndexable(listingRequest, landing !== null),
    listing: { products: products.results, paginator: products.paginator },
    filters: products.filters,
    ordering: products.ordering,
  };
}

export type CategoryPageData = Awaited<ReturnType<typeof loadCategoryPage>>;
