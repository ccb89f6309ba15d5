import type { ProductConfiguratorData, ProductQuery } from '../../contracts/product.ts';
import type { Db } from '../../database.ts';
import { productAttributeGroups } from './configurator-attributes.ts';
import { productComplementTypes } from './configurator-complements.ts';
import { productVariants } from './configurator-variants.ts';
import { findSellableProducts, type SellableProduct } from './sellable-product.ts';

/** The domain's ConfigurableProduct of a sold product, from its parts loaded for many. */
export function configuratorOf(
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

/** The configurators of the products of `ids` sold in the store: four queries whatever their number. */
export async function productConfigurators(
  db: Db,
  scope: ProductQuery,
  ids: readonly number[],
): Promise<Map<number, ProductConfiguratorData>> {
  const [products, attributes, variants, complementTypes] = await Promise.all([
    findSellableProducts(db, scope, ids),
    productAttributeGroups(db, scope.language, ids),
    productVariants(db, scope, ids),
    productComplementTypes(db, scope.language, ids),
  ]);
  return new Map(
    [...products.values()].map((product) => [
      product.id,
      configuratorOf(product, { attributes, variants, complementTypes }),
    ]),
  );
}

/** The domain's ConfigurableProduct of one product, as its configurator and pricing read it. */
export async function productConfigurator(
  db: Db,
  scope: ProductQuery,
  product: SellableProduct,
): Promise<ProductConfiguratorData> {
  const [attributes, variants, complementTypes] = await Promise.all([
    productAttributeGroups(db, scope.language, [product.id]),
    productVariants(db, scope, [product.id]),
    productComplementTypes(db, scope.language, [product.id]),
  ]);
  return configuratorOf(product, { attributes, variants, complementTypes });
}
