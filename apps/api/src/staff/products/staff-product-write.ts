import {
  attributes,
  brandCollections,
  brands,
  productAttributes,
  productCategories,
  productComplements,
  productPrices,
  products,
  productSlugHistory,
  productStores,
  productTechnicalData,
  productTranslations,
  refreshFromPrices,
  type Language,
} from '@shop/db';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type {
  NewProductInput,
  ProductInput,
  ProductTexts,
} from '../../contracts/staff-products.ts';
import { storeCodes } from '../../contracts/common.ts';
import type { Db } from '../../database.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { isUniqueViolation } from '../../unique-violation.ts';
import { recordStaffChange } from '../record-staff-change.ts';
import type { StaffMember } from '../staff-sessions.ts';
import { checkProductInput } from './product-input-rules.ts';
import { productNotFound, readStaffProduct } from './staff-product-read.ts';

function columnsOf(input: ProductInput) {
  return {
    ref: input.ref,
    kind: input.kind,
    brandId: input.brand_id,
    deliveryDaysMin: input.delivery_days_min,
    deliveryDaysMax: input.delivery_days_max,
    madeToMeasure: input.made_to_measure,
    measureTotalMaxCm: input.made_to_measure ? input.measure_total_max_cm : null,
    isActive: input.is_active,
  };
}

/** What a shopper may type beside the name: brand, collection, reference (as the seed fills it). */
async function searchTermsOf(tx: Db, productId: number): Promise<string> {
  const [row] = await tx
    .select({ ref: products.ref, brand: brands.name, collection: brandCollections.name })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(brandCollections, eq(brandCollections.id, products.collectionId))
    .where(eq(products.id, productId));
  return [row?.brand, row?.collection, row?.ref].filter(Boolean).join(' ');
}

/**
 * The texts per language. A slug that changes is kept in product_slug_history so the old
 * address answers with a 301; a slug taken (back) is no longer an old one.
 */
async function setTexts(tx: Db, productId: number, texts: Map<Language, ProductTexts>) {
  const before = await tx
    .select({ language: productTranslations.language, slug: productTranslations.slug })
    .from(productTranslations)
    .where(eq(productTranslations.productId, productId));
  const searchTerms = await searchTermsOf(tx, productId);
  for (const old of before) {
    const next = texts.get(old.language as Language);
    if (next?.slug === old.slug) continue;
    await tx
      .insert(productSlugHistory)
      .values({ language: old.language, slug: old.slug, productId })
      .onConflictDoUpdate({
        target: [productSlugHistory.language, productSlugHistory.slug],
        set: { productId, createdAt: sql`now()` },
      });
  }
  const kept = [...texts.keys()];
  await tx
    .delete(productTranslations)
    .where(
      and(
        eq(productTranslations.productId, productId),
        kept.length === 0 ? undefined : notInArray(productTranslations.language, kept),
      ),
    );
  for (const [language, text] of texts) {
    await tx
      .delete(productSlugHistory)
      .where(
        and(eq(productSlugHistory.language, language), eq(productSlugHistory.slug, text.slug)),
      );
    const columns = {
      name: text.name,
      slug: text.slug,
      shortDescription: text.short_description,
      description: text.description,
      seoTitle: text.seo_title,
      seoDescription: text.seo_description,
      searchTerms,
    };
    await tx
      .insert(productTranslations)
      .values({ productId, language, ...columns })
      .onConflictDoUpdate({
        target: [productTranslations.productId, productTranslations.language],
        set: columns,
      });
  }
}

/** Categories (the first one the breadcrumb's), keeping the position of those it had. */
async function setCategories(tx: Db, productId: number, categoryIds: number[]) {
  const wanted = [...new Set(categoryIds)];
  await tx
    .delete(productCategories)
    .where(
      and(
        eq(productCategories.productId, productId),
        wanted.length === 0 ? undefined : notInArray(productCategories.categoryId, wanted),
      ),
    );
  for (const [index, categoryId] of wanted.entries())
    await tx
      .insert(productCategories)
      .values({ productId, categoryId, isMain: index === 0 })
      .onConflictDoUpdate({
        target: [productCategories.productId, productCategories.categoryId],
        set: { isMain: index === 0 },
      });
}

async function setComplements(tx: Db, productId: number, complementIds: number[]) {
  await tx.delete(productComplements).where(eq(productComplements.productId, productId));
  const wanted = [...new Set(complementIds)];
  if (wanted.length > 0)
    await tx
      .insert(productComplements)
      .values(wanted.map((complementId, position) => ({ productId, complementId, position })));
}

/**
 * The measure groups of the configurator and their ranges. A group kept keeps its price bands
 * and options; one no longer listed goes with them.
 */
async function setMeasures(tx: Db, productId: number, measures: ProductInput['measures']) {
  const wanted = measures.map((measure) => measure.attribute_id);
  const measureIds = tx
    .select({ id: attributes.id })
    .from(attributes)
    .where(eq(attributes.fieldType, 'measure'));
  await tx
    .delete(productAttributes)
    .where(
      and(
        eq(productAttributes.productId, productId),
        inArray(productAttributes.attributeId, measureIds),
        wanted.length === 0 ? undefined : notInArray(productAttributes.attributeId, wanted),
      ),
    );
  for (const [position, measure] of measures.entries()) {
    const range = { rangeMinCm: measure.range_min_cm, rangeMaxCm: measure.range_max_cm };
    await tx
      .insert(productAttributes)
      .values({ productId, attributeId: measure.attribute_id, position, ...range })
      .onConflictDoUpdate({
        target: [productAttributes.productId, productAttributes.attributeId],
        set: range,
      });
  }
}

async function setTechnicalData(tx: Db, productId: number, rows: ProductInput['technical_data']) {
  await tx.delete(productTechnicalData).where(eq(productTechnicalData.productId, productId));
  if (rows.length > 0)
    await tx
      .insert(productTechnicalData)
      .values(rows.map((row, position) => ({ productId, ...row, position })));
}

/** Published or not per edition; an unpublished edition keeps its flags and position. */
async function setEditions(tx: Db, productId: number, published: ProductInput['published']) {
  for (const storeCode of storeCodes)
    await tx
      .insert(productStores)
      .values({ productId, storeCode, isVisible: published[storeCode] })
      .onConflictDoUpdate({
        target: [productStores.productId, productStores.storeCode],
        set: { isVisible: published[storeCode] },
      });
}

async function writeProduct(
  tx: Db,
  productId: number,
  input: ProductInput,
  texts: Map<Language, ProductTexts>,
) {
  await setTexts(tx, productId, texts);
  await setCategories(tx, productId, input.category_ids);
  await setComplements(tx, productId, input.complement_ids);
  await setMeasures(tx, productId, input.measures);
  await setTechnicalData(tx, productId, input.technical_data);
  await setEditions(tx, productId, input.published);
}

/** Two products never share a reference (orders, invoices and imports name them by it). */
export async function uniqueRef<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'products_ref_key'))
      throw ApiError.badRequest('ref', 'productsApi.refTaken');
    if (isUniqueViolation(error, 'product_translations_language_slug_key'))
      throw ApiError.badRequest(undefined, 'productsApi.slugRace');
    throw error;
  }
}

/**
 * Inserts a checked product with its first prices, in the caller's transaction. The listing's
 * facets follow by trigger, the search vector is generated, and the "from" prices are derived
 * here.
 */
export async function insertProduct(
  tx: Db,
  staff: Pick<StaffMember, 'id'>,
  input: NewProductInput,
  texts: Map<Language, ProductTexts>,
): Promise<number> {
  const [created] = await tx
    .insert(products)
    .values(columnsOf(input))
    .returning({ id: products.id });
  if (!created) throw new Error('product insert returned nothing');
  await writeProduct(tx, created.id, input, texts);
  const prices = storeCodes.flatMap((storeCode) => {
    const edition = input.prices[storeCode];
    if (edition === null) return [];
    return [
      { storeCode, customerType: 'C' as const, pvp: edition.client },
      { storeCode, customerType: 'P' as const, pvp: edition.professional },
    ].map((price) => ({ ...price, productId: created.id, fromPvp: price.pvp }));
  });
  if (prices.length > 0) await tx.insert(productPrices).values(prices);
  await refreshFromPrices(tx, [created.id]);
  const after = await readStaffProduct(tx, created.id);
  await recordStaffChange(tx, staff, 'product.create', 'product', created.id, null, after);
  return created.id;
}

/** Creates a product with its first prices. */
export async function createProduct(
  db: Db,
  staff: Pick<StaffMember, 'id'>,
  input: NewProductInput,
): Promise<number> {
  const texts = await checkProductInput(db, input, null);
  return uniqueRef(() => db.transaction((tx) => insertProduct(tx, staff, input, texts)));
}

/**
 * Replaces a checked product with the form's values in the caller's transaction, its row
 * locked first (its prices are the prices screen's).
 */
export async function replaceProduct(
  tx: Db,
  staff: Pick<StaffMember, 'id'>,
  id: number,
  input: ProductInput,
  texts: Map<Language, ProductTexts>,
): Promise<void> {
  const [locked] = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, id))
    .for('update');
  if (!locked) throw productNotFound();
  const before = await readStaffProduct(tx, id);
  await tx
    .update(products)
    .set({ ...columnsOf(input), updatedAt: sql`now()` })
    .where(eq(products.id, id));
  await writeProduct(tx, id, input, texts);
  await refreshFromPrices(tx, [id]);
  const after = await readStaffProduct(tx, id);
  await recordStaffChange(tx, staff, 'product.update', 'product', id, before, after);
}

/** Replaces the product with the form's values. */
export async function updateProduct(
  db: Db,
  staff: Pick<StaffMember, 'id'>,
  id: number,
  input: ProductInput,
): Promise<void> {
  const [known] = await db.select({ id: products.id }).from(products).where(eq(products.id, id));
  if (!known) throw productNotFound();
  const texts = await checkProductInput(db, input, id);
  await uniqueRef(() => db.transaction((tx) => replaceProduct(tx, staff, id, input, texts)));
}
