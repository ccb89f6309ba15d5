import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgSelectQueryBuilder } from 'drizzle-orm/pg-core';
import {
  attributeOptions,
  attributes,
  productAttributeOptions,
  productAttributes,
} from './schema/index.ts';

/** What an option costs in a product: the product's override, else the option's surcharge. */
export const configuratorOptionPrice = sql<number>`coalesce(${productAttributeOptions.price}, ${attributeOptions.price})`;

/**
 * Narrows a select from product_attributes to the groups the products' configurators show,
 * each with its options (none for a measure group). The one definition the api's configurator
 * and the stored "from" prices read, so both price the same options.
 */
export function configuratorOptionRows<Query extends PgSelectQueryBuilder>(
  query: Query,
  productIds: readonly number[],
) {
  return query
    .innerJoin(
      attributes,
      and(
        eq(attributes.id, productAttributes.attributeId),
        eq(attributes.showInConfigurator, true),
      ),
    )
    .leftJoin(
      productAttributeOptions,
      eq(productAttributeOptions.productAttributeId, productAttributes.id),
    )
    .leftJoin(attributeOptions, eq(attributeOptions.id, productAttributeOptions.attributeOptionId))
    .where(inArray(productAttributes.productId, [...productIds]));
}

/**
 * In a `measure` attribute an option with a value range (cm, bounds included) is a price
 * band: the measure the customer types selects it. Null for any other option.
 */
export function measureBandRange(
  fieldType: string,
  minCm: number | null,
  maxCm: number | null,
): { minCm: number; maxCm: number } | null {
  return fieldType === 'measure' && minCm !== null && maxCm !== null ? { minCm, maxCm } : null;
}
