import {
  brands,
  productCategories,
  products,
  productStores,
  productTranslations,
  type Language,
} from '@shop/db';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { type ProductListQuery } from '../../contracts/staff-products.ts';
import type { Db } from '../../database.ts';
import { readProductPage } from '../products/staff-product-read.ts';

/**
 * A product per line: what staff edit in bulk. Brand by its URL slug, categories by their ids
 * (`3|12`, the first the breadcrumb's), published per edition as 1 or 0. Measures, complements
 * and technical data stay the product form's.
 */
export const productColumns = [
  'ref',
  'kind',
  'brand',
  'category_ids',
  'delivery_days_min',
  'delivery_days_max',
  'published_ESSM',
  'published_FRSM',
  'name_es',
  'short_description_es',
  'description_es',
  'name_fr',
  'short_description_fr',
  'description_fr',
] as const;
export type ProductColumn = (typeof productColumns)[number];
type ProductRecord = Record<ProductColumn, string>;

export const languages: readonly Language[] = ['es', 'fr'];
const flag = (shown: boolean) => (shown ? '1' : '0');

/** The sheet's values of the products, by id, in a handful of queries whatever their number. */
export async function productRecords(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, ProductRecord>> {
  const records = new Map<number, ProductRecord>();
  if (ids.length === 0) return records;
  const list = [...ids];
  // One after the other: inside a transaction they share one connection.
  const rows = await db
    .select({
      id: products.id,
      ref: products.ref,
      kind: products.kind,
      brand: brands.slug,
      min: products.deliveryDaysMin,
      max: products.deliveryDaysMax,
    })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(inArray(products.id, list));
  const texts = await db
    .select({
      productId: productTranslations.productId,
      language: productTranslations.language,
      name: productTranslations.name,
      short: productTranslations.shortDescription,
      description: productTranslations.description,
    })
    .from(productTranslations)
    .where(inArray(productTranslations.productId, list));
  const placed = await db
    .select({ productId: productCategories.productId, id: productCategories.categoryId })
    .from(productCategories)
    .where(inArray(productCategories.productId, list))
    .orderBy(
      desc(productCategories.isMain),
      asc(productCategories.position),
      asc(productCategories.categoryId),
    );
  const visible = await db
    .select({ productId: productStores.productId, store: productStores.storeCode })
    .from(productStores)
    .where(and(inArray(productStores.productId, list), eq(productStores.isVisible, true)));
  for (const row of rows) {
    const text = (language: Language) =>
      texts.find((t) => t.productId === row.id && t.language === language);
    const published = (store: string) =>
      flag(visible.some((edition) => edition.productId === row.id && edition.store === store));
    records.set(row.id, {
      ref: row.ref,
      kind: row.kind,
      brand: row.brand ?? '',
      category_ids: placed
        .filter((category) => category.productId === row.id)
        .map((category) => category.id)
        .join('|'),
      delivery_days_min: String(row.min),
      delivery_days_max: String(row.max),
      published_ESSM: published('ESSM'),
      published_FRSM: published('FRSM'),
      name_es: text('es')?.name ?? '',
      short_description_es: text('es')?.short ?? '',
      description_es: text('es')?.description ?? '',
      name_fr: text('fr')?.name ?? '',
      short_description_fr: text('fr')?.short ?? '',
      description_fr: text('fr')?.description ?? '',
    });
  }
  return records;
}

const exportChunk = 500;

export type ProductExportQuery = Omit<ProductListQuery, 'page' | 'page_size'>;

/** Every product the staff products list shows with these filters, in its order. */
export async function* productSheetRecords(
  db: Db,
  query: ProductExportQuery,
): AsyncGenerator<ProductRecord> {
  for (let offset = 0; ; offset += exportChunk) {
    const page = await readProductPage(
      db,
      { ...query, page: 1, page_size: exportChunk },
      { offset, limit: exportChunk },
    );
    const ids = page.results.map((row) => row.id);
    const records = await productRecords(db, ids);
    for (const id of ids) {
      const record = records.get(id);
      if (record) yield record;
    }
    if (ids.length < exportChunk) return;
  }
}
