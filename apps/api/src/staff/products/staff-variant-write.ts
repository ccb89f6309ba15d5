import {
  attributes,
  productAttributeOptions,
  productAttributes,
  products,
  refreshFromPrices,
  variantPrices,
  variants,
} from '@shop/db';
import { and, eq, ne } from 'drizzle-orm';
import { storeCodes } from '../../contracts/common.ts';
import type {
  NewVariantInput,
  StaffVariant,
  VariantInput,
} from '../../contracts/staff-product-configurator.ts';
import type { Db } from '../../database.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { isUniqueViolation } from '../../unique-violation.ts';
import { recordStaffChange } from '../record-staff-change.ts';
import type { StaffMember } from '../staff-sessions.ts';
import { readStaffVariants } from './staff-product-configurator-read.ts';
import { productNotFound } from './staff-product-read.ts';

const variantNotFound = () =>
  new ApiError(404, 'productVariantsApi.notFound', {}, undefined, 'not_found');

/** Locks the product row, so two edits of its variants or groups never interleave. */
export async function lockProduct(tx: Db, productId: number): Promise<void> {
  const [locked] = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  if (!locked) throw productNotFound();
}

/** The options the product offers, with the group each is in and whether it holds several. */
async function productOptionGroupOf(tx: Db, productId: number) {
  const rows = await tx
    .select({
      optionId: productAttributeOptions.attributeOptionId,
      attributeId: productAttributes.attributeId,
      fieldType: attributes.fieldType,
    })
    .from(productAttributeOptions)
    .innerJoin(
      productAttributes,
      eq(productAttributes.id, productAttributeOptions.productAttributeId),
    )
    .innerJoin(attributes, eq(attributes.id, productAttributes.attributeId))
    .where(eq(productAttributes.productId, productId));
  return new Map(rows.map((row) => [row.optionId, row]));
}

/**
 * The configurator picks the variant whose options are all chosen: each option must be one the
 * product offers, a single-choice group gives at most one, and no other variant may have the
 * same options (the storefront could not tell them apart).
 */
async function checkVariant(
  tx: Db,
  productId: number,
  input: VariantInput,
  variantId: number | null,
): Promise<void> {
  const offered = await productOptionGroupOf(tx, productId);
  const groupsUsed = new Set<number>();
  for (const [index, optionId] of input.option_ids.entries()) {
    const option = offered.get(optionId);
    if (!option)
      throw ApiError.badRequest(`option_ids.${index}`, 'productVariantsApi.notOffered', {
        id: optionId,
      });
    if (input.option_ids.indexOf(optionId) !== index)
      throw ApiError.badRequest(`option_ids.${index}`, 'productVariantsApi.optionTwice');
    if (option.fieldType !== 'open' && groupsUsed.has(option.attributeId))
      throw ApiError.badRequest(`option_ids.${index}`, 'productVariantsApi.oneOptionPerGroup');
    groupsUsed.add(option.attributeId);
  }
  const wanted = [...input.option_ids].sort((a, b) => a - b).join(',');
  const others = await tx
    .select({ ref: variants.ref, optionIds: variants.optionIds })
    .from(variants)
    .where(
      and(
        eq(variants.productId, productId),
        variantId === null ? undefined : ne(variants.id, variantId),
      ),
    );
  const twin = others.find(
    (other) => [...other.optionIds].sort((a, b) => a - b).join(',') === wanted,
  );
  if (twin)
    throw ApiError.badRequest('option_ids', 'productVariantsApi.sameOptions', { ref: twin.ref });
  const [sameRef] = await tx
    .select({ id: variants.id })
    .from(variants)
    .where(
      and(eq(variants.ref, input.ref), variantId === null ? undefined : ne(variants.id, variantId)),
    );
  if (sameRef) throw ApiError.badRequest('ref', 'productVariantsApi.refTaken');
}

/** A SKU taken between the check and the write is the same refusal as one taken before. */
async function uniqueSku<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'variants_ref_key'))
      throw ApiError.badRequest('ref', 'productVariantsApi.refTaken');
    throw error;
  }
}

function columnsOf(input: VariantInput) {
  return {
    ref: input.ref,
    optionIds: input.option_ids,
    isDefault: input.is_default,
    isPublished: input.is_published,
  };
}

/** One default variant per product: the one just marked takes it from the others. */
async function keepOneDefault(tx: Db, productId: number, variantId: number, input: VariantInput) {
  if (input.is_default)
    await tx
      .update(variants)
      .set({ isDefault: false })
      .where(and(eq(variants.productId, productId), ne(variants.id, variantId)));
}

async function readOne(tx: Db, productId: number, variantId: number): Promise<StaffVariant> {
  const [variant] = await readStaffVariants(tx, productId, variantId);
  if (!variant) throw variantNotFound();
  return variant;
}

export async function createVariant(
  db: Db,
  staff: Pick<StaffMember, 'id'>,
  productId: number,
  input: NewVariantInput,
): Promise<StaffVariant> {
  return uniqueSku(() =>
    db.transaction(async (tx) => {
      await lockProduct(tx, productId);
      await checkVariant(tx, productId, input, null);
      const [created] = await tx
        .insert(variants)
        .values({ productId, ...columnsOf(input) })
        .returning({ id: variants.id });
      if (!created) throw new Error('variant insert returned nothing');
      await keepOneDefault(tx, productId, created.id, input);
      const prices = storeCodes.flatMap((storeCode) => {
        const edition = input.prices[storeCode];
        if (edition === null) return [];
        return [
          { storeCode, customerType: 'C' as const, pvp: edition.client },
          { storeCode, customerType: 'P' as const, pvp: edition.professional },
        ].map((price) => ({ ...price, variantId: created.id }));
      });
      if (prices.length > 0) await tx.insert(variantPrices).values(prices);
      await refreshFromPrices(tx, [productId]);
      const after = await readOne(tx, productId, created.id);
      await recordStaffChange(tx, staff, 'variant.create', 'variant', created.id, null, after);
      return after;
    }),
  );
}

/** Replaces a variant's SKU, options and flags (its prices are the prices screen's). */
export async function updateVariant(
  db: Db,
  staff: Pick<StaffMember, 'id'>,
  productId: number,
  variantId: number,
  input: VariantInput,
): Promise<StaffVariant> {
  return uniqueSku(() =>
    db.transaction(async (tx) => {
      await lockProduct(tx, productId);
      const before = await readOne(tx, productId, variantId);
      await checkVariant(tx, productId, input, variantId);
      await tx.update(variants).set(columnsOf(input)).where(eq(variants.id, variantId));
      await keepOneDefault(tx, productId, variantId, input);
      await refreshFromPrices(tx, [productId]);
      const after = await readOne(tx, productId, variantId);
      await recordStaffChange(tx, staff, 'variant.update', 'variant', variantId, before, after);
      return after;
    }),
  );
}

/**
 * Removes a variant; one an order names is unpublished instead, so the order keeps its
 * variant and the storefront no longer offers it.
 */
export async function removeVariant(
  db: Db,
  staff: Pick<StaffMember, 'id'>,
  productId: number,
  variantId: number,
): Promise<'deleted' | 'unpublished'> {
  return db.transaction(async (tx) => {
    await lockProduct(tx, productId);
    const before = await readOne(tx, productId, variantId);
    if (before.has_orders) {
      await tx.update(variants).set({ isPublished: false }).where(eq(variants.id, variantId));
      const after = await readOne(tx, productId, variantId);
      await recordStaffChange(tx, staff, 'variant.unpublish', 'variant', variantId, before, after);
    } else {
      await tx.delete(variants).where(eq(variants.id, variantId));
      await recordStaffChange(tx, staff, 'variant.delete', 'variant', variantId, before, null);
    }
    await refreshFromPrices(tx, [productId]);
    return before.has_orders ? 'unpublished' : 'deleted';
  });
}

/** A variant naming an option the product no longer offers (it could never be chosen again). */
export async function strandedVariant(tx: Db, productId: number) {
  const offered = await productOptionGroupOf(tx, productId);
  const rows = await tx
    .select({ ref: variants.ref, optionIds: variants.optionIds })
    .from(variants)
    .where(eq(variants.productId, productId));
  return rows.find((row) => row.optionIds.some((id) => !offered.has(id)));
}
