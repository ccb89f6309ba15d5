import { asc, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import {
  attributeOptions,
  attributes,
  complementAttributes,
  configuratorOptionPrice,
  configuratorOptionRows,
  measureBandRange,
  productAttributeOptions,
  productAttributes,
} from '@shop/db';
import type { Language } from '../../contracts/common.ts';
import type { ConfiguratorAttributeData, ConfiguratorOptionData } from '../../contracts/product.ts';
import type { Db } from '../../database.ts';
import { idsOrSubquery } from '../../read-together.ts';

/** The columns of an option row, whatever table chose it. */
const optionColumns = (language: Language) => ({
  id: attributeOptions.id,
  slug: attributeOptions.slug,
  ref: attributeOptions.ref,
  name: sql<string>`${attributeOptions.name} ->> ${language}`,
  block_options: attributeOptions.blockOptions,
  lockedComplementTypeIds: attributeOptions.complementsLocked,
  position_sketch: attributeOptions.positionSketch,
  value_numeric: attributeOptions.valueNumeric,
  value_string: attributeOptions.valueString,
  value_range_min: attributeOptions.valueRangeMin,
  value_range_max: attributeOptions.valueRangeMax,
  pool_position: attributeOptions.poolPosition,
  color: attributeOptions.color,
  image_public_id: attributeOptions.imagePublicId,
});

const attributeColumns = (language: Language) => ({
  id: attributes.id,
  slug: attributes.slug,
  fieldType: attributes.fieldType,
  aesthetic: attributes.aesthetic,
  name: sql<string>`${attributes.name} ->> ${language}`,
  src: attributes.src,
  translate: attributes.translate,
  unit: attributes.unit,
});

type OptionRow = Omit<ConfiguratorOptionData, 'prices' | 'price' | 'measureRange' | 'position'>;
type AttributeRow = Omit<ConfiguratorAttributeData, 'options' | 'position' | 'required'>;

/**
 * Option surcharges are one amount for every customer type (attribute_options.price, or the
 * product's override), so `prices` repeats it under both types. In a `measure` attribute an
 * option with a value range is a price band: the measure typed selects it.
 */
function pricedOption(
  option: OptionRow,
  price: number,
  position: number,
  fieldType: string,
): ConfiguratorOptionData {
  return {
    ...option,
    position,
    price,
    prices: { client: price, professional: price },
    measureRange: measureBandRange(fieldType, option.value_range_min, option.value_range_max),
  };
}

/**
 * A `measure` attribute without band options has only the product's range; the domain reads
 * a range from a selected option, so the attribute gets one free band standing for "my own
 * measure", with the negated product-attribute id (never an attribute_options id).
 */
function measureOption(
  attribute: AttributeRow,
  productAttributeId: number,
  range: { minCm: number; maxCm: number },
): ConfiguratorOptionData {
  return pricedOption(
    {
      id: -productAttributeId,
      slug: attribute.slug,
      ref: '',
      name: attribute.name,
      block_options: [],
      lockedComplementTypeIds: [],
      position_sketch: null,
      value_numeric: null,
      value_string: null,
      value_range_min: range.minCm,
      value_range_max: range.maxCm,
      pool_position: null,
      color: null,
      image_public_id: null,
    },
    0,
    0,
    attribute.fieldType,
  );
}

/** Groups rows (ordered by owner, attribute position, option position) into attributes. */
function groupAttributes<Row extends { ownerId: number; groupId: number }>(
  rows: readonly Row[],
  toAttribute: (row: Row) => ConfiguratorAttributeData,
  toOption: (row: Row) => ConfiguratorOptionData | null,
) {
  const byOwner = new Map<number, ConfiguratorAttributeData[]>();
  const byGroup = new Map<number, ConfiguratorAttributeData>();
  for (const row of rows) {
    let attribute = byGroup.get(row.groupId);
    if (!attribute) {
      attribute = toAttribute(row);
      byGroup.set(row.groupId, attribute);
      const owned = byOwner.get(row.ownerId) ?? [];
      owned.push(attribute);
      byOwner.set(row.ownerId, owned);
    }
    const option = toOption(row);
    if (option) attribute.options.push(option);
  }
  return byOwner;
}

/** The query of the configurator's option rows of the products (attributes shown in it only). */
export function productAttributeRowsQuery(
  db: Db,
  language: Language,
  productIds: readonly number[],
) {
  const query = db
    .select({
      ownerId: productAttributes.productId,
      groupId: productAttributes.id,
      position: productAttributes.position,
      required: productAttributes.required,
      rangeMinCm: productAttributes.rangeMinCm,
      rangeMaxCm: productAttributes.rangeMaxCm,
      attribute: attributeColumns(language),
      option: optionColumns(language),
      optionPosition: productAttributeOptions.position,
      optionPrice: configuratorOptionPrice,
    })
    .from(productAttributes)
    .$dynamic();
  return configuratorOptionRows(query, productIds).orderBy(
    asc(productAttributes.productId),
    asc(productAttributes.position),
    asc(productAttributes.id),
    asc(productAttributeOptions.position),
  );
}

/** The configurator groups of each product, by product id, from its option rows. */
export function productAttributeGroupsOf(
  rows: Awaited<ReturnType<typeof productAttributeRowsQuery>>,
): Map<number, ConfiguratorAttributeData[]> {
  return groupAttributes(
    rows,
    (row) => {
      const range =
        row.rangeMinCm === null || row.rangeMaxCm === null
          ? null
          : { minCm: row.rangeMinCm, maxCm: row.rangeMaxCm };
      // Rows come with their options, so a group's first row without one has no bands.
      const options =
        row.attribute.fieldType === 'measure' && range && row.option === null
          ? [measureOption(row.attribute, row.groupId, range)]
          : [];
      return { ...row.attribute, position: row.position, required: row.required, options };
    },
    (row) =>
      row.option &&
      pricedOption(row.option, row.optionPrice, row.optionPosition ?? 0, row.attribute.fieldType),
  );
}

/** The configurator groups of each product, by product id (attributes shown in it only). */
export async function productAttributeGroups(
  db: Db,
  language: Language,
  productIds: readonly number[],
): Promise<Map<number, ConfiguratorAttributeData[]>> {
  if (productIds.length === 0) return new Map();
  return productAttributeGroupsOf(await productAttributeRowsQuery(db, language, productIds));
}

/**
 * The query of the option rows of complements: of `complementIds`, or of those a subquery
 * selects (the pricing read passes the offered complements' ids without reading them first).
 */
export function complementAttributeRowsQuery(
  db: Db,
  language: Language,
  complementIds: readonly number[] | SQLWrapper,
) {
  const optionPosition = sql<number>`array_position(${complementAttributes.optionIds}, ${attributeOptions.id})`;
  return db
    .select({
      ownerId: complementAttributes.complementId,
      groupId: complementAttributes.id,
      position: complementAttributes.position,
      required: complementAttributes.required,
      attribute: attributeColumns(language),
      option: optionColumns(language),
      optionPosition,
      optionPrice: attributeOptions.price,
    })
    .from(complementAttributes)
    .innerJoin(attributes, eq(attributes.id, complementAttributes.attributeId))
    .innerJoin(
      attributeOptions,
      sql`${attributeOptions.id} = any(${complementAttributes.optionIds})`,
    )
    .where(inArray(complementAttributes.complementId, idsOrSubquery(complementIds)))
    .orderBy(
      asc(complementAttributes.complementId),
      asc(complementAttributes.position),
      asc(complementAttributes.id),
      asc(optionPosition),
    );
}

/** The attributes of each complement (the options it offers), by complement id, from its rows. */
export function complementAttributeGroupsOf(
  rows: Awaited<ReturnType<typeof complementAttributeRowsQuery>>,
): Map<number, ConfiguratorAttributeData[]> {
  return groupAttributes(
    rows,
    (row) => ({ ...row.attribute, position: row.position, required: row.required, options: [] }),
    (row) => pricedOption(row.option, row.optionPrice, row.optionPosition, row.attribute.fieldType),
  );
}

/** The attributes of each complement (the options it offers), by complement id. */
export async function complementAttributeGroups(
  db: Db,
  language: Language,
  complementIds: readonly number[],
): Promise<Map<number, ConfiguratorAttributeData[]>> {
  if (complementIds.length === 0) return new Map();
  return complementAttributeGroupsOf(
    await complementAttributeRowsQuery(db, language, complementIds),
  );
}
