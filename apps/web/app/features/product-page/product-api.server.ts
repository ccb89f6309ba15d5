import type {
  AnsweredQuestion,
  ConfiguratorComplementData,
  InstallationCityList,
  InstallationPlaceList,
  List,
  PriceConfigurationRequest,
  PriceConfigurationResponse,
  ProductCard,
  ProductAttributesMany,
  ProductConfiguratorData,
  ProductDetail,
  ProductQuickView,
  ReviewList,
  UserType,
} from '@shop/api/contracts';
import { apiGet, apiPost, type ApiQuery, type ApiScope } from '../../lib/api.server.ts';

/** The product calls, priced for the customer type of the request (`customerType`). */
export function createProductApi(scope: ApiScope, userType: UserType) {
  const get = <Body>(path: string, query: ApiQuery = {}) => apiGet<Body>(scope, path, query);
  const products = '/catalog/v1/products';
  const priced = { user_type: userType };
  return {
    bySlug: (slug: string) =>
      get<ProductDetail>(`${products}/${encodeURIComponent(slug)}/retrieve_by_slug/`, priced),
    configurator: (id: number) =>
      get<ProductConfiguratorData>(`${products}/${id}/attributes/`, priced),
    /** Several configurators in one call, in the asked order; products not sold are left out. */
    configurators: (ids: readonly number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : get<ProductAttributesMany>(`${products}/attributes_many/`, {
            ...priced,
            product_ids: ids.join(','),
          }),
    complements: (id: number, complementTypeId: number) =>
      get<ConfiguratorComplementData[]>(`${products}/${id}/complements/`, {
        ...priced,
        complement_type_id: complementTypeId,
      }),
    quickView: (id: number) => get<ProductQuickView>(`${products}/${id}/quick_view/`, priced),
    related: (id: number, pageSize: number) =>
      get<List<ProductCard>>(`${products}/${id}/related_products/`, {
        ...priced,
        page_size: pageSize,
      }),
    /** The body goes on as the browser sent it: the api validates it against PriceConfigurationRequest. */
    priceConfiguration: (id: number, configuration: PriceConfigurationRequest | object) =>
      apiPost<PriceConfigurationResponse>(
        scope,
        `${products}/${id}/price_configuration/`,
        configuration,
        priced,
      ),
    reviews: (productId: number) =>
      get<ReviewList>('/reviews/v1/reviews/', { product_id: productId, page_size: 20 }),
    questions: (productId: number) =>
      get<List<AnsweredQuestion>>('/reviews/v1/questions/web-list/', {
        product_id: productId,
        page_size: 20,
      }),
    installationCities: () => get<InstallationCityList>('/catalog/v1/installation-cities/'),
    installationPlaces: (text: string) =>
      get<InstallationPlaceList>('/catalog/v1/installation-cities/search/', {
        q: text,
      }),
  };
}
export type ProductApi = ReturnType<typeof createProductApi>;
