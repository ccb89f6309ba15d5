import { arrayOverlaps, eq, type SQL } from 'drizzle-orm';
import { productFacets, products } from '@shop/db';
import type { PgSelectQueryBuilder } from 'drizzle-orm/pg-core';
import { sellableProducts, type ProductCardScope } from '../product-cards.ts';

/**
 * Narrows a select from products to what a listing counts over (facet counts, price bounds): the
 * sellable products (`sellableProducts`), without the card columns a count does not need; with the
 * product's facets row (its categories and configurator options as arrays) that `inCategories`
 * and the filter conditions read.
 */
export function listedProducts<Query extends PgSelectQueryBuilder>(
  query: Query,
  scope: ProductCardScope,
) {
  return sellableProducts(query, scope).innerJoin(
    productFacets,
    eq(productFacets.productId, products.id),
  );
}

/**
 * Products filed under one of the categories (a category and its descendants). Reads the facets
 * row, so the query must join it (`listedProducts` does).
 */
export function inCategories(categoryIds: readonly number[]): SQL {
  return arrayOverlaps(productFacets.categoryIds, [...categoryIds]);
}
