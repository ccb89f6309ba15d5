import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  complements,
  productComplements,
  productPrices,
  products,
  productStores,
  stores,
} from '@shop/db';
import type { ProductQuery } from '../../contracts/product.ts';
import type { Db } from '../../database.ts';
import { ApiError } from '../../plugins/api-error.ts';

/**
 * Where a product can be sold: active, visible in the store and priced there for the
 * customer type. Every product call starts here, so an id of another edition is a 404.
 */
export function sellableProductCondition({ store, user_type }: ProductQuery) {
  return and(
    eq(products.isActive, true),
    eq(productStores.storeCode, store),
    eq(productStores.isVisible, true),
    eq(productPrices.storeCode, store),
    eq(productPrices.customerType, user_type),
  );
}

/**
 * Installation is booked where the store offers it (facility_available: Spain) for products
 * that carry the installation complement.
 */
export function installationAvailableColumn(store: ProductQuery['store']) {
  return sql<boolean>`exists (
    select 1 from ${productComplements}
    inner join ${complements} on ${complements.id} = ${productComplements.complementId}
    inner join ${stores} on ${stores.code} = ${store}
    where ${productComplements.productId} = ${products.id}
      and ${complements.code} = 'installation-complement'
      and ${complements.isActive}
      and ${stores.facilityAvailable})`;
}

/** The query of the products of `ids` sold in the store, one row each. */
export function sellableProductsQuery(db: Db, scope: ProductQuery, ids: readonly number[]) {
  return db
    .select({
      id: products.id,
      ref: products.ref,
      madeToMeasure: products.madeToMeasure,
      measureTotalMaxCm: products.measureTotalMaxCm,
      collectionId: products.collectionId,
      stockQuantity: products.stockQuantity,
      pvp: productPrices.pvp,
      installationAvailable: installationAvailableColumn(scope.store),
    })
    .from(products)
    .innerJoin(productStores, eq(productStores.productId, products.id))
    .innerJoin(productPrices, eq(productPrices.productId, products.id))
    .where(and(inArray(products.id, [...new Set(ids)]), sellableProductCondition(scope)));
}

export function sellableProductsById(rows: readonly SellableProduct[]) {
  return new Map(rows.map((row) => [row.id, row]));
}

export interface SellableProduct {
  id: number;
  ref: string;
  madeToMeasure: boolean;
  measureTotalMaxCm: number | null;
  collectionId: number | null;
  /** What stock allows (made-to-measure goods are cut per order and have no limit). */
  stockQuantity: number;
  pvp: number;
  installationAvailable: boolean;
}

export async function findSellableProduct(
  db: Db,
  scope: ProductQuery,
  id: number,
): Promise<SellableProduct> {
  const [product] = await sellableProductsQuery(db, scope, [id]);
  if (!product) throw ApiError.notFound();
  return product;
}
