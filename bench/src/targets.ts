import type { CategoryDetail, CategoryFilter, List, WeblistByCategory } from '@shop/api/contracts';

const store = 'store=ESSM&language=es';
const category = 'mamparas-de-ducha';
/** The filters; replaced by what the seeded category offers when these are absent. */
const wanted = { colourFilter: 'color-perfil', colour: 'negro-mate', priceMax: 40_000 };

export const menusPath = `/catalog/v1/menus/web-list/?${store}&menu_type=main`;
export const searchPath = `/catalog/v1/weblist_products/?${store}&q=mampara%20corredera%20120`;
export const categoryPagePath = `/${category}`;

export interface Targets {
  /** weblist_by_category with a colour option, a price ceiling and sort=lower_price. */
  listingPath: string;
  /** The first product of that listing, as the web links it: '/<slug>.html'. */
  productPagePath: string;
}

async function getJson<Body>(url: string): Promise<Body> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as Body;
}

function colourFilter(filters: CategoryFilter[]): string {
  const colour =
    filters.find((filter) => filter.slug === wanted.colourFilter) ??
    filters.find((filter) => filter.filter_type === 'color');
  const option =
    colour?.options.find((candidate) => candidate.slug === wanted.colour) ?? colour?.options[0];
  if (!colour || !option) throw new Error(`${category} has no colour filter with options`);
  return `${colour.slug}=${option.slug}`;
}

function priceFilter(filters: CategoryFilter[]): string {
  const price = filters.find((filter) => filter.slug === 'precio');
  const range = price?.range;
  if (!range || range.min === null || range.max === null)
    throw new Error(`${category} has no precio range`);
  const inside = wanted.priceMax >= range.min && wanted.priceMax <= range.max;
  return `precio_max=${inside ? wanted.priceMax : Math.round((range.min + range.max) / 2)}`;
}

/** Reads the seeded category's filters, so the listing asks for options that exist. */
export async function findTargets(apiUrl: string): Promise<Targets> {
  const api = `${apiUrl}/catalog/v1`;
  const detail = await getJson<CategoryDetail>(
    `${api}/categories/${category}/retrieve_by_slug/?${store}`,
  );
  const filters = await getJson<List<CategoryFilter>>(
    `${api}/category-filters/web_list/?${store}&category_id=${detail.id}&page_size=-1`,
  );
  const listingPath =
    `/catalog/v1/${category}/weblist_by_category/?${store}&sort=lower_price` +
    `&${colourFilter(filters.results)}&${priceFilter(filters.results)}`;
  const listing = await getJson<WeblistByCategory>(`${apiUrl}${listingPath}`);
  const first = listing.results[0];
  if (!first) throw new Error(`${listingPath} lists no product`);
  return { listingPath, productPagePath: first.url };
}
