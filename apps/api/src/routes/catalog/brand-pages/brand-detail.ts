import { and, eq, sql } from 'drizzle-orm';
import { brands, products } from '@shop/db';
import type { StoreQuery } from '../../../contracts/common.ts';
import type { BrandDetail } from '../../../contracts/listing.ts';
import type { Db } from '../../../database.ts';
import { ApiError } from '../../../plugins/api-error.ts';
import { brandColumns } from '../brand-columns.ts';
import { sellableProducts } from '../product-cards.ts';
import { brandBannerRows, brandCategoryRows, brandCollectionRows } from './brand-content.ts';

/** A brand page (/marcas/{slug}): the brand, its lines, banners, categories and product count. */
export async function readBrandDetail(
  db: Db,
  scope: StoreQuery,
  slug: string,
): Promise<BrandDetail> {
  const [brand] = await db
    .select(brandColumns(scope.language))
    .from(brands)
    .where(and(eq(brands.slug, slug), eq(brands.isActive, true)));
  if (brand === undefined) throw ApiError.notFound();
  const [collections, banners, categories, [sellable]] = await Promise.all([
    brandCollectionRows(db, scope, brand.id),
    brandBannerRows(db, scope, brand.id),
    brandCategoryRows(db, scope, brand.id),
    sellableProducts(
      db
        .select({ count: sql<number>`count(*)`.mapWith(Number) })
        .from(products)
        .$dynamic(),
      // The count does not depend on prices: every sellable product has a client price.
      { ...scope, user_type: 'C' },
    ).where(eq(products.brandId, brand.id)),
  ]);
  return {
    ...brand,
    collections: collections.map((row) => row.item),
    banners: banners.map((row) => row.item),
    categories: categories.map((row) => row.item),
    product_count: sellable?.count ?? 0,
  };
}
