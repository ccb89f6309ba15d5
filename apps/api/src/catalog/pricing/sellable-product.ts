import { and, eq } from 'drizzle-orm';
import { productPrices, products, productStores } from '@shop/db';
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

export async function findSellableProduct(db: Db, scope: ProductQuery, id: number) {
  const [product] = await db
    .select({
      id: products.id,
      ref: products.ref,
      madeToMeasure: products.madeToMeasure,
      measureTotalMaxCm: products.measureTotalMaxCm,
      collectionId: products.collectionId,
      pvp: productPrices.pvp,
    })
    .from(products)
    .innerJoin(productStores, eq(productStores.productId, products.id))
    .innerJoin(productPrices, eq(productPrices.productId, products.id))
    .where(and(eq(products.id, id), sellableProductCondition(scope)))
    .limit(1);
  if (!product) throw ApiError.notFound();
  return product;
}
export type SellableProduct = Awaited<ReturnType<typeof findSellableProduct>>;
