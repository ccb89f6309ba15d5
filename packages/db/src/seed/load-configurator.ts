import { inArray } from 'drizzle-orm';
import type { Database } from '../client.ts';
import {
  attributeOptions,
  productAttributeOptions,
  productAttributes,
  variantPrices,
  variants,
} from '../schema/index.ts';
import { inBatches, insertRows } from './batch.ts';
import { storeCodes } from './catalogue/stores.ts';
import type { ReferenceIds } from './load-reference-data.ts';
import type { ProductEntry } from './load-products.ts';
import { lookup } from './lookup.ts';
import { measureBands } from './measure-bands.ts';
import { customerTypes, storePrice } from './pricing.ts';
import { planVariants } from './variant-plan.ts';

const bandSlug = (band: { minCm: number; maxCm: number }) => `${band.minCm}-${band.maxCm}`;

/**
 * The band options of the measure groups: one attribute option per distinct range (shared by
 * the products that cut their range the same way; the generator's second run finds them
 * there), its price the product's own. Returns the option id by `attribute slug/range`.
 */
async function loadBandOptions(
  db: Database,
  ids: ReferenceIds,
  ranges: readonly { attribute: string; minCm: number; maxCm: number }[],
): Promise<Map<string, number>> {
  const distinct = new Map(ranges.map((range) => [`${range.attribute}/${bandSlug(range)}`, range]));
  if (distinct.size === 0) return new Map();
  await db
    .insert(attributeOptions)
    .values(
      [...distinct.values()].map((range) => ({
        attributeId: lookup(ids.attributes, range.attribute),
        slug: bandSlug(range),
        name: {
          es: `De ${range.minCm} a ${range.maxCm} cm`,
          fr: `De ${range.minCm} à ${range.maxCm} cm`,
        },
        position: range.minCm,
        valueRangeMin: range.minCm,
        valueRangeMax: range.maxCm,
      })),
    )
    .onConflictDoNothing();
  const attributeIds = [...new Set(ranges.map((range) => lookup(ids.attributes, range.attribute)))];
  const slugOf = new Map([...ids.attributes].map(([slug, id]) => [id, slug]));
  const rows = await db
    .select({
      id: attributeOptions.id,
      attributeId: attributeOptions.attributeId,
      slug: attributeOptions.slug,
    })
    .from(attributeOptions)
    .where(inArray(attributeOptions.attributeId, attributeIds));
  return new Map(rows.map((row) => [`${slugOf.get(row.attributeId)}/${row.slug}`, row.id]));
}

/** Attribute groups, their options, measure bands, and the variants with their prices. */
export async function loadConfigurator(
  db: Database,
  entries: readonly ProductEntry[],
  ids: ReferenceIds,
  byRef: ReadonlyMap<string, number>,
): Promise<void> {
  const definitions = entries.map((entry) => entry.definition);
  const groups = definitions.flatMap((product) =>
    [
      ...Object.entries(product.options)
        .filter(([, options]) => options.length > 0)
        .map(([slug, options]) => ({ product, slug, options, range: undefined })),
      ...(product.measures ?? []).map((measure) => ({
        product,
        slug: measure.attribute,
        options: [],
        range: measure,
      })),
    ].map((group, position) => ({ ...group, position })),
  );
  const groupRows = await inBatches(groups, (batch) =>
    db
      .insert(productAttributes)
      .values(
        batch.map((group) => ({
          productId: lookup(byRef, group.product.ref),
          attributeId: lookup(ids.attributes, group.slug),
          position: group.position,
          required: group.slug !== 'elementos-especiales',
          rangeMinCm: group.range?.minCm,
          rangeMaxCm: group.range?.maxCm,
        })),
      )
      .returning({ id: productAttributes.id }),
  );
  const bands = groups.map((group) => (group.range ? measureBands(group.range) : []));
  const bandIds = await loadBandOptions(
    db,
    ids,
    groups.flatMap((group, index) =>
      (bands[index] ?? []).map((band) => ({ ...band, attribute: group.slug })),
    ),
  );
  await insertRows(db, productAttributeOptions, [
    ...groups.flatMap((group, index) =>
      group.options.map((option, position) => ({
        productAttributeId: groupRows[index]?.id ?? 0,
        attributeOptionId: lookup(ids.options, `${group.slug}/${option}`),
        position,
        isDefault: position === 0,
      })),
    ),
    ...groups.flatMap((group, index) =>
      (bands[index] ?? []).map((band, position) => ({
        productAttributeId: groupRows[index]?.id ?? 0,
        attributeOptionId: lookup(bandIds, `${group.slug}/${bandSlug(band)}`),
        price: band.price,
        position,
        isDefault: position === 0,
      })),
    ),
  ]);

  const planned = entries.flatMap((entry) =>
    planVariants(entry.definition, ids).slice(0, entry.variantLimit),
  );
  const variantRows = await inBatches(planned, (batch) =>
    db
      .insert(variants)
      .values(
        batch.map((variant) => ({
          productId: lookup(byRef, variant.product.ref),
          ref: variant.ref,
          optionIds: variant.optionIds,
          isDefault: variant.isDefault,
        })),
      )
      .returning({ id: variants.id }),
  );
  await insertRows(
    db,
    variantPrices,
    planned.flatMap((variant, index) =>
      storeCodes.flatMap((storeCode) =>
        customerTypes.map((customerType) => ({
          variantId: variantRows[index]?.id ?? 0,
          storeCode,
          customerType,
          pvp: storePrice(
            storeCode,
            customerType,
            variant.pvp,
            variant.product.professionalDiscount,
          ),
          pvpOld: variant.pvpOld
            ? storePrice(
                storeCode,
                customerType,
                variant.pvpOld,
                variant.product.professionalDiscount,
              )
            : null,
        })),
      ),
    ),
  );
}
