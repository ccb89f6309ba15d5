import { and, asc, eq, inArray } from 'drizzle-orm';
import { complementVariantPrices, complementVariants, variantPrices, variants } from '@shop/db';
import type { ProductQuery } from '../../contracts/product.ts';
import type { ConfiguratorVariantData } from '../../contracts/product.ts';
import type { Db } from '../../database.ts';

type VariantRow = {
  ownerId: number;
  id: number;
  ref: string;
  optionIds: number[];
  pvp: number;
  pvpOld: number | null;
};

/** The caller's price under both customer types: no professional price reaches a client. */
function toVariant({ id, ref, optionIds, pvp, pvpOld }: VariantRow): ConfiguratorVariantData {
  return { id, ref, optionIds, prices: { client: pvp, professional: pvp }, pvp, pvp_old: pvpOld };
}

function byOwner(rows: readonly VariantRow[]) {
  const grouped = new Map<number, ConfiguratorVariantData[]>();
  for (const row of rows) {
    const list = grouped.get(row.ownerId) ?? [];
    list.push(toVariant(row));
    grouped.set(row.ownerId, list);
  }
  return grouped;
}

/** Each product's variants priced in the store for the customer type. */
export async function productVariants(
  db: Db,
  { store, user_type }: ProductQuery,
  productIds: readonly number[],
) {
  if (productIds.length === 0) return new Map<number, ConfiguratorVariantData[]>();
  const rows = await db
    .select({
      ownerId: variants.productId,
      id: variants.id,
      ref: variants.ref,
      optionIds: variants.optionIds,
      pvp: variantPrices.pvp,
      pvpOld: variantPrices.pvpOld,
    })
    .from(variants)
    .innerJoin(
      variantPrices,
      and(
        eq(variantPrices.variantId, variants.id),
        eq(variantPrices.storeCode, store),
        eq(variantPrices.customerType, user_type),
      ),
    )
    // An unpublished variant (one orders name, removed by staff) is never offered again.
    .where(and(inArray(variants.productId, [...productIds]), eq(variants.isPublished, true)))
    .orderBy(asc(variants.productId), asc(variants.id));
  return byOwner(rows);
}

/** Each complement's variants (pvp_web) priced in the store for the customer type. */
export async function complementVariantList(
  db: Db,
  { store, user_type }: ProductQuery,
  complementIds: readonly number[],
) {
  if (complementIds.length === 0) return new Map<number, ConfiguratorVariantData[]>();
  const rows = await db
    .select({
      ownerId: complementVariants.complementId,
      id: complementVariants.id,
      ref: complementVariants.ref,
      optionIds: complementVariants.optionIds,
      pvp: complementVariantPrices.pvp,
      pvpOld: complementVariantPrices.pvpOld,
    })
    .from(complementVariants)
    .innerJoin(
      complementVariantPrices,
      and(
        eq(complementVariantPrices.complementVariantId, complementVariants.id),
        eq(complementVariantPrices.storeCode, store),
        eq(complementVariantPrices.customerType, user_type),
      ),
    )
    .where(inArray(complementVariants.complementId, [...complementIds]))
    .orderBy(asc(complementVariants.complementId), asc(complementVariants.id));
  return byOwner(rows);
}
