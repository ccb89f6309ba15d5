import type {
  Brand,
  BrandDetail,
  CategoryDetail,
  List,
  ProductCard,
  SearchSuggestions,
  SeoLink,
  UserType,
  WeblistByCategory,
} from '@shop/api/contracts';
import { apiGet, apiPost, type ApiQuery, type ApiScope } from '../../lib/api.server.ts';

type Query = ApiQuery;

const catalog = '/catalog/v1';
const slugPath = (slug: string) => encodeURIComponent(slug);

export function createListingApi(scope: ApiScope, userType: UserType) {
  const get = <Body>(path: string, query: Query = {}) => apiGet<Body>(scope, path, query);
  const priced = { user_type: userType };
  return {
    category: (slug: string) =>
      get<CategoryDetail>(`${catalog}/categories/${slugPath(slug)}/retrieve_by_slug/`),
    products: (categorySlug: string, query: Query) =>
      get<WeblistByCategory>(`${catalog}/${slugPath(categorySlug)}/weblist_by_category/`, {
        ...query,
        ...priced,
      }),
    seoLink: (url: string) =>
      apiPost<SeoLink>(scope, `${catalog}/categories/get_seo_link/`, { url }),
    offers: (query: Query) =>
      get<List<ProductCard>>(`${catalog}/store-offers/`, { ...query, ...priced }),
    novelties: (query: Query) =>
      get<List<ProductCard>>(`${catalog}/store-novelties/`, { ...query, ...priced }),
    search: (query: Query) =>
      get<List<ProductCard>>(`${catalog}/weblist_products/`, { ...query, ...priced }),
    brandProducts: (brandId: number, query: Query) =>
      get<List<ProductCard>>(`${catalog}/weblist_products/`, {
        ...query,
        brand_id: brandId,
        ...priced,
      }),
    byIds: (ids: readonly number[]) =>
      get<List<ProductCard>>(`${catalog}/weblist_products/`, { ids: ids.join(','), ...priced }),
    suggestions: (q: string) =>
      get<SearchSuggestions>(`${catalog}/search/suggestions/`, { q, ...priced }),
    brands: () => get<List<Brand>>(`${catalog}/brands/web_list/`, { page_size: -1 }),
    brand: (slug: string) =>
      get<BrandDetail>(`${catalog}/brands/${slugPath(slug)}/retrieve_by_slug/`),
  };
}
export type ListingApi = ReturnType<typeof createListingApi>;
