import { and, eq } from 'drizzle-orm';
import { complements, productComplements, stores } from '@shop/db';
import type { ProductConfiguratorData, ProductQuery } from '../../contracts/product.ts';
import type { Db } from '../../database.ts';
import { productAttributeGroups } from './configurator-attributes.ts';
import { productComplementTypes } from './configurator-complements.ts';
import { productVariants } from './configurator-variants.ts';
import type { SellableProduct } from './sellable-product.ts';

/**
 * Installation is booked where the store offers it (facility_available: Spain) for products
 * that carry the installation complement.
 */
export async function installationAvailable(
  db: Db,
  store: ProductQuery['store'],
  productId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: productComplements.id })
    .from(productComplements)
    .innerJoin(complements, eq(complements.id, productComplements.complementId))
    .innerJoin(stores, eq(stores.code, store))
    .where(
      and(
        eq(productComplements.productId, productId),
        eq(complements.code, 'installation-complement'),
        eq(complements.isActive, true),
        eq(stores.facilityAvailable, true),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The domain's ConfigurableProduct of one product, as its configurator and pricing read it. */
export async function productConfigurator(
  db: Db,
  scope: ProductQuery,
  product: SellableProduct,
): Promise<ProductConfiguratorData> {
  const [attributesById, variantsById, complementTypes, installation] = await Promise.all([
    productAttributeGroups(db, scope.language, [product.id]),
    productVariants(db, scope, [product.id]),
    productComplementTypes(db, scope.language, product.id),
    installationAvailable(db, scope.store, product.id),
  ]);
  return {
    id: product.id,
    ref: product.ref,
    prices: { client: product.pvp, professional: product.pvp },
    attributes: attributesById.get(product.id) ?? [],
    variants: variantsById.get(product.id) ?? [],
    complementTypes,
    maxTotalMeasureCm: product.measureTotalMaxCm,
    installation_available: installation,
  };
}
