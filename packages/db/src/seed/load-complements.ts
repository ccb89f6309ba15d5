import type { Database } from '../client.ts';
import {
  complementAttributes,
  complementTypes,
  complementVariantPrices,
  complements,
  complementVariants,
} from '../schema/index.ts';
import { complementDefinitions, complementTypeDefinitions } from './catalogue/complements.ts';
import { storeCodes } from './catalogue/stores.ts';
import { customerTypes, storePrice } from './pricing.ts';
import type { ReferenceIds } from './load-reference-data.ts';
import { lookup } from './lookup.ts';
import { optionRef } from './option-ref.ts';

const complementDiscount = 0.15;

/** Complement types, complements, their variants and prices; returns complement ids by ref. */
export async function loadComplements(
  db: Database,
  ids: ReferenceIds,
): Promise<Map<string, number>> {
  const types = await db
    .insert(complementTypes)
    .values(
      complementTypeDefinitions.map((type, index) => ({
        slug: type.slug,
        name: type.name,
        position: index,
        img: `complement-types/${type.slug}`,
      })),
    )
    .returning({ id: complementTypes.id, slug: complementTypes.slug });
  const typeIds = new Map(types.map((type) => [type.slug, type.id]));

  const inserted = await db
    .insert(complements)
    .values(
      complementDefinitions.map((complement, index) => ({
        complementTypeId: lookup(typeIds, complement.type),
        ref: complement.ref,
        code: complement.code,
        name: complement.name,
        description: complement.description,
        price: complement.pvp,
        position: index,
      })),
    )
    .returning({ id: complements.id, ref: complements.ref });
  const complementIds = new Map(inserted.map((complement) => [complement.ref, complement.id]));
  const idOf = (ref: string) => lookup(complementIds, ref);

  const attributeRows = complementDefinitions.flatMap((complement) => [
    ...(complement.variantAttribute
      ? [
          {
            slug: complement.variantAttribute.slug,
            options: complement.variantAttribute.options,
            complement,
          },
        ]
      : []),
    ...(complement.attributes ?? []).map((slug) => ({ slug, options: ['si', 'no'], complement })),
  ]);
  if (attributeRows.length > 0) {
    await db.insert(complementAttributes).values(
      attributeRows.map((row, index) => ({
        complementId: idOf(row.complement.ref),
        attributeId: lookup(ids.attributes, row.slug),
        position: index,
        optionIds: row.options.map((option) => lookup(ids.options, `${row.slug}/${option}`)),
      })),
    );
  }

  const variantRows = complementDefinitions.flatMap((complement) => {
    const attribute = complement.variantAttribute;
    if (!attribute)
      return [
        { complement, ref: `${complement.ref}-STD`, optionIds: [] as number[], surcharge: 0 },
      ];
    return attribute.options.map((option) => {
      const optionId = lookup(ids.options, `${attribute.slug}/${option}`);
      return {
        complement,
        ref: `${complement.ref}-${optionRef(option)}`,
        optionIds: [optionId],
        surcharge: lookup(ids.optionPrices, optionId),
      };
    });
  });
  const variants = await db
    .insert(complementVariants)
    .values(
      variantRows.map((row) => ({
        complementId: idOf(row.complement.ref),
        ref: row.ref,
        optionIds: row.optionIds,
      })),
    )
    .returning({ id: complementVariants.id });
  await db.insert(complementVariantPrices).values(
    variantRows.flatMap((row, index) =>
      storeCodes.flatMap((storeCode) =>
        customerTypes.map((customerType) => ({
          complementVariantId: variants[index]?.id ?? 0,
          storeCode,
          customerType,
          pvp: storePrice(
            storeCode,
            customerType,
            row.complement.pvp + Math.round(row.surcharge / 2),
            complementDiscount,
          ),
        })),
      ),
    ),
  );
  return complementIds;
}
