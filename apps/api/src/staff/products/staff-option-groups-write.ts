import {
  attributeOptions,
  attributes,
  productAttributeOptions,
  productAttributes,
  refreshFromPrices,
  slugify,
} from '@shop/db';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { OptionGroupsInput } from '../../contracts/staff-product-configurator.ts';
import type { Db } from '../../database.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { recordStaffChange } from '../record-staff-change.ts';
import type { StaffMember } from '../staff-sessions.ts';
import { readOptionGroups } from './staff-product-configurator-read.ts';
import { lockProduct, strandedVariant } from './staff-variant-write.ts';

type Group = OptionGroupsInput['groups'][number];

/**
 * The rules that keep the configurator able to build a valid choice: known attributes (never a
 * measure: those are the product form's), each once; options of that attribute, each once; a
 * required group offers at least one; a single-choice group has at most one default.
 */
async function checkGroups(tx: Db, groups: readonly Group[]) {
  const attributeIds = groups.map((group) => group.attribute_id);
  const known = new Map(
    attributeIds.length === 0
      ? []
      : (
          await tx
            .select({ id: attributes.id, fieldType: attributes.fieldType })
            .from(attributes)
            .where(inArray(attributes.id, attributeIds))
        ).map((row) => [row.id, row.fieldType]),
  );
  const optionIds = groups.flatMap((group) =>
    group.options.flatMap((option) => (option.option_id === null ? [] : [option.option_id])),
  );
  const optionOwner = new Map(
    optionIds.length === 0
      ? []
      : (
          await tx
            .select({ id: attributeOptions.id, attributeId: attributeOptions.attributeId })
            .from(attributeOptions)
            .where(inArray(attributeOptions.id, optionIds))
        ).map((row) => [row.id, row.attributeId]),
  );
  const seenGroups = new Set<number>();
  for (const [index, group] of groups.entries()) {
    const field = `groups.${index}`;
    const fieldType = known.get(group.attribute_id);
    if (fieldType === undefined)
      throw ApiError.badRequest(`${field}.attribute_id`, 'productsApi.unknownId', {
        id: group.attribute_id,
      });
    if (fieldType === 'measure')
      throw ApiError.badRequest(`${field}.attribute_id`, 'productVariantsApi.measureGroup');
    if (seenGroups.has(group.attribute_id))
      throw ApiError.badRequest(`${field}.attribute_id`, 'productVariantsApi.groupTwice');
    seenGroups.add(group.attribute_id);
    if (group.required && group.options.length === 0)
      throw ApiError.badRequest(`${field}.options`, 'productVariantsApi.requiredEmpty');
    if (fieldType !== 'open' && group.options.filter((option) => option.is_default).length > 1)
      throw ApiError.badRequest(`${field}.options`, 'productVariantsApi.oneDefault');
    const seenOptions = new Set<number>();
    const seenSlugs = new Set<string>();
    for (const [place, option] of group.options.entries()) {
      const optionField = `${field}.options.${place}`;
      const slug = slugify(option.name.es);
      if (seenSlugs.has(slug))
        throw ApiError.badRequest(`${optionField}.name.es`, 'productVariantsApi.nameTwice');
      seenSlugs.add(slug);
      if (option.option_id === null) continue;
      if (optionOwner.get(option.option_id) !== group.attribute_id)
        throw ApiError.badRequest(`${optionField}.option_id`, 'productVariantsApi.notOfGroup');
      if (seenOptions.has(option.option_id))
        throw ApiError.badRequest(`${optionField}.option_id`, 'productVariantsApi.optionTwice');
      seenOptions.add(option.option_id);
    }
  }
}

/**
 * A new value of the attribute, its slug from the Spanish name; a name the attribute already
 * has (another option's slug) is refused on that name rather than silently reused.
 */
async function createOption(tx: Db, group: Group, index: number, place: number) {
  const option = group.options[place];
  if (!option) throw new Error('option out of range');
  const slug = slugify(option.name.es);
  const [taken] = await tx
    .select({ id: attributeOptions.id })
    .from(attributeOptions)
    .where(
      and(eq(attributeOptions.attributeId, group.attribute_id), eq(attributeOptions.slug, slug)),
    );
  if (taken)
    throw ApiError.badRequest(
      `groups.${index}.options.${place}.name.es`,
      'productVariantsApi.optionNameTaken',
    );
  const [created] = await tx
    .insert(attributeOptions)
    .values({ attributeId: group.attribute_id, slug, name: option.name, price: option.price ?? 0 })
    .returning({ id: attributeOptions.id });
  if (!created) throw new Error('option insert returned nothing');
  return created.id;
}

/** One group: its shared names, then the product's options in the order given. */
async function writeGroup(tx: Db, productId: number, group: Group, index: number) {
  await tx
    .update(attributes)
    .set({ name: group.name })
    .where(eq(attributes.id, group.attribute_id));
  const [productAttribute] = await tx
    .insert(productAttributes)
    .values({
      productId,
      attributeId: group.attribute_id,
      position: index,
      required: group.required,
    })
    .onConflictDoUpdate({
      target: [productAttributes.productId, productAttributes.attributeId],
      set: { position: index, required: group.required },
    })
    .returning({ id: productAttributes.id });
  if (!productAttribute) throw new Error('group upsert returned nothing');
  const kept: number[] = [];
  for (const [place, option] of group.options.entries()) {
    const optionId = option.option_id ?? (await createOption(tx, group, index, place));
    kept.push(optionId);
    if (option.option_id !== null)
      await tx
        .update(attributeOptions)
        .set({ name: option.name })
        .where(eq(attributeOptions.id, optionId));
    const row = { price: option.price, position: place, isDefault: option.is_default };
    await tx
      .insert(productAttributeOptions)
      .values({ productAttributeId: productAttribute.id, attributeOptionId: optionId, ...row })
      .onConflictDoUpdate({
        target: [
          productAttributeOptions.productAttributeId,
          productAttributeOptions.attributeOptionId,
        ],
        set: row,
      });
  }
  await tx
    .delete(productAttributeOptions)
    .where(
      and(
        eq(productAttributeOptions.productAttributeId, productAttribute.id),
        kept.length === 0 ? undefined : notInArray(productAttributeOptions.attributeOptionId, kept),
      ),
    );
}

/**
 * Replaces the product's groups other than measures. A variant naming an option no longer
 * offered would never be chosen again: the edit is refused, naming it, and nothing is written.
 */
export async function replaceOptionGroups(
  db: Db,
  staff: Pick<StaffMember, 'id'>,
  productId: number,
  input: OptionGroupsInput,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockProduct(tx, productId);
    await checkGroups(tx, input.groups);
    const before = await readOptionGroups(tx, productId);
    const measureIds = tx
      .select({ id: attributes.id })
      .from(attributes)
      .where(eq(attributes.fieldType, 'measure'));
    const wanted = input.groups.map((group) => group.attribute_id);
    await tx
      .delete(productAttributes)
      .where(
        and(
          eq(productAttributes.productId, productId),
          notInArray(productAttributes.attributeId, measureIds),
          wanted.length === 0 ? undefined : notInArray(productAttributes.attributeId, wanted),
        ),
      );
    for (const [index, group] of input.groups.entries())
      await writeGroup(tx, productId, group, index);
    const stranded = await strandedVariant(tx, productId);
    if (stranded)
      throw ApiError.badRequest('groups', 'productVariantsApi.optionInVariant', {
        ref: stranded.ref,
      });
    await refreshFromPrices(tx, [productId]);
    const after = await readOptionGroups(tx, productId);
    await recordStaffChange(
      tx,
      staff,
      'product.option_groups',
      'product',
      productId,
      before,
      after,
    );
  });
}
