import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import {
  brandBanners,
  brandCollections,
  brandStoreCategories,
  categories,
  categoryTranslations,
} from '@shop/db';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { StoreQuery } from '../../../contracts/common.ts';
import type { Db } from '../../../database.ts';
import { totalCount } from '../../../lists/page-window.ts';
import { categoryUrl, visibleCategories } from '../categories/category-lookup.ts';

const forBrand = (column: AnyPgColumn, brandId: number | undefined): SQL | undefined =>
  brandId === undefined ? undefined : eq(column, brandId);

/** Banners of the brand pages in the store and language; one brand's or every brand's. */
export function brandBannerRows(db: Db, { store, language }: StoreQuery, brandId?: number) {
  return db
    .select({
      total: totalCount,
      item: {
        id: brandBanners.id,
        brand_id: brandBanners.brandId,
        title: brandBanners.title,
        text: brandBanners.text,
        url: brandBanners.url,
        image_public_id: brandBanners.imagePublicId,
        position: brandBanners.position,
      },
    })
    .from(brandBanners)
    .where(
      and(
        eq(brandBanners.storeCode, store),
        eq(brandBanners.language, language),
        forBrand(brandBanners.brandId, brandId),
      ),
    )
    .orderBy(asc(brandBanners.brandId), asc(brandBanners.position), asc(brandBanners.id))
    .$dynamic();
}

/** A brand's product lines, described in the language. */
export function brandCollectionRows(db: Db, { language }: StoreQuery, brandId?: number) {
  return db
    .select({
      total: totalCount,
      item: {
        id: brandCollections.id,
        brand_id: brandCollections.brandId,
        name: brandCollections.name,
        slug: brandCollections.slug,
        description: sql<string>`coalesce(${brandCollections.description} ->> ${language}, '')`,
        image_public_id: brandCollections.imagePublicId,
        position: brandCollections.position,
      },
    })
    .from(brandCollections)
    .where(forBrand(brandCollections.brandId, brandId))
    .orderBy(
      asc(brandCollections.brandId),
      asc(brandCollections.position),
      asc(brandCollections.id),
    )
    .$dynamic();
}

/** The categories a brand page lists in the store, as cards in the language. */
export function brandCategoryRows(db: Db, scope: StoreQuery, brandId?: number) {
  return visibleCategories(
    db
      .select({
        total: totalCount,
        item: {
          id: categories.id,
          name: categoryTranslations.name,
          slug: categoryTranslations.slug,
          url: categoryUrl,
          image_public_id: categories.imagePublicId,
          description: categoryTranslations.description,
          brand_id: brandStoreCategories.brandId,
          position: brandStoreCategories.position,
        },
      })
      .from(categories)
      .$dynamic(),
    scope,
  )
    .innerJoin(
      brandStoreCategories,
      and(
        eq(brandStoreCategories.categoryId, categories.id),
        eq(brandStoreCategories.storeCode, scope.store),
      ),
    )
    .where(forBrand(brandStoreCategories.brandId, brandId))
    .orderBy(
      asc(brandStoreCategories.brandId),
      asc(brandStoreCategories.position),
      asc(brandStoreCategories.id),
    );
}
