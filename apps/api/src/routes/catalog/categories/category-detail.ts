import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import {
  categories,
  categoryAnimations,
  categoryStores,
  categoryTranslations,
  storeCategoryBanners,
  stores,
} from '@shop/db';
import { translate, type Locale } from '@shop/i18n';
import type { StoreQuery } from '../../../contracts/common.ts';
import type { CategoryDetail, NamedLink } from '../../../contracts/listing.ts';
import type { Db } from '../../../database.ts';
import { editionAlternates } from '../../edition-alternates.ts';
import { bySlug, categoryUrl, findCategory, visibleCategories } from './category-lookup.ts';

/** The category and its ancestors (the breadcrumb), in any order. */
function ancestorsOf(db: Db, scope: StoreQuery, categoryId: number) {
  return visibleCategories(
    db
      .select({
        id: categories.id,
        parentId: categories.parentId,
        name: categoryTranslations.name,
        slug: categoryTranslations.slug,
        url: categoryUrl,
      })
      .from(categories)
      .$dynamic(),
    scope,
  ).where(
    sql`${categories.id} in (
      with recursive up(id, parent_id) as (
        select id, parent_id from categories where id = ${categoryId}
        union all
        select parent.id, parent.parent_id from categories parent inner join up on parent.id = up.parent_id
      )
      select id from up
    )`,
  );
}

export function subcategoriesOf(db: Db, scope: StoreQuery, parentId: number) {
  return visibleCategories(
    db
      .select({
        id: categories.id,
        name: categoryTranslations.name,
        slug: categoryTranslations.slug,
        url: categoryUrl,
        image_public_id: categories.imagePublicId,
        description: categoryTranslations.description,
      })
      .from(categories)
      .$dynamic(),
    scope,
  )
    .where(eq(categories.parentId, parentId))
    .orderBy(asc(categories.position), asc(categories.id));
}

/** Banners of a category on show now (they may run between dates). */
export function categoryBanners(db: Db, { store, language }: StoreQuery, categoryId: number) {
  return db
    .select({
      id: storeCategoryBanners.id,
      title: storeCategoryBanners.title,
      text: storeCategoryBanners.text,
      url: storeCategoryBanners.url,
      image_public_id: storeCategoryBanners.imagePublicId,
      position: storeCategoryBanners.position,
    })
    .from(storeCategoryBanners)
    .where(
      and(
        eq(storeCategoryBanners.categoryId, categoryId),
        eq(storeCategoryBanners.storeCode, store),
        eq(storeCategoryBanners.language, language),
        or(isNull(storeCategoryBanners.startsAt), lte(storeCategoryBanners.startsAt, sql`now()`)),
        or(isNull(storeCategoryBanners.endsAt), gt(storeCategoryBanners.endsAt, sql`now()`)),
      ),
    )
    .orderBy(asc(storeCategoryBanners.position), asc(storeCategoryBanners.id));
}

function animationsOf(db: Db, { store, language }: StoreQuery, categoryId: number) {
  return db
    .select({
      id: categoryAnimations.id,
      title: categoryAnimations.title,
      public_id: categoryAnimations.publicId,
      url: categoryAnimations.url,
      position: categoryAnimations.position,
    })
    .from(categoryAnimations)
    .where(
      and(
        eq(categoryAnimations.categoryId, categoryId),
        eq(categoryAnimations.storeCode, store),
        eq(categoryAnimations.language, language),
      ),
    )
    .orderBy(asc(categoryAnimations.position), asc(categoryAnimations.id));
}

/** The category page in each language whose edition shows the category (hreflang). */
async function categoryAlternates(db: Db, categoryId: number) {
  const rows = await db
    .select({ language: categoryTranslations.language, address: categoryUrl })
    .from(categoryTranslations)
    .innerJoin(categories, eq(categories.id, categoryTranslations.categoryId))
    .innerJoin(stores, eq(stores.language, categoryTranslations.language))
    .innerJoin(
      categoryStores,
      and(
        eq(categoryStores.categoryId, categoryTranslations.categoryId),
        eq(categoryStores.storeCode, stores.code),
        eq(categoryStores.isVisible, true),
      ),
    )
    .where(and(eq(categoryTranslations.categoryId, categoryId), eq(categories.isActive, true)));
  return editionAlternates(rows);
}

/**
 * The category page in each language of the edition it was found in (the language switcher):
 * a category the edition shows is shown in every language it is written in.
 */
async function categoryTranslationPaths(db: Db, categoryId: number) {
  const rows = await db
    .select({ language: categoryTranslations.language, address: categoryUrl })
    .from(categoryTranslations)
    .where(eq(categoryTranslations.categoryId, categoryId));
  return editionAlternates(rows);
}

/** Home first, then each ancestor from the root down, the category last. */
function breadcrumb(
  locale: Locale,
  categoryId: number,
  chain: { id: number; parentId: number | null; name: string; url: string }[],
) {
  const byId = new Map(chain.map((link) => [link.id, link]));
  const links: NamedLink[] = [];
  for (
    let link = byId.get(categoryId);
    link;
    link = link.parentId === null ? undefined : byId.get(link.parentId)
  ) {
    links.unshift({ name: link.name, url: link.url });
  }
  return [{ name: translate(locale, 'api.breadcrumbHome'), url: '/' }, ...links];
}

export async function readCategoryDetail(
  db: Db,
  locale: Locale,
  scope: StoreQuery,
  slug: string,
): Promise<CategoryDetail> {
  const category = await findCategory(db, scope, bySlug(slug));
  const [chain, subcategories, animations, banners, alternates, translations] = await Promise.all([
    ancestorsOf(db, scope, category.id),
    subcategoriesOf(db, scope, category.id),
    animationsOf(db, scope, category.id),
    categoryBanners(db, scope, category.id),
    categoryAlternates(db, category.id),
    categoryTranslationPaths(db, category.id),
  ]);
  const parent = chain.find((link) => link.id === category.parentId);
  return {
    id: category.id,
    name: category.name,
    slug: category.slug,
    url: `/${category.slug}`,
    description: category.description,
    image_public_id: category.imagePublicId,
    parent: parent
      ? { id: parent.id, name: parent.name, slug: parent.slug, url: parent.url }
      : null,
    breadcrumb: breadcrumb(locale, category.id, chain),
    subcategories,
    seo: category.seo,
    origin_seo: category.seo,
    animations,
    banners,
    alternates,
    translations,
  };
}
