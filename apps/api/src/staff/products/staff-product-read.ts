import {
  attributes,
  brands,
  categories,
  categoryTranslations,
  complements,
  productAttributes,
  productCategories,
  productComplements,
  productPrices,
  products,
  productStores,
  productTechnicalData,
  productTranslations,
  type Language,
} from '@shop/db';
import { and, asc, count, desc, eq, inArray, not, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  productKinds,
  type ProductFormChoices,
  type ProductListQuery,
  type ProductTexts,
  type StaffProduct,
  type StaffProductRow,
} from '../../contracts/staff-products.ts';
import type { Db } from '../../database.ts';
import { productsFiledUnder } from '../products-filed-under.ts';
import type { PageWindow } from '../../lists/paged-list.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { containing } from '../orders/order-filters.ts';

export const productNotFound = () =>
  new ApiError(404, 'productsApi.notFound', {}, undefined, 'not_found');

const esText = alias(productTranslations, 'es_text');
const frText = alias(productTranslations, 'fr_text');
const esStore = alias(productStores, 'es_store');
const frStore = alias(productStores, 'fr_store');
const visible = (store: typeof esStore | typeof frStore) =>
  sql<boolean>`coalesce(${store.isVisible}, false)`;

function filterOf(query: ProductListQuery): SQL | undefined {
  const published = (() => {
    if (query.published === undefined) return undefined;
    const shown =
      query.store === undefined
        ? or(visible(esStore), visible(frStore))
        : visible(query.store === 'ESSM' ? esStore : frStore);
    return query.published ? shown : not(shown ?? sql`false`);
  })();
  const q = query.q === undefined || query.q === '' ? undefined : containing(query.q);
  return and(
    q === undefined
      ? undefined
      : or(
          sql`lower(${products.ref}) like ${q}`,
          sql`lower(${esText.name}) like ${q}`,
          sql`lower(${frText.name}) like ${q}`,
        ),
    query.brand === undefined ? undefined : eq(products.brandId, query.brand),
    query.made_to_measure === undefined
      ? undefined
      : eq(products.madeToMeasure, query.made_to_measure),
    query.category === undefined
      ? undefined
      : inArray(products.id, productsFiledUnder(query.category)),
    published,
  );
}

/** The staff products list: searched, filtered and sorted as asked. */
export async function readProductPage(
  db: Db,
  query: ProductListQuery,
  window: PageWindow,
): Promise<{ count: number; results: StaffProductRow[] }> {
  const [own, other] = query.language === 'fr' ? [frText, esText] : [esText, frText];
  const name = sql<string>`coalesce(${own.name}, ${other.name}, '')`;
  const base = () =>
    db
      .select({
        id: products.id,
        ref: products.ref,
        name: name.as('name'),
        brand: sql<string | null>`${brands.name}`.as('brand'),
        madeToMeasure: products.madeToMeasure,
        isActive: products.isActive,
        es: visible(esStore).as('es_visible'),
        fr: visible(frStore).as('fr_visible'),
        updatedAt: products.updatedAt,
      })
      .from(products)
      .leftJoin(esText, and(eq(esText.productId, products.id), eq(esText.language, 'es')))
      .leftJoin(frText, and(eq(frText.productId, products.id), eq(frText.language, 'fr')))
      .leftJoin(esStore, and(eq(esStore.productId, products.id), eq(esStore.storeCode, 'ESSM')))
      .leftJoin(frStore, and(eq(frStore.productId, products.id), eq(frStore.storeCode, 'FRSM')))
      .leftJoin(brands, eq(brands.id, products.brandId))
      .where(filterOf(query));
  const [total] = await db.select({ count: count() }).from(base().as('listed'));
  const column = { ref: products.ref, name, updated_at: products.updatedAt }[
    query.ordering.replace('-', '') as 'ref' | 'name' | 'updated_at'
  ];
  const direction = query.ordering.startsWith('-') ? desc : asc;
  const rows = await base()
    .orderBy(direction(column), direction(products.id))
    .limit(window.limit ?? Number.MAX_SAFE_INTEGER)
    .offset(window.offset);
  return {
    count: total?.count ?? 0,
    results: rows.map((row) => ({
      id: row.id,
      ref: row.ref,
      name: row.name,
      brand: row.brand,
      made_to_measure: row.madeToMeasure,
      is_active: row.isActive,
      published: { ESSM: row.es, FRSM: row.fr },
      updated_at: row.updatedAt.toISOString(),
    })),
  };
}

function textsOf(row: typeof productTranslations.$inferSelect | undefined): ProductTexts | null {
  if (!row) return null;
  return {
    name: row.name,
    slug: row.slug,
    short_description: row.shortDescription,
    description: row.description,
    seo_title: row.seoTitle,
    seo_description: row.seoDescription,
  };
}

/** One product as the edit form shows it. */
export async function readStaffProduct(db: Db, id: number): Promise<StaffProduct> {
  const [product] = await db.select().from(products).where(eq(products.id, id));
  if (!product) throw productNotFound();
  // One after the other: inside a transaction they share one connection.
  const texts = await db
    .select()
    .from(productTranslations)
    .where(eq(productTranslations.productId, id));
  const placed = await db
    .select({ id: productCategories.categoryId })
    .from(productCategories)
    .where(eq(productCategories.productId, id))
    .orderBy(
      desc(productCategories.isMain),
      asc(productCategories.position),
      asc(productCategories.categoryId),
    );
  const linked = await db
    .select({ id: productComplements.complementId })
    .from(productComplements)
    .where(eq(productComplements.productId, id))
    .orderBy(asc(productComplements.position), asc(productComplements.id));
  const measures = await db
    .select({
      attribute_id: productAttributes.attributeId,
      range_min_cm: productAttributes.rangeMinCm,
      range_max_cm: productAttributes.rangeMaxCm,
    })
    .from(productAttributes)
    .innerJoin(attributes, eq(attributes.id, productAttributes.attributeId))
    .where(and(eq(productAttributes.productId, id), eq(attributes.fieldType, 'measure')))
    .orderBy(asc(productAttributes.position), asc(productAttributes.id));
  const technical = await db
    .select({ label: productTechnicalData.label, value: productTechnicalData.value })
    .from(productTechnicalData)
    .where(eq(productTechnicalData.productId, id))
    .orderBy(asc(productTechnicalData.position), asc(productTechnicalData.id));
  const editions = await db.select().from(productStores).where(eq(productStores.productId, id));
  const priced = await db.select().from(productPrices).where(eq(productPrices.productId, id));
  const textIn = (language: Language) => texts.find((row) => row.language === language);
  const shownIn = (store: string) =>
    editions.some((row) => row.storeCode === store && row.isVisible);
  const pricesIn = (store: string) => {
    const of = (type: string) =>
      priced.find((row) => row.storeCode === store && row.customerType === type)?.pvp;
    const client = of('C');
    const professional = of('P');
    return client === undefined || professional === undefined ? null : { client, professional };
  };
  return {
    id,
    ref: product.ref,
    kind: product.kind,
    brand_id: product.brandId,
    delivery_days_min: product.deliveryDaysMin,
    delivery_days_max: product.deliveryDaysMax,
    made_to_measure: product.madeToMeasure,
    measure_total_max_cm: product.measureTotalMaxCm,
    measures: measures.map((measure) => ({
      attribute_id: measure.attribute_id,
      range_min_cm: measure.range_min_cm ?? 0,
      range_max_cm: measure.range_max_cm ?? 0,
    })),
    is_active: product.isActive,
    translations: { es: textsOf(textIn('es')), fr: textsOf(textIn('fr')) },
    category_ids: placed.map((row) => row.id),
    complement_ids: linked.map((row) => row.id),
    technical_data: technical,
    published: { ESSM: shownIn('ESSM'), FRSM: shownIn('FRSM') },
    prices: { ESSM: pricesIn('ESSM'), FRSM: pricesIn('FRSM') },
    updated_at: product.updatedAt.toISOString(),
  };
}

/** Categories named by their path ("Mamparas › Frontales"), in tree order. */
async function categoryChoices(db: Db, language: Language) {
  const rows = await db
    .select({ id: categories.id, parentId: categories.parentId, name: categoryTranslations.name })
    .from(categories)
    .innerJoin(
      categoryTranslations,
      and(
        eq(categoryTranslations.categoryId, categories.id),
        eq(categoryTranslations.language, language),
      ),
    )
    .orderBy(asc(categories.position), asc(categories.id));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const pathOf = (row: (typeof rows)[number]): string => {
    const parent = row.parentId === null ? undefined : byId.get(row.parentId);
    return parent ? `${pathOf(parent)} › ${row.name}` : row.name;
  };
  return rows
    .map((row) => ({ id: row.id, name: pathOf(row) }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
}

/** What the product form's pickers offer. */
export async function readProductFormChoices(
  db: Db,
  language: Language,
): Promise<ProductFormChoices> {
  const brandRows = await db
    .select({ id: brands.id, name: brands.name })
    .from(brands)
    .orderBy(asc(brands.name));
  const complementRows = await db
    .select({ id: complements.id, ref: complements.ref, name: complements.name })
    .from(complements)
    .where(eq(complements.isActive, true))
    .orderBy(asc(complements.position), asc(complements.id));
  const measureRows = await db
    .select({ id: attributes.id, slug: attributes.slug, name: attributes.name })
    .from(attributes)
    .where(eq(attributes.fieldType, 'measure'))
    .orderBy(asc(attributes.id));
  return {
    brands: brandRows,
    categories: await categoryChoices(db, language),
    complements: complementRows.map((row) => ({
      id: row.id,
      ref: row.ref,
      name: row.name[language],
    })),
    measures: measureRows.map((row) => ({ id: row.id, slug: row.slug, name: row.name[language] })),
    kinds: [...productKinds],
  };
}

/** The ids among `wanted` that `table` does not hold. */
export async function unknownIds(
  db: Db,
  table: typeof brands | typeof categories | typeof complements,
  wanted: readonly number[],
): Promise<number[]> {
  const unique = [...new Set(wanted)];
  if (unique.length === 0) return [];
  const found = new Set(
    (await db.select({ id: table.id }).from(table).where(inArray(table.id, unique))).map(
      (row) => row.id,
    ),
  );
  return unique.filter((id) => !found.has(id));
}
