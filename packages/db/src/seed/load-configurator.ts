import type { Database } from '../client.ts';
import {
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
import { customerTypes, storePrice } from './pricing.ts';
import { planVariants } from './variant-plan.ts';

/** Attribute groups, their options, measure ranges, and the variants with their prices. */
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
  await insertRows(
    db,
    productAttributeOptions,
    groups.flatMap((group, index) =>
      group.options.map((option, position) => ({
        productAttributeId: groupRows[index]?.id ?? 0,
        attributeOptionId: lookup(ids.options, `${group.slug}/${option}`),
        position,
        isDefault: position === 0,
      })),
    ),
  );

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
