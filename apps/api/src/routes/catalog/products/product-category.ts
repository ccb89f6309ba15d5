import { and, asc, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { categories, categoryStores, categoryTranslations, productCategories } from '@shop/db';
import { translate } from '@shop/i18n';
import type { ProductDetail, ProductQuery } from '../../../contracts/product.ts';
import type { Db } from '../../../database.ts';

const parentTranslations = alias(categoryTranslations, 'parent_translations');

/**
 * The breadcrumb's category: the product's main one (else its first) shown in the store, with
 * its parent; the category tree is two levels deep.
 */
export function mainCategoryRows(db: Db, { store, language }: ProductQuery, productId: number) {
  return db
    .select({
      id: categories.id,
      name: categoryTranslations.name,
      slug: categoryTranslations.slug,
      parentName: parentTranslations.name,
      parentSlug: parentTranslations.slug,
    })
    .from(productCategories)
    .innerJoin(
      categories,
      and(eq(categories.id, productCategories.categoryId), eq(categories.isActive, true)),
    )
    .innerJoin(
      categoryStores,
      and(
        eq(categoryStores.categoryId, categories.id),
        eq(categoryStores.storeCode, store),
        eq(categoryStores.isVisible, true),
      ),
    )
    .innerJoin(
      categoryTranslations,
      and(
        eq(categoryTranslations.categoryId, categories.id),
        eq(categoryTranslations.language, language),
      ),
    )
    .leftJoin(
      parentTranslations,
      and(
        eq(parentTranslations.categoryId, categories.parentId),
        eq(parentTranslations.language, language),
      ),
    )
    .where(eq(productCategories.productId, productId))
    .orderBy(desc(productCategories.isMain), asc(productCategories.position))
    .limit(1);
}

/** Home, the parent category, the category, then the product itself. */
export function productCategoryPlace(
  scope: ProductQuery,
  [row]: Awaited<ReturnType<typeof mainCategoryRows>>,
  product: { name: string; url: string },
): Pick<ProductDetail, 'category' | 'breadcrumb'> {
  const home = { name: translate(scope.language, 'listing.breadcrumb.home'), url: '/' };
  if (!row) return { category: null, breadcrumb: [home, { name: product.name, url: product.url }] };
  const category = { id: row.id, name: row.name, slug: row.slug, url: `/${row.slug}` };
  const parent =
    row.parentName !== null && row.parentSlug !== null
      ? [{ name: row.parentName, url: `/${row.parentSlug}` }]
      : [];
  return {
    category,
    breadcrumb: [
      home,
      ...parent,
      { name: category.name, url: category.url },
      { name: product.name, url: product.url },
    ],
  };
}
