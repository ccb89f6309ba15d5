import type { ConfiguratorAttributeData, TechnicalDataRow, UserType } from '@shop/api/contracts';
import { apiErrorStatus, apiGet, type ApiScope } from '../../lib/api.server.ts';

/** What attributes_many answers: each sold product's configurator groups, in the asked order. */
export type ProductAttributesMany = {
  product_id: number;
  attributes: ConfiguratorAttributeData[];
}[];

/** The product calls of the compare page, beside the cards of the listing api (byIds). */
export function createCompareApi(scope: ApiScope, userType: UserType) {
  const products = '/catalog/v1/products';
  return {
    /** One call for every product's configurator groups (option names, measure ranges). */
    attributesMany: (ids: readonly number[]) =>
      apiGet<ProductAttributesMany>(scope, `${products}/attributes_many/`, {
        product_ids: ids.join(','),
        user_type: userType,
      }),
    /**
     * The api has no batched technical data call, so one per product (at most four). A product
     * withdrawn between the card call and this one just has no sheet rather than failing the page.
     */
    technicalData: (id: number) =>
      apiGet<TechnicalDataRow[]>(scope, `${products}/${id}/technical_data/`).catch(
        (error: unknown) => {
          if (apiErrorStatus(error) === 404) return [];
          throw error;
        },
      ),
  };
}
