import { and, arrayOverlaps, eq, type SQL } from 'drizzle-orm';
import { productListings, productRatings, productTranslations } from '@shop/db';
import type { PgSelectQueryBuilder } from 'drizzle-orm/pg-core';
import type { ProductCardScope } from '../product-cards.ts';
import { productRatingJoin } from '../product-rating.ts';
import type { ProductSearch } from './product-search.ts';

/** What a listing lists before its filters: a category tree, narrowed by a search inside it. */
export type ListingScope = ProductCardScope & {
  /** The category and its descendants. */
  categoryIds: readonly number[];
  /** Built on `productListings.productId` (`productSearch`). */
  search?: ProductSearch;
};

/**
 * Narrows a select from product_listings to what a listing pages, counts and sorts over: the
 * edition's rows (the products sellable there, `sellableProducts` of product-cards, kept by
 * database triggers with their facets and sort keys) filed under the categories, plus
 * `condition`. With the edition's rating, for the 'top_rated' order (a left join on its key,
 * which PostgreSQL drops when nothing reads it), and the texts when searching inside the
 * category.
 */
export function listedProducts<Query extends PgSelectQueryBuilder>(
  query: Query,
  { store, language, user_type, categoryIds, search }: ListingScope,
  condition: SQL | undefined,
) {
  const rated = query.leftJoin(
    productRatings,
    productRatingJoin({ store, language }, productListings.productId),
  );
  const read = search
    ? rated.innerJoin(
        productTranslations,
        and(
          eq(productTranslations.productId, productListings.productId),
          eq(productTranslations.language, productListings.language),
        ),
      )
    : rated;
  return read.where(
    and(
      eq(productListings.storeCode, store),
      eq(productListings.customerType, user_type),
      eq(productListings.language, language),
      inCategories(categoryIds),
      search?.narrowing,
      condition,
    ),
  );
}

/** Products filed under one of the categories (a category and its descendants). */
export function inCategories(categoryIds: readonly number[]): SQL {
  return arrayOverlaps(productListings.categoryIds, [...categoryIds]);
}
