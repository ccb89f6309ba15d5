import {
  and,
  arrayContains,
  arrayOverlaps,
  between,
  eq,
  gte,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  attributeOptions,
  attributes,
  productAttributeOptions,
  productAttributes,
  productFacets,
  productPrices,
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
/** The measure a made-to-measure product takes (SPEC attribute type width-attr)... */
const widthMeasureSlug = 'width-attr';
/** ...and the standard sizes others come in, each with its width as value_numeric. */
const sizeAttributeSlug = 'medida';

/** The product offers one of these attribute options in its configurator (its facets row). */
function offersOption(attributeOptionIds: number[]): SQL {
  return arrayOverlaps(productFacets.optionIds, attributeOptionIds);
}

/** The product can be had with a width between min and max: a standard size or its measure range. */
export function offersWidth(min: number | null, max: number | null): SQL {
  const low = min ?? 0;
  const high = max ?? 2_147_483_647;
  return sql`exists (
    select 1 from ${productAttributes}
    inner join ${attributes} on ${attributes.id} = ${productAttributes.attributeId}
    left join ${productAttributeOptions}
      on ${productAttributeOptions.productAttributeId} = ${productAttributes.id}
    left join ${attributeOptions} on ${attributeOptions.id} = ${productAttributeOptions.attributeOptionId}
    where ${productAttributes.productId} = ${products.id}
      and (
        (${attributes.slug} = ${widthMeasureSlug}
          and ${productAttributes.rangeMinCm} <= ${high} and ${productAttributes.rangeMaxCm} >= ${low})
        or (${attributes.slug} = ${sizeAttributeSlug} and ${between(attributeOptions.valueNumeric, low, high)})
      )
  )`;
}

function offersOptionValueBetween(attributeId: number, min: number | null, max: number | null) {
  return sql`exists (
    select 1 from ${productAttributeOptions}
    inner join ${productAttributes}
      on ${productAttributes.id} = ${productAttributeOptions.productAttributeId}
    inner join ${attributeOptions} on ${attributeOptions.id} = ${productAttributeOptions.attributeOptionId}
    where ${productAttributes.productId} = ${products.id}
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
      min === null ? undefined : gte(productPrices.fromPvp, min),
      max === null ? undefined : lte(productPrices.fromPvp, max),
    );
  }
  if (slug === widthFilterSlug) return offersWidth(min, max);
  return attributeId === null ? undefined : offersOptionValueBetween(attributeId, min, max);
}

/**
 * The SQL condition a product meets when it passes one active filter (undefined: no narrowing).
 * Option, toggle and hiperlink filters read the facets row (`listedProducts` joins it).
 */
export function filterCondition(active: ActiveFilter): SQL | undefined {
  const { filter } = active;
  if (active.kind === 'range')
    return rangeCondition(filter.slug, filter.attributeId, active.min, active.max);
  if (active.kind === 'toggle') {
    if (filter.slug === madeToMeasureFilterSlug) return eq(products.madeToMeasure, true);
    return filter.attributeId === null
      ? undefined
      : arrayContains(productFacets.attributeIds, [filter.attributeId]);
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
