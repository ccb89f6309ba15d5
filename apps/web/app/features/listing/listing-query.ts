import {
  defaultSort,
  isTrackingParameter,
  parseSort,
  parseTypedEuros,
  rangeFilterKeys,
  type SortOption,
} from '@shop/domain';

/** How many products one page of a listing shows (a multiple of 2, 3 and 4 columns). */
export const listingPageSize = 12;

/**
 * The price range filter: customers type euros, the api counts cents.
 * (The seed names it 'precio'; @shop/domain has no constant for it yet.)
 */
export const priceFilterSlug = 'precio';
const priceKeys = rangeFilterKeys(priceFilterSlug);

/** The search words of a listing URL (`q`), as /buscar and the category pages read them. */
export const searchQueryKey = 'q';
/** Longest query the api reads. */
const maxSearchQueryLength = 200;

/** Parameters of a listing URL that are not filters. */
const listingKeys = new Set(['page', 'sort', searchQueryKey]);

export type ListingRequest = {
  page: number;
  sort: SortOption;
  /** The filters as the api reads them: list values comma-separated, prices in cents. */
  filters: Record<string, string>;
};

function pageNumber(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** A price bound typed in euros ('399,5' or '399.50') in cents; nothing if it is not a price. */
function priceInCents(typed: string): string | undefined {
  const cents = parseTypedEuros(typed);
  return cents === null ? undefined : String(cents);
}

/** Other range bounds (a width in cm) are whole numbers. */
function wholeNumber(typed: string): string | undefined {
  const number = Math.round(Number(typed.trim().replace(',', '.')));
  return typed.trim() && Number.isFinite(number) && number >= 0 ? String(number) : undefined;
}

/** Option slugs, from repeated parameters (a form) or one comma-separated value (a link). */
function optionList(values: string[]): string | undefined {
  const slugs = values.flatMap((value) => value.split(',')).map((value) => value.trim());
  return slugs.filter(Boolean).join(',') || undefined;
}

/** Reads page, ordering and filters from a listing URL; empty form fields are no filter. */
export function readListingRequest(search: URLSearchParams): ListingRequest {
  const filters: Record<string, string> = {};
  for (const key of new Set(search.keys())) {
    if (listingKeys.has(key) || isTrackingParameter(key)) continue;
    const typed = search.get(key) ?? '';
    const value =
      key === priceKeys.min || key === priceKeys.max
        ? priceInCents(typed)
        : /_(min|max)$/.test(key)
          ? wholeNumber(typed)
          : optionList(search.getAll(key));
    if (value !== undefined) filters[key] = value;
  }
  return { page: pageNumber(search.get('page')), sort: parseSort(search.get('sort')), filters };
}

/** The search words of a listing URL, trimmed to what the api reads ('' without a search). */
export function readSearchQuery(search: URLSearchParams): string {
  return (search.get(searchQueryKey) ?? '').trim().slice(0, maxSearchQueryLength);
}

/** How many filters are applied: a range counts once, whichever of its bounds are set. */
export function appliedFilterCount(filters: Record<string, string>): number {
  return new Set(Object.keys(filters).map((key) => key.replace(/_(min|max)$/, ''))).size;
}

/**
 * Search engines index a listing and its single-filter views; other orderings and deep
 * combinations of filters repeat those pages (unless the shop gave them an SEO landing).
 */
export function isIndexable(request: ListingRequest, hasSeoLanding: boolean): boolean {
  if (request.sort !== defaultSort) return false;
  return appliedFilterCount(request.filters) <= 1 || hasSeoLanding;
}

/** The URL of another page of the same listing. */
export function listingPageHref(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page > 1) params.set('page', String(page));
  else params.delete('page');
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
