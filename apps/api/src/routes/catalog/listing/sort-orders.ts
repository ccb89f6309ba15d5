import { asc, desc, sql, type Column, type SQL } from 'drizzle-orm';
import { productListings, productPrices, productRatings, products, productStores } from '@shop/db';
import type { SortOption } from '@shop/domain';
import { topRatedScore } from '../product-rating.ts';

/** The columns the sorts read, in the tables of the query being sorted. */
type SortKeys = {
  productId: Column;
  salesCount: Column;
  price: Column;
  /** The offer's discount: old price minus price, null without an old price. */
  offerDiscount: SQL | Column;
  isNovelty: Column;
  createdAt: Column;
  isSettlement: Column;
};

/** A query from products joined to its store and price rows (cards, product lists). */
export const cardSortKeys: SortKeys = {
  productId: products.id,
  salesCount: products.salesCount,
  price: productPrices.fromPvp,
  offerDiscount: sql`${productPrices.fromPvpOld} - ${productPrices.fromPvp}`,
  isNovelty: productStores.isNovelty,
  createdAt: products.createdAt,
  isSettlement: productStores.isSettlement,
};

/** A query from product_listings, which copies those columns (`listedProducts`). */
export const listingSortKeys: SortKeys = {
  productId: productListings.productId,
  salesCount: productListings.salesCount,
  price: productListings.fromPvp,
  offerDiscount: productListings.offerDiscount,
  isNovelty: productListings.isNovelty,
  createdAt: productListings.createdAt,
  isSettlement: productListings.isSettlement,
};

/** The ORDER BY of each of the domain's sort options; the product id keeps pages stable. */
export function sortOrder(sort: SortOption, keys: SortKeys = cardSortKeys): SQL[] {
  const stable = asc(keys.productId);
  switch (sort) {
    case 'best_seller':
      return [desc(keys.salesCount), stable];
    case 'lower_price':
      return [asc(keys.price), stable];
    case 'top_rated':
      // Reads the edition's rating, which `sellableProducts` and `listedProducts` join.
      return [desc(topRatedScore), sql`${productRatings.reviewCount} desc nulls last`, stable];
    case 'news':
      return [desc(keys.isNovelty), desc(keys.createdAt), stable];
    case 'offers':
      // The deepest discount first; products without an old price after every offer.
      return [sql`${keys.offerDiscount} desc nulls last`, stable];
    case 'settlement':
      return [desc(keys.isSettlement), desc(keys.salesCount), stable];
  }
}
