import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { categoryFilterOptions, categoryFilters, categoryTranslations } from '@shop/db';
import type { Language } from '../../../contracts/common.ts';
import type { Db } from '../../../database.ts';
import type { FilterOptionRow, FilterRow } from './filter-selection.ts';

const linkedSpanish = alias(categoryTranslations, 'linked_spanish');
const linked = alias(categoryTranslations, 'linked');

/**
 * The filters of a category with their options, in one query (a filter without options shows
 * nothing, so it is left out). A hiperlink option names the
 * category it leads to by that category's Spanish slug (how the catalogue data writes it); its
 * url is rebuilt with the slug in the request language.
 */
export async function readCategoryFilters(
  db: Db,
  categoryId: number,
  language: Language,
): Promise<FilterRow[]> {
  const rows = await db
    .select({
      filter: {
        id: categoryFilters.id,
        name: sql<string>`${categoryFilters.name} ->> ${language}`,
        slug: categoryFilters.slug,
        filter_type: categoryFilters.filterType,
        position: categoryFilters.position,
        attributeId: categoryFilters.attributeId,
      },
      option: {
        id: categoryFilterOptions.id,
        name: sql<string>`${categoryFilterOptions.name} ->> ${language}`,
        slug: categoryFilterOptions.slug,
        image: categoryFilterOptions.image,
        color: categoryFilterOptions.color,
        value_range_min: categoryFilterOptions.valueRangeMin,
        value_range_max: categoryFilterOptions.valueRangeMax,
        position: categoryFilterOptions.position,
        hidden: categoryFilterOptions.hidden,
        url: sql<string | null>`coalesce('/' || ${linked.slug}, ${categoryFilterOptions.url})`,
        attributeOptionId: categoryFilterOptions.attributeOptionId,
        linkedCategoryId: linked.categoryId,
      },
    })
    .from(categoryFilters)
    .innerJoin(
      categoryFilterOptions,
      eq(categoryFilterOptions.categoryFilterId, categoryFilters.id),
    )
    .leftJoin(
      linkedSpanish,
      and(
        eq(categoryFilters.filterType, 'hiperlink'),
        eq(linkedSpanish.language, 'es'),
        eq(linkedSpanish.slug, categoryFilterOptions.slug),
      ),
    )
    .leftJoin(
      linked,
      and(eq(linked.categoryId, linkedSpanish.categoryId), eq(linked.language, language)),
    )
    .where(eq(categoryFilters.categoryId, categoryId))
    .orderBy(
      asc(categoryFilters.position),
      asc(categoryFilters.id),
      asc(categoryFilterOptions.position),
      asc(categoryFilterOptions.id),
    );

  const filters = new Map<number, FilterRow>();
  for (const { filter, option } of rows) {
    const entry = filters.get(filter.id) ?? { ...filter, options: [] };
    filters.set(filter.id, entry);
    entry.options.push(option satisfies FilterOptionRow);
  }
  return [...filters.values()];
}
