import {
  attributeOptions,
  attributes,
  cartRows,
  orders,
  productAttributeOptions,
  productAttributes,
  products,
  variantPrices,
  variants,
  type Language,
} from '@shop/db';
import { and, asc, eq, exists, inArray, ne, sql } from 'drizzle-orm';
import type {
  StaffOptionGroup,
  StaffProductConfigurator,
  StaffVariant,
} from '../../contracts/staff-product-configurator.ts';
import type { Db } from '../../database.ts';
import { productNotFound } from './staff-product-read.ts';

/** The product's variants with their prices, by id (one query for the prices). */
export async function readStaffVariants(
  db: Db,
  productId: number,
  variantId?: number,
): Promise<StaffVariant[]> {
  const rows = await db
    .select({
      id: variants.id,
      ref: variants.ref,
      option_ids: variants.optionIds,
      is_default: variants.isDefault,
      is_published: variants.isPublished,
      // Some order names it (through the placed cart's rows).
      has_orders: sql<boolean>`${exists(
        db
          .select({ one: sql`1` })
          .from(cartRows)
          .innerJoin(orders, eq(orders.cartId, cartRows.cartId))
          .where(eq(cartRows.variantId, variants.id)),
      )}`,
    })
    .from(variants)
    .where(
      and(
        eq(variants.productId, productId),
        variantId === undefined ? undefined : eq(variants.id, variantId),
      ),
    )
    .orderBy(asc(variants.id));
  const prices =
    rows.length === 0
      ? []
      : await db
          .select({
            variantId: variantPrices.variantId,
            store: variantPrices.storeCode,
            customerType: variantPrices.customerType,
            pvp: variantPrices.pvp,
          })
          .from(variantPrices)
          .where(
            inArray(
              variantPrices.variantId,
              rows.map((row) => row.id),
            ),
          );
  return rows.map((row) => {
    const editionPrices = (store: 'ESSM' | 'FRSM') => {
      const of = (type: 'C' | 'P') =>
        prices.find(
          (price) =>
            price.variantId === row.id && price.store === store && price.customerType === type,
        )?.pvp;
      const client = of('C');
      const professional = of('P');
      return client === undefined || professional === undefined ? null : { client, professional };
    };
    return { ...row, prices: { ESSM: editionPrices('ESSM'), FRSM: editionPrices('FRSM') } };
  });
}

/** The product's groups other than measures, in order, with the options it offers. */
export async function readOptionGroups(db: Db, productId: number): Promise<StaffOptionGroup[]> {
  const rows = await db
    .select({
      attributeId: attributes.id,
      attributeSlug: attributes.slug,
      fieldType: attributes.fieldType,
      attributeName: attributes.name,
      required: productAttributes.required,
      optionId: attributeOptions.id,
      optionSlug: attributeOptions.slug,
      optionName: attributeOptions.name,
      price: productAttributeOptions.price,
      basePrice: attributeOptions.price,
      isDefault: productAttributeOptions.isDefault,
    })
    .from(productAttributes)
    .innerJoin(attributes, eq(attributes.id, productAttributes.attributeId))
    .leftJoin(
      productAttributeOptions,
      eq(productAttributeOptions.productAttributeId, productAttributes.id),
    )
    .leftJoin(attributeOptions, eq(attributeOptions.id, productAttributeOptions.attributeOptionId))
    .where(and(eq(productAttributes.productId, productId), ne(attributes.fieldType, 'measure')))
    .orderBy(
      asc(productAttributes.position),
      asc(productAttributes.id),
      asc(productAttributeOptions.position),
      asc(productAttributeOptions.id),
    );
  const groups = new Map<number, StaffOptionGroup>();
  for (const row of rows) {
    const group = groups.get(row.attributeId) ?? {
      attribute_id: row.attributeId,
      slug: row.attributeSlug,
      field_type: row.fieldType,
      name: { es: row.attributeName.es ?? '', fr: row.attributeName.fr ?? '' },
      required: row.required,
      options: [],
    };
    groups.set(row.attributeId, group);
    if (row.optionId !== null && row.optionSlug !== null && row.optionName !== null)
      group.options.push({
        option_id: row.optionId,
        slug: row.optionSlug,
        name: { es: row.optionName.es ?? '', fr: row.optionName.fr ?? '' },
        price: row.price,
        base_price: row.basePrice ?? 0,
        is_default: row.isDefault ?? false,
      });
  }
  return [...groups.values()];
}

/** Everything the variants and options screen shows; 404 for an unknown product. */
export async function readStaffProductConfigurator(
  db: Db,
  productId: number,
  language: Language,
): Promise<StaffProductConfigurator> {
  const [product] = await db
    .select({ ref: products.ref })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) throw productNotFound();
  const [groups, variantList, choices] = await Promise.all([
    readOptionGroups(db, productId),
    readStaffVariants(db, productId),
    db
      .select({
        id: attributes.id,
        slug: attributes.slug,
        name: sql<string>`coalesce(${attributes.name} ->> ${language}, ${attributes.slug})`,
        field_type: attributes.fieldType,
      })
      .from(attributes)
      .where(and(ne(attributes.fieldType, 'measure'), eq(attributes.showInConfigurator, true)))
      .orderBy(asc(attributes.position), asc(attributes.id)),
  ]);
  return { ref: product.ref, groups, variants: variantList, attributes: choices };
}
