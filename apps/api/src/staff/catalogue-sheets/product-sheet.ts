import { randomUUID } from 'node:crypto';
import {
  brands,
  productCategories,
  products,
  productStores,
  productTranslations,
  type Language,
} from '@shop/db';
import { translate, type Locale } from '@shop/i18n';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { SheetImportRow } from '../../contracts/staff-catalogue-sheets.ts';
import {
  NewProductInput,
  ProductInput,
  type ProductListQuery,
  type ProductTexts,
  type StaffProduct,
} from '../../contracts/staff-products.ts';
import type { Db } from '../../database.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { issueMessage, validated } from '../../plugins/request-validation.ts';
import { recordStaffChange } from '../record-staff-change.ts';
import type { StaffMember } from '../staff-sessions.ts';
import { checkProductInput } from '../products/product-input-rules.ts';
import { readProductPage, readStaffProduct } from '../products/staff-product-read.ts';
import { insertProduct, replaceProduct, uniqueRef } from '../products/staff-product-write.ts';
import type { SheetRow } from './sheet-csv.ts';
import { productIdsByRef, RowRefusals, type PlannedSheet } from './sheet-import.ts';

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
type ProductColumn = (typeof productColumns)[number];
type ProductRecord = Record<ProductColumn, string>;

const languages: readonly Language[] = ['es', 'fr'];
const flag = (shown: boolean) => (shown ? '1' : '0');

/** The sheet's values of the products, by id, in a handful of queries whatever their number. */
async function productRecords(db: Db, ids: readonly number[]): Promise<Map<number, ProductRecord>> {
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

const emptyTexts: ProductTexts = {
  name: '',
  slug: '',
  short_description: '',
  description: '',
  seo_title: '',
  seo_description: '',
};

/** The product form's values of a stored product, what a line overwrites column by column. */
function formOf(product: StaffProduct): ProductInput {
  const { translations } = product;
  return {
    ref: product.ref,
    kind: product.kind,
    brand_id: product.brand_id,
    delivery_days_min: product.delivery_days_min,
    delivery_days_max: product.delivery_days_max,
    made_to_measure: product.made_to_measure,
    measure_total_max_cm: product.measure_total_max_cm,
    measures: product.measures,
    is_active: product.is_active,
    translations: { es: translations.es ?? emptyTexts, fr: translations.fr ?? emptyTexts },
    category_ids: product.category_ids,
    complement_ids: product.complement_ids,
    technical_data: product.technical_data,
    published: product.published,
  };
}

/** A new product before its line: no brand, category, measure nor price, published nowhere. */
const newForm = (ref: string) => ({
  ref,
  brand_id: null,
  made_to_measure: false,
  measure_total_max_cm: null,
  measures: [],
  is_active: true,
  translations: { es: emptyTexts, fr: emptyTexts },
  category_ids: [],
  complement_ids: [],
  technical_data: [],
  published: { ESSM: false, FRSM: false },
  prices: { ESSM: null, FRSM: null },
});

/** The column that shows a field of the product form. */
function columnOf(field: string | undefined): ProductColumn | null {
  if (field === undefined) return null;
  const [head, second, third] = field.split('.');
  if (head === 'translations' && (second === 'es' || second === 'fr'))
    return third === 'short_description' || third === 'description'
      ? `${third}_${second}`
      : `name_${second}`;
  if (head === 'published') return second === 'FRSM' ? 'published_FRSM' : 'published_ESSM';
  if (head === 'brand_id') return 'brand';
  const direct = productColumns.find((column) => column === head);
  return direct ?? null;
}

/** A cell as it compares with the stored value. */
const normalized = (column: ProductColumn, text: string) =>
  column === 'category_ids'
    ? text
        .split('|')
        .map((id) => id.trim())
        .filter(Boolean)
        .join('|')
    : text;

/** Lays the line's cells over the form; a cell that cannot be read is refused on its column. */
function overlay(
  form: Record<string, unknown> & { translations: Record<Language, ProductTexts> },
  cells: Map<string, string>,
  brandIds: Map<string, number>,
  refusals: RowRefusals,
) {
  const published = { ...(form.published as Record<string, boolean>) };
  const translations = { es: { ...form.translations.es }, fr: { ...form.translations.fr } };
  const result: Record<string, unknown> = { ...form, published, translations };
  for (const [column, text] of cells) {
    if (column === 'kind') result.kind = text === '' ? undefined : text;
    else if (column === 'brand') {
      const brandId = text === '' ? null : brandIds.get(text);
      if (brandId === undefined)
        refusals.add(column, 'catalogueSheetsApi.unknownBrand', { value: text });
      else result.brand_id = brandId;
    } else if (column === 'category_ids') {
      const ids = normalized(column, text).split('|').filter(Boolean);
      if (ids.some((id) => !/^\d{1,9}$/.test(id)))
        refusals.add(column, 'catalogueSheetsApi.notIdList');
      else result.category_ids = ids.map(Number);
    } else if (column === 'delivery_days_min' || column === 'delivery_days_max') {
      if (text !== '' && !/^\d{1,4}$/.test(text))
        refusals.add(column, 'catalogueSheetsApi.notNumber');
      else result[column] = text === '' ? undefined : Number(text);
    } else if (column === 'published_ESSM' || column === 'published_FRSM') {
      if (text !== '1' && text !== '0') refusals.add(column, 'catalogueSheetsApi.notFlag');
      else published[column === 'published_ESSM' ? 'ESSM' : 'FRSM'] = text === '1';
    } else
      for (const language of languages) {
        const texts = translations[language];
        if (column === `name_${language}`) texts.name = text;
        if (column === `short_description_${language}`) texts.short_description = text;
        if (column === `description_${language}`) texts.description = text;
      }
  }
  return result;
}

export type ProductWrite =
  | { id: number; input: ProductInput; texts: Map<Language, ProductTexts> }
  | { id: null; input: NewProductInput; texts: Map<Language, ProductTexts> };

/**
 * Every line of a products file: unchanged, changed, new or refused (and why, on its column),
 * checked by the product form's own rules (schema, then product-input-rules.ts).
 */
export async function planProductSheet(
  db: Db,
  rows: readonly SheetRow[],
  locale: Locale,
  lock: boolean,
): Promise<PlannedSheet<ProductWrite>> {
  const refs = rows.map((row) => row.cells.get('ref') ?? '');
  const ids = await productIdsByRef(db, refs, lock);
  const stored = await productRecords(db, [...ids.values()]);
  const brandIds = new Map(
    (await db.select({ id: brands.id, slug: brands.slug }).from(brands)).map((brand) => [
      brand.slug,
      brand.id,
    ]),
  );
  const planned: PlannedSheet<ProductWrite> = { rows: [], writes: [] };
  const seen = new Set<string>();
  for (const row of rows) {
    const ref = row.cells.get('ref') ?? '';
    const id = ids.get(ref) ?? null;
    const before = id === null ? undefined : stored.get(id);
    const refusals = new RowRefusals(locale);
    const changes = [...row.cells]
      .filter(([column]) => column !== 'ref')
      .map(([column, text]) => ({
        column,
        before: before?.[column as ProductColumn] ?? '',
        after: normalized(column as ProductColumn, text),
      }))
      .filter((change) => change.before !== change.after);
    const outcome = (status: SheetImportRow['status']) =>
      planned.rows.push({
        line: row.line,
        ref,
        variant_ref: null,
        store: null,
        status,
        changes: status === 'refused' || status === 'unchanged' ? [] : changes,
        refusals: refusals.list,
      });
    if (ref === '') refusals.add('ref', 'api.required');
    else if (seen.has(ref)) refusals.add('ref', 'catalogueSheetsApi.refRepeated');
    seen.add(ref);
    if (!refusals.any && id !== null && changes.length === 0) {
      outcome('unchanged');
      continue;
    }
    const form = id === null ? newForm(ref) : formOf(await readStaffProduct(db, id));
    const raw = overlay(form, row.cells, brandIds, refusals);
    if (refusals.any) {
      outcome('refused');
      continue;
    }
    const checked =
      id === null ? validated(NewProductInput, raw) : { ...validated(ProductInput, raw), id };
    if ('error' in checked) {
      for (const issue of checked.error)
        refusals.list.push({
          column: columnOf(issue.instancePath),
          message: issueMessage(locale, issue),
        });
      outcome('refused');
      continue;
    }
    try {
      const texts = await checkProductInput(db, checked.value, id);
      planned.writes.push(
        'id' in checked
          ? { id: checked.id, input: checked.value, texts }
          : { id: null, input: checked.value, texts },
      );
      outcome(id === null ? 'new' : 'changed');
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 400) throw error;
      refusals.list.push({
        column: columnOf(error.field),
        message: translate(locale, error.messageKey, error.params),
      });
      outcome('refused');
    }
  }
  return planned;
}

/** Writes every line in the caller's transaction, each product audited, the import once too. */
export async function writeProductSheet(
  tx: Db,
  staff: Pick<StaffMember, 'id'>,
  writes: readonly ProductWrite[],
  token: string,
): Promise<void> {
  for (const write of writes)
    await uniqueRef(async () => {
      if (write.id === null) await insertProduct(tx, staff, write.input, write.texts);
      else await replaceProduct(tx, staff, write.id, write.input, write.texts);
    });
  await recordStaffChange(tx, staff, 'product.import', 'product_import', randomUUID(), null, {
    token,
    updated: writes.filter((write) => write.id !== null).length,
    created: writes.filter((write) => write.id === null).length,
  });
}
