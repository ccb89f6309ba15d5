import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  productCategories,
  productPrices,
  products,
  productStores,
  productTranslations,
} from '@shop/db';
import type { PgSelectQueryBuilder } from 'drizzle-orm/pg-core';
import type { ProductCardScope } from '../product-cards.ts';

/**
 * Narrows a select from products to what a listing counts over (facet counts, price bounds): the
 * same sellable set as `productCards` (visible in the store, active, priced for the customer
 * type, named in the language), without the card columns a count does not need.
 */
export function listedProducts<Query extends PgSelectQueryBuilder>(
  query: Query,
  { store, language, user_type }: ProductCardScope,
) {
  return query
    .innerJoin(
      productTranslations,
      and(
        eq(productTranslations.productId, products.id),
        eq(productTranslations.language, language),
      ),
    )
    .innerJoin(
      productStores,
      and(
        eq(productStores.productId, products.id),
        eq(productStores.storeCode, store),
        eq(productStores.isVisible, true),
        eq(products.isActive, true),
      ),
    )
    .innerJoin(
      productPrices,
      and(
        eq(productPrices.productId, products.id),
        eq(productPrices.storeCode, store),
        eq(productPrices.customerType, user_type),
      ),
    );
}

/** Products filed under one of the categories (a category and its descendants). */
export function inCategories(categoryIds: readonly number[]): SQL {
  return sql`exists (
    select 1 from ${productCategories}
    where ${productCategories.productId} = ${products.id}
      and ${inArray(productCategories.categoryId, [...categoryIds])}
  )`;
}
