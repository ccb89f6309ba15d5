import { asc, desc, sql, type SQL } from 'drizzle-orm';
import { productPrices, productRatings, products, productStores } from '@shop/db';
import type { SortOption } from '@shop/domain';
import { topRatedScore } from '../product-rating.ts';

/** The ORDER BY of each of the domain's sort options; the product id keeps pages stable. */
export function sortOrder(sort: SortOption): SQL[] {
  const stable = asc(products.id);
  switch (sort) {
    case 'best_seller':
      return [desc(products.salesCount), stable];
    case 'lower_price':
      return [asc(productPrices.fromPvp), stable];
    case 'top_rated':
      // Reads the edition's rating, which `sellableProducts` joins.
      return [desc(topRatedScore), sql`${productRatings.reviewCount} desc nulls last`, stable];
    case 'news':
      return [desc(productStores.isNovelty), desc(products.createdAt), stable];
    case 'offers':
      // The deepest discount first; products without an old price after every offer.
      return [sql`${productPrices.fromPvpOld} - ${productPrices.fromPvp} desc nulls last`, stable];
    case 'settlement':
      return [desc(productStores.isSettlement), desc(products.salesCount), stable];
  }
}
