import type { ProductConfiguratorData, ProductQuery } from '../../contracts/product.ts';
import type { Db } from '../../database.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { readTogether } from '../../read-together.ts';
import { productAttributeGroupsOf, productAttributeRowsQuery } from './configurator-attributes.ts';
import { offeredComplementRowsQuery, typesOf } from './configurator-complements.ts';
import { productVariantRowsQuery, variantsByOwner } from './configurator-variants.ts';
import {
  sellableProductsById,
  sellableProductsQuery,
  type SellableProduct,
} from './sellable-product.ts';

/** The domain's ConfigurableProduct of a sold product, from its parts loaded for many. */
function configuratorOf(
  product: SellableProduct,
  parts: {
    attributes: Map<number, ProductConfiguratorData['attributes']>;
    variants: Map<number, ProductConfiguratorData['variants']>;
    complementTypes: Map<number, ProductConfiguratorData['complementTypes']>;
  },
): ProductConfiguratorData {
  return {
    id: product.id,
    ref: product.ref,
    prices: { client: product.pvp, professional: product.pvp },
    attributes: parts.attributes.get(product.id) ?? [],
    variants: parts.variants.get(product.id) ?? [],
    complementTypes: parts.complementTypes.get(product.id) ?? [],
    maxTotalMeasureCm: product.measureTotalMaxCm,
    installation_available: product.installationAvailable,
  };
}

/**
 * The queries of the configurators of the products of `ids` sold in the store, for
 * readTogether (pricing reads them with the complements' parts in the same statement).
 */
export function configuratorQueries(db: Db, scope: ProductQuery, ids: readonly number[]) {
  return {
    products: sellableProductsQuery(db, scope, ids),
    attributes: productAttributeRowsQuery(db, scope.language, ids),
    variants: productVariantRowsQuery(db, scope, ids),
    complements: offeredComplementRowsQuery(db, scope.language, ids),
  };
}

type ConfiguratorRows = {
  [Name in keyof ReturnType<typeof configuratorQueries>]: Awaited<
    ReturnType<typeof configuratorQueries>[Name]
  >;
};

/** The sold products and their configurators, by id, from the rows of configuratorQueries. */
export function configuratorsOf(rows: ConfiguratorRows) {
  const products = sellableProductsById(rows.products);
  const parts = {
    attributes: productAttributeGroupsOf(rows.attributes),
    variants: variantsByOwner(rows.variants),
    complementTypes: typesOf(rows.complements),
  };
  const configurators = new Map(
    [...products.values()].map((product) => [product.id, configuratorOf(product, parts)]),
  );
  return { products, configurators };
}

/** The configurators of the products of `ids` sold in the store: one statement whatever their number. */
export async function productConfigurators(
  db: Db,
  scope: ProductQuery,
  ids: readonly number[],
): Promise<Map<number, ProductConfiguratorData>> {
  if (ids.length === 0) return new Map();
  return configuratorsOf(await readTogether(db, configuratorQueries(db, scope, ids))).configurators;
}

/** The configurator of one product sold in the store (else a 404), as pricing reads it. */
export async function productConfigurator(
  db: Db,
  scope: ProductQuery,
  id: number,
): Promise<ProductConfiguratorData> {
  const configurator = (await productConfigurators(db, scope, [id])).get(id);
  if (!configurator) throw ApiError.notFound();
  return configurator;
}
