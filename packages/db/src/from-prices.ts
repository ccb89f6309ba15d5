import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  customerTypeOfCode,
  fromPrice,
  type ConfigurableProduct,
  type ConfiguratorAttribute,
  type ConfiguratorOption,
} from '@shop/domain';
import type { Database } from './client.ts';
import {
  configuratorOptionPrice,
  configuratorOptionRows,
  measureBandRange,
} from './configurator-options.ts';
import {
  attributeOptions,
  attributes,
  productAttributeOptions,
  productAttributes,
  productPrices,
  variantPrices,
  variants,
} from './schema/index.ts';

const chunkSize = 1000;

/**
 * Each product's configurator groups as the api's configurator builds them: only attributes
 * shown in it; an option's price is the product's override or the option's surcharge; a
 * measure attribute's options are its price bands, or without any, one free "my own measure"
 * option (id: the negated product-attribute id).
 */
async function attributeGroups(db: Database, productIds: readonly number[]) {
  const query = db
    .select({
      productId: productAttributes.productId,
      groupId: productAttributes.id,
      attributeId: attributes.id,
      slug: attributes.slug,
      fieldType: attributes.fieldType,
      aesthetic: attributes.aesthetic,
      position: productAttributes.position,
      required: productAttributes.required,
      rangeMinCm: productAttributes.rangeMinCm,
      rangeMaxCm: productAttributes.rangeMaxCm,
      optionId: attributeOptions.id,
      optionSlug: attributeOptions.slug,
      optionRef: attributeOptions.ref,
      optionRangeMinCm: attributeOptions.valueRangeMin,
      optionRangeMaxCm: attributeOptions.valueRangeMax,
      lockedComplementTypeIds: attributeOptions.complementsLocked,
      optionPosition: productAttributeOptions.position,
      optionPrice: configuratorOptionPrice,
    })
    .from(productAttributes)
    .$dynamic();
  const rows = await configuratorOptionRows(query, productIds).orderBy(
    asc(productAttributes.productId),
    asc(productAttributes.position),
  );
  const groups = new Map<number, ConfiguratorAttribute & { options: ConfiguratorOption[] }>();
  const byProduct = new Map<number, ConfiguratorAttribute[]>();
  for (const row of rows) {
    let group = groups.get(row.groupId);
    if (!group) {
      const measured =
        row.fieldType === 'measure' && row.rangeMinCm !== null && row.optionId === null;
      group = {
        id: row.attributeId,
        slug: row.slug,
        position: row.position,
        required: row.required,
        fieldType: row.fieldType,
        aesthetic: row.aesthetic,
        options:
          measured && row.rangeMaxCm !== null
            ? [
                {
                  id: -row.groupId,
                  slug: row.slug,
                  ref: '',
                  position: 0,
                  prices: { client: 0, professional: 0 },
                  lockedComplementTypeIds: [],
                  measureRange: { minCm: row.rangeMinCm ?? 0, maxCm: row.rangeMaxCm },
                },
              ]
            : [],
      };
      groups.set(row.groupId, group);
      byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), group]);
    }
    if (row.optionId !== null)
      group.options.push({
        id: row.optionId,
        slug: row.optionSlug ?? '',
        ref: row.optionRef ?? '',
        position: row.optionPosition ?? 0,
        prices: { client: row.optionPrice, professional: row.optionPrice },
        lockedComplementTypeIds: row.lockedComplementTypeIds ?? [],
        measureRange: measureBandRange(row.fieldType, row.optionRangeMinCm, row.optionRangeMaxCm),
      });
  }
  return byProduct;
}

async function refreshChunk(db: Database, productIds: readonly number[]) {
  // One after another: callers pass their transaction, a single connection that runs one query
  // at a time (node-postgres deprecates queueing queries on a busy client).
  const prices = await db
    .select({
      id: productPrices.id,
      productId: productPrices.productId,
      storeCode: productPrices.storeCode,
      customerType: productPrices.customerType,
      pvp: productPrices.pvp,
      pvpOld: productPrices.pvpOld,
    })
    .from(productPrices)
    .where(inArray(productPrices.productId, [...productIds]));
  const groups = await attributeGroups(db, productIds);
  const variantRows = await db
    .select({
      productId: variants.productId,
      id: variants.id,
      ref: variants.ref,
      optionIds: variants.optionIds,
      storeCode: variantPrices.storeCode,
      customerType: variantPrices.customerType,
      pvp: variantPrices.pvp,
      pvpOld: variantPrices.pvpOld,
    })
    .from(variants)
    .innerJoin(variantPrices, eq(variantPrices.variantId, variants.id))
    .where(and(inArray(variants.productId, [...productIds]), eq(variants.isPublished, true)))
    .orderBy(asc(variants.productId), asc(variants.id));
  const key = (row: (typeof prices)[number] | (typeof variantRows)[number]) =>
    `${row.productId}/${row.storeCode}/${row.customerType}`;
  const variantsByKey = new Map<string, typeof variantRows>();
  for (const variant of variantRows)
    variantsByKey.set(key(variant), [...(variantsByKey.get(key(variant)) ?? []), variant]);
  const figures = prices.map((row) => {
    const own = variantsByKey.get(key(row)) ?? [];
    // Like the api's configurator: the caller's price stands under both customer types.
    const product: ConfigurableProduct = {
      id: row.productId,
      ref: '',
      prices: { client: row.pvp, professional: row.pvp },
      attributes: groups.get(row.productId) ?? [],
      variants: own.map(({ id, ref, optionIds, pvp }) => ({
        id,
        ref,
        optionIds,
        prices: { client: pvp, professional: pvp },
      })),
      complementTypes: [],
      maxTotalMeasureCm: null,
    };
    const lowest = fromPrice({
      product,
      customerType: customerTypeOfCode(row.customerType),
      oldPrices: {
        base: row.pvpOld,
        variants: new Map(
          own.flatMap(({ id, pvpOld }) => (pvpOld === null ? [] : [[id, pvpOld] as const])),
        ),
      },
    });
    // A product no valid configuration reaches keeps its base price: such a catalogue error
    // is what the api's catalogue consistency test reports.
    return {
      id: row.id,
      from_pvp: lowest?.price ?? row.pvp,
      from_pvp_old: lowest ? lowest.old : row.pvpOld,
      from_pvp_varies: lowest?.varies ?? false,
    };
  });
  if (figures.length === 0) return;
  await db.execute(sql`
    update ${productPrices}
    set from_pvp = figure.from_pvp, from_pvp_old = figure.from_pvp_old,
      from_pvp_varies = figure.from_pvp_varies
    from json_to_recordset(${JSON.stringify(figures)}::json)
      as figure(id integer, from_pvp integer, from_pvp_old integer, from_pvp_varies boolean)
    where ${productPrices.id} = figure.id`);
}

/**
 * Stores each product's "from" price (product_prices.from_pvp, from_pvp_old, from_pvp_varies) in every store
 * and for each customer type, through the domain's fromPrice(). Run it after anything that
 * changes a product's prices, configurator options or variants: the seed and the catalogue
 * generator do, and the staff catalogue edits must.
 */
export async function refreshFromPrices(
  db: Database,
  productIds: readonly number[],
): Promise<void> {
  for (let start = 0; start < productIds.length; start += chunkSize)
    await refreshChunk(db, productIds.slice(start, start + chunkSize));
}
