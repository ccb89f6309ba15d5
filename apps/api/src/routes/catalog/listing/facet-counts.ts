import { sql, type SQL } from 'drizzle-orm';
import { productListings } from '@shop/db';
import type { Db } from '../../../database.ts';
import { filterCondition, priceFilterSlug } from './filter-conditions.ts';
import type { ActiveFilter, FilterOptionRow, FilterRow } from './filter-selection.ts';
import { listedProducts, type ListingScope } from './listed-products.ts';

export type FacetCounts = {
  /** Products matching every active filter: the listing's count. */
  total: number;
  /** Filter option id -> products matching the other active filters plus that option. */
  options: Map<number, number>;
  /** Price filter id -> the lowest and highest price among products matching the other filters. */
  bounds: Map<number, { min: number | null; max: number | null }>;
};

const always = sql`true`;
const flag = (filterId: number) => sql.identifier(`f_${filterId}`);
const optionIds = sql.identifier('option_ids');
const categoryIds = sql.identifier('category_ids');

/**
 * Facet counts and the listing's count in one query whatever the number of options. The listed
 * products are read once, each with the outcome of every active filter (f_<filter id>) and the
 * option and category arrays of its facets row; then one aggregate pass counts every option.
 * Each facet counts under every active filter but its own (what a customer gets by adding that
 * option).
 */
export async function countFacets(
  db: Db,
  listing: ListingScope,
  filters: FilterRow[],
  selection: ActiveFilter[],
): Promise<FacetCounts> {
  const conditions = new Map(
    selection.map((active) => [active.filter.id, filterCondition(active)]),
  );
  for (const filter of filters) {
    // A toggle counts the products it would keep, selected or not.
    if (filter.filter_type === 'toggle' && !conditions.has(filter.id)) {
      conditions.set(filter.id, filterCondition({ filter, kind: 'toggle' }));
    }
  }
  const columns: Record<string, SQL.Aliased> = { pvp: sql`${productListings.fromPvp}`.as('pvp') };
  for (const [id, condition] of conditions)
    columns[`f_${id}`] = sql`${condition ?? always}`.as(`f_${id}`);
  columns.option_ids = sql`${productListings.optionIds}`.as('option_ids');
  columns.category_ids = sql`${productListings.categoryIds}`.as('category_ids');
  // One pass over the listed products; `offset 0` keeps the subquery whole (inlined, every
  // count below would evaluate the range filters' subqueries again).
  const listed = sql`(${listedProducts(db.select(columns).from(productListings).$dynamic(), listing, undefined)} offset 0) as listed`;

  const activeIds = selection.map((active) => active.filter.id);
  const others = (filter: FilterRow) =>
    sql.join([always, ...activeIds.filter((id) => id !== filter.id).map(flag)], sql` and `);
  const optionNarrowing = (filter: FilterRow, option: FilterOptionRow): SQL | undefined => {
    if (option.attributeOptionId !== null)
      return sql`${option.attributeOptionId}::int = any(${optionIds})`;
    if (option.linkedCategoryId !== null)
      return sql`${option.linkedCategoryId}::int = any(${categoryIds})`;
    if (conditions.has(filter.id)) return sql`${flag(filter.id)}`;
    return undefined;
  };
  const fields: Record<string, SQL<number | null>> = {
    total:
      sql<number>`count(*) filter (where ${sql.join([always, ...activeIds.map(flag)], sql` and `)})`.mapWith(
        Number,
      ),
  };
  for (const filter of filters) {
    for (const option of filter.options) {
      const narrowing = optionNarrowing(filter, option) ?? always;
      fields[`option_${option.id}`] =
        sql<number>`count(*) filter (where ${others(filter)} and ${narrowing})`.mapWith(Number);
    }
    if (filter.slug === priceFilterSlug) {
      fields[`min_${filter.id}`] = sql<number | null>`min(pvp) filter (where ${others(filter)})`;
      fields[`max_${filter.id}`] = sql<number | null>`max(pvp) filter (where ${others(filter)})`;
    }
  }
  const [row] = await db.select(fields).from(listed).prepare('listing_facets').execute();

  const options = new Map<number, number>();
  const bounds = new Map<number, { min: number | null; max: number | null }>();
  for (const filter of filters) {
    for (const option of filter.options) options.set(option.id, row?.[`option_${option.id}`] ?? 0);
    if (filter.slug === priceFilterSlug) {
      bounds.set(filter.id, {
        min: row?.[`min_${filter.id}`] ?? null,
        max: row?.[`max_${filter.id}`] ?? null,
      });
    }
  }
  return { total: row?.total ?? 0, options, bounds };
}
