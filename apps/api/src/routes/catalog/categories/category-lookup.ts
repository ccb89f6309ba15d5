import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgSelectQueryBuilder } from 'drizzle-orm/pg-core';
import { categories, categoryStores, categoryTranslations } from '@shop/db';
import type { StoreQuery } from '../../../contracts/common.ts';
import type { Db } from '../../../database.ts';
import { ApiError } from '../../../plugins/api-error.ts';

/** The category and every category below it, active ones only. */
const treeIds = sql<number[]>`array(
  with recursive tree(id) as (
    select ${categories.id}
    union all
    select child.id from categories child
    inner join tree on child.parent_id = tree.id
    where child.is_active
  )
  select id from tree
)`;

/** Narrows a select from categories to those visible in the store, named in the language. */
export function visibleCategories<Query extends PgSelectQueryBuilder>(
  query: Query,
  { store, language }: StoreQuery,
) {
  return query
    .innerJoin(
      categoryTranslations,
      and(
        eq(categoryTranslations.categoryId, categories.id),
        eq(categoryTranslations.language, language),
      ),
    )
    .innerJoin(
      categoryStores,
      and(
        eq(categoryStores.categoryId, categories.id),
        eq(categoryStores.storeCode, store),
        eq(categoryStores.isVisible, true),
        eq(categories.isActive, true),
      ),
    );
}

/**
 * A category visible in the store, named in the language, chosen by `which` (its slug in the
 * request language, or its id); else a 404.
 */
export async function findCategory(db: Db, scope: StoreQuery, which: SQL) {
  const [category] = await visibleCategories(
    db
      .select({
        id: categories.id,
        parentId: categories.parentId,
        name: categoryTranslations.name,
        slug: categoryTranslations.slug,
        description: categoryTranslations.description,
        imagePublicId: categories.imagePublicId,
        seo: {
          title: categoryTranslations.seoTitle,
          description: categoryTranslations.seoDescription,
          text: categoryTranslations.seoText,
        },
        treeIds,
      })
      .from(categories)
      .$dynamic(),
    scope,
  ).where(which);
  if (category === undefined) throw ApiError.notFound();
  return category;
}

export const categoryUrl = sql<string>`'/' || ${categoryTranslations.slug}`;

export const bySlug = (slug: string) => eq(categoryTranslations.slug, slug);
export const byId = (id: number) => eq(categories.id, id);
