import type { CategoryDetail, CategoryFilter, List, WeblistByCategory } from '@shop/api/contracts';

/** Each edition's store and language, and the shower-screen category under its own slug. */
const editions = {
  es: { scope: 'store=ESSM&language=es', category: 'mamparas-de-ducha' },
  fr: { scope: 'store=FRSM&language=fr', category: 'parois-de-douche' },
} as const;
export type Edition = keyof typeof editions;
export const editionNames = Object.keys(editions) as Edition[];

// The api load targets are the Spanish edition's.
const store = editions.es.scope;
/** The filters; replaced by what the seeded category offers when these are absent. */
const wanted = { colourFilter: 'color-perfil', colour: 'negro-mate', priceMax: 40_000 };

export const menusPath = `/catalog/v1/menus/web-list/?${store}&menu_type=main`;
export const searchPath = `/catalog/v1/weblist_products/?${store}&q=mampara%20corredera%20120`;

export interface Targets {
  /** The category page of the edition, '/<slug>'. */
  categoryPagePath: string;
  /** weblist_by_category with a colour option, a price ceiling and sort=lower_price. */
  listingPath: string;
  /** The first product of that listing, as the web links it: '/<slug>.html'. */
  productPagePath: string;
}

export async function getJson<Body>(url: string): Promise<Body> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as Body;
}

function colourFilter(filters: CategoryFilter[], category: string): string {
  const colour =
    filters.find((filter) => filter.slug === wanted.colourFilter) ??
    filters.find((filter) => filter.filter_type === 'color');
  const option =
    colour?.options.find((candidate) => candidate.slug === wanted.colour) ?? colour?.options[0];
  if (!colour || !option) throw new Error(`${category} has no colour filter with options`);
  return `${colour.slug}=${option.slug}`;
}

function priceFilter(filters: CategoryFilter[], category: string): string {
  const price = filters.find((filter) => filter.slug === 'precio');
  const range = price?.range;
  if (!range || range.min === null || range.max === null)
    throw new Error(`${category} has no precio range`);
  const inside = wanted.priceMax >= range.min && wanted.priceMax <= range.max;
  return `precio_max=${inside ? wanted.priceMax : Math.round((range.min + range.max) / 2)}`;
}

/** Reads the seeded category's filters, so the listing asks for options that exist. */
export async function findTargets(apiUrl: string, edition: Edition = 'es'): Promise<Targets> {
  const { scope, category } = editions[edition];
  const api = `${apiUrl}/catalog/v1`;
  const detail = await getJson<CategoryDetail>(
    `${api}/categories/${category}/retrieve_by_slug/?${scope}`,
  );
  const filters = await getJson<List<CategoryFilter>>(
    `${api}/category-filters/web_list/?${scope}&category_id=${detail.id}&page_size=-1`,
  );
  const listingPath =
    `/catalog/v1/${category}/weblist_by_category/?${scope}&sort=lower_price` +
    `&${colourFilter(filters.results, category)}&${priceFilter(filters.results, category)}`;
  const listing = await getJson<WeblistByCategory>(`${apiUrl}${listingPath}`);
  const first = listing.results[0];
  if (!first) throw new Error(`${listingPath} lists no product`);
  return { categoryPagePath: `/${category}`, listingPath, productPagePath: first.url };
}

/**
 * Issue 8's content pages scored by Lighthouse: a measuring guide (the same path in both
 * editions) and the edition's newest blog post.
 */
export const guidePagePath = '/medicion-instalacion-mamparas/angular';

export async function findBlogPostPath(apiUrl: string, edition: Edition = 'es'): Promise<string> {
  const posts = await getJson<List<{ slug: string }>>(
    `${apiUrl}/cms/v1/posts/?${editions[edition].scope}&page_size=1`,
  );
  const newest = posts.results[0];
  if (!newest) throw new Error('the seeded blog has no post');
  return `/blog/${newest.slug}`;
}
