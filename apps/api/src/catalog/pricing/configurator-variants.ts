import { and, asc, eq, inArray, type SQLWrapper } from 'drizzle-orm';
import { complementVariantPrices, complementVariants, variantPrices, variants } from '@shop/db';
import type { ProductQuery } from '../../contracts/product.ts';
import type { ConfiguratorVariantData } from '../../contracts/product.ts';
import type { Db } from '../../database.ts';
import { idsOrSubquery } from '../../read-together.ts';

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

/** Variant rows (ordered by owner) grouped by the product or complement they belong to. */
export function variantsByOwner(rows: readonly VariantRow[]) {
  const grouped = new Map<number, ConfiguratorVariantData[]>();
  for (const row of rows) {
    const list = grouped.get(row.ownerId) ?? [];
    list.push(toVariant(row));
    grouped.set(row.ownerId, list);
  }
  return grouped;
}

/** The query of each product's variants priced in the store for the customer type. */
export function productVariantRowsQuery(
  db: Db,
  { store, user_type }: ProductQuery,
  productIds: readonly number[],
) {
  return (
    db
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
      .orderBy(asc(variants.productId), asc(variants.id))
  );
}

/** Each product's variants priced in the store for the customer type. */
export async function productVariants(db: Db, scope: ProductQuery, productIds: readonly number[]) {
  if (productIds.length === 0) return new Map<number, ConfiguratorVariantData[]>();
  return variantsByOwner(await productVariantRowsQuery(db, scope, productIds));
}

/**
 * The query of each complement's variants (pvp_web) priced in the store for the customer
 * type: of `complementIds`, or of those a subquery selects.
 */
export function complementVariantRowsQuery(
  db: Db,
  { store, user_type }: ProductQuery,
  complementIds: readonly number[] | SQLWrapper,
) {
  return db
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
    .where(inArray(complementVariants.complementId, idsOrSubquery(complementIds)))
    .orderBy(asc(complementVariants.complementId), asc(complementVariants.id));
}

/** Each complement's variants (pvp_web) priced in the store for the customer type. */
export async function complementVariantList(
  db: Db,
  scope: ProductQuery,
  complementIds: readonly number[],
) {
  if (complementIds.length === 0) return new Map<number, ConfiguratorVariantData[]>();
  return variantsByOwner(await complementVariantRowsQuery(db, scope, complementIds));
}
