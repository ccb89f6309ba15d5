import type autocannon from 'autocannon';
import type { CategoryFilter, List, WeblistByCategory } from '@shop/api/contracts';
import { getJson } from './targets.ts';

/**
 * Issue 18's cache-missing listing: every request is a category listing URL never requested
 * before (category, filters, price bounds, sort and page drawn from the catalogue's own
 * options), so no answer cache can serve it. The shop and its bare baseline are fed the same
 * sequence (same seed).
 */
const scope = 'store=ESSM&language=es';
/** The api's default page size: the load's URLs leave it out. */
const pageSize = 20;
/** Draws before a repeated URL gives way to one with a fresh price ceiling (always new). */
const drawsPerUrl = 20;
/** The price range filter (the seed's); its bounds are in cents for the api, euros on the web. */
export const priceFilterSlug = 'precio';
const priceCeiling = `${priceFilterSlug}_max`;

interface ListedCategory {
  slug: string;
  /** Products of the unfiltered listing: its pages can all be asked for. */
  count: number;
  filters: CategoryFilter[];
  /** The sorts the listing offers. */
  sorts: string[];
}

export interface CatalogueOptions {
  categories: ListedCategory[];
}

/**
 * Every visible category with its filters and counts, read from the api as a shopper's
 * browser reads them (one unfiltered listing per category, `page_size` spelt out so that none
 * of these URLs is one the load asks for).
 */
export async function readCatalogueOptions(apiUrl: string): Promise<CatalogueOptions> {
  const sitemap = await getJson<List<{ url: string }>>(
    `${apiUrl}/catalog/v1/categories/sitemap/?${scope}&page_size=-1`,
  );
  const categories: ListedCategory[] = [];
  for (const { url } of sitemap.results) {
    const slug = url.replace(/^\//, '');
    const listing = await getJson<WeblistByCategory>(
      `${apiUrl}/catalog/v1/${slug}/weblist_by_category/?${scope}&page_size=${pageSize}`,
    );
    categories.push({
      slug,
      count: listing.paginator.count,
      filters: listing.filters,
      sorts: listing.ordering.options.map((option) => option.value),
    });
  }
  if (!categories.some((category) => category.count > 0))
    throw new Error('no category of the seeded catalogue lists a product');
  return { categories };
}

/** mulberry32: a small seeded generator, so the shop and the baseline see the same URLs. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export type Random = () => number;

export const pick = <Item>(random: Random, items: readonly Item[]): Item | undefined =>
  items[Math.floor(random() * items.length)];
const between = (random: Random, min: number, max: number) =>
  min + Math.floor(random() * (max - min + 1));
const pagesOf = (count: number) => Math.max(1, Math.ceil(count / pageSize));

/** A query parameter of a listing as the api reads it (price bounds in cents). */
export type ListingParam = [name: string, value: string];

/** One filter parameter (or none) and how many products it leaves, when the answer says so. */
function filterParam(
  random: Random,
  filter: CategoryFilter,
): { param: ListingParam; count: number | null } | undefined {
  if (filter.filter_type === 'range') {
    const { min, max } = filter.range ?? { min: null, max: null };
    if (min === null || max === null) return undefined;
    const bound = between(random, min, max);
    const side = random() < 0.5 ? 'min' : 'max';
    return { param: [`${filter.slug}_${side}`, String(bound)], count: null };
  }
  const option = pick(
    random,
    filter.options.filter((candidate) => !candidate.hidden && candidate.count !== 0),
  );
  if (!option) return undefined;
  const value = filter.filter_type === 'toggle' ? 'true' : option.slug;
  return { param: [filter.slug, value], count: option.count };
}

type DrawnFilter = NonNullable<ReturnType<typeof filterParam>>;

/** Products a listing shows, known from the unfiltered answer for no filter or one option. */
function knownCount(category: ListedCategory, drawn: DrawnFilter[]): number | null {
  if (drawn.length === 0) return category.count;
  return drawn.length === 1 ? (drawn[0]?.count ?? null) : null;
}

/** A drawn listing: the category's slug and its parameters, in the order they are drawn. */
export interface ListingChoice {
  category: string;
  params: ListingParam[];
}

/** The api's listing call for a drawn listing. */
export function apiListingPath({ category, params }: ListingChoice): string {
  const query = params.map(([name, value]) => `${name}=${value}`).join('&');
  return `/catalog/v1/${category}/weblist_by_category/?${scope}${query ? `&${query}` : ''}`;
}

/**
 * One listing: a category, zero to two of its filters and a sort, plus a random price ceiling
 * when asked. A page past the first is asked for only where the count is known, since a page
 * past the last is a 404.
 */
function drawListing(
  random: Random,
  { categories }: CatalogueOptions,
  freshCeiling: boolean,
): ListingChoice {
  const category = pick(random, categories) ?? categories[0];
  if (!category) throw new Error('no category to list');
  const remaining = category.filters.filter((filter) => filter.filter_type !== 'hiperlink');
  const drawn = Array.from({ length: Math.floor(random() * 3) }, () =>
    remaining.splice(Math.floor(random() * remaining.length), 1),
  )
    .flat()
    .flatMap((filter) => filterParam(random, filter) ?? []);
  const sort = pick(random, category.sorts);
  const params: ListingParam[] = [
    ...(sort ? [['sort', sort] satisfies ListingParam] : []),
    ...drawn.map(({ param }) => param),
  ];
  if (freshCeiling) params.push([priceCeiling, String(between(random, 1, 10_000_000))]);
  const count = freshCeiling ? null : knownCount(category, drawn);
  const page = count === null ? 1 : between(random, 1, Math.min(pagesOf(count), 10));
  if (page > 1) params.push(['page', String(page)]);
  return { category: category.slug, params };
}

/** An endless sequence of listings, none repeated. */
export function uniqueListings(options: CatalogueOptions, seed: number): () => ListingChoice {
  const random = seededRandom(seed);
  const issued = new Set<string>();
  return () => {
    for (let draw = 0; ; draw += 1) {
      const listing = drawListing(random, options, draw >= drawsPerUrl);
      const path = apiListingPath(listing);
      if (issued.has(path)) continue;
      issued.add(path);
      return listing;
    }
  };
}

/** The GET for autocannon: each request takes the next path of the seeded sequence. */
export function cacheMissingRequest(options: CatalogueOptions, seed: number): autocannon.Request {
  const nextListing = uniqueListings(options, seed);
  return {
    method: 'GET',
    setupRequest: (request) => ({ ...request, path: apiListingPath(nextListing()) }),
  };
}

export const cacheMissingListingPath = `/catalog/v1/<random category>/weblist_by_category/?${scope}&<random filters, sort, page>`;
