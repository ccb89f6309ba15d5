import {
  and,
  arrayContains,
  arrayOverlaps,
  eq,
  gte,
  lte,
  or,
  sql,
  type Column,
  type SQL,
} from 'drizzle-orm';
import {
  attributeOptions,
  productAttributeOptions,
  productAttributes,
  productListings,
  products,
} from '@shop/db';
import type { ActiveFilter } from './filter-selection.ts';
import { inCategories } from './listed-products.ts';

/**
 * Filters without an attribute are known slugs (packages/db README): `precio` ranges over the
 * price in cents, `ancho` over the width in cm, `a-medida` keeps made-to-measure products.
 */
export const priceFilterSlug = 'precio';
export const widthFilterSlug = 'ancho';
export const madeToMeasureFilterSlug = 'a-medida';

/** The product offers one of these attribute options in its configurator (its listing row). */
function offersOption(attributeOptionIds: number[]): SQL {
  return arrayOverlaps(productListings.optionIds, attributeOptionIds);
}

/** Widths in cm between min and max (either open), as PostgreSQL's numrange. */
function widthRange(min: number | null, max: number | null): SQL {
  return sql`numrange(${min ?? 0}, ${max ?? 2_147_483_647}, '[]')`;
}

/**
 * The product can be had with a width between min and max: a standard size or its measure
 * range (SQL function product_widths of packages/db, migration 0026). `productId`: the column
 * naming the product in the query the condition goes into.
 */
export function offersWidth(
  min: number | null,
  max: number | null,
  productId: Column = products.id,
): SQL {
  return sql`product_widths(${productId}) && ${widthRange(min, max)}`;
}

/** `offersWidth` on a query from product_listings, which holds the product's widths. */
function listedWithWidth(min: number | null, max: number | null): SQL {
  return sql`${productListings.widths} && ${widthRange(min, max)}`;
}

function offersOptionValueBetween(attributeId: number, min: number | null, max: number | null) {
  return sql`exists (
    select 1 from ${productAttributeOptions}
    inner join ${productAttributes}
      on ${productAttributes.id} = ${productAttributeOptions.productAttributeId}
    inner join ${attributeOptions} on ${attributeOptions.id} = ${productAttributeOptions.attributeOptionId}
    where ${productAttributes.productId} = ${productListings.productId}
      and ${eq(productAttributes.attributeId, attributeId)}
      and ${and(
        min === null ? undefined : gte(attributeOptions.valueNumeric, min),
        max === null ? undefined : lte(attributeOptions.valueNumeric, max),
      )}
  )`;
}

function rangeCondition(
  slug: string,
  attributeId: number | null,
  min: number | null,
  max: number | null,
) {
  if (slug === priceFilterSlug) {
    return and(
      min === null ? undefined : gte(productListings.fromPvp, min),
      max === null ? undefined : lte(productListings.fromPvp, max),
    );
  }
  if (slug === widthFilterSlug) return listedWithWidth(min, max);
  return attributeId === null ? undefined : offersOptionValueBetween(attributeId, min, max);
}

/**
 * The SQL condition a product meets when it passes one active filter (undefined: no narrowing),
 * on a query from product_listings (`listedProducts`).
 */
export function filterCondition(active: ActiveFilter): SQL | undefined {
  const { filter } = active;
  if (active.kind === 'range')
    return rangeCondition(filter.slug, filter.attributeId, active.min, active.max);
  if (active.kind === 'toggle') {
    if (filter.slug === madeToMeasureFilterSlug) return eq(productListings.madeToMeasure, true);
    return filter.attributeId === null
      ? undefined
      : arrayContains(productListings.attributeIds, [filter.attributeId]);
  }
  const linked = active.options.flatMap((option) => option.linkedCategoryId ?? []);
  const attributeOptionIds = active.options.flatMap((option) => option.attributeOptionId ?? []);
  return or(
    linked.length > 0 ? inCategories(linked) : undefined,
    attributeOptionIds.length > 0 ? offersOption(attributeOptionIds) : undefined,
  );
}

/** Every active filter but one: what a facet of that filter counts over. */
export function otherFiltersCondition(
  selection: ActiveFilter[],
  filterId?: number,
): SQL | undefined {
  return and(...selection.filter((active) => active.filter.id !== filterId).map(filterCondition));
}
