/** A products sheet's import: each line laid over its product's form, checked, then written. */
import { randomUUID } from 'node:crypto';
import { brands, type Language } from '@shop/db';
import { translate, type Locale } from '@shop/i18n';
import type { SheetImportRow } from '../../contracts/staff-catalogue-sheets.ts';
import {
  NewProductInput,
  ProductInput,
  type ProductTexts,
  type StaffProduct,
} from '../../contracts/staff-products.ts';
import type { Db } from '../../database.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { issueMessage, validated } from '../../plugins/request-validation.ts';
import { recordStaffChange } from '../record-staff-change.ts';
import type { StaffMember } from '../staff-sessions.ts';
import { checkProductInput } from '../products/product-input-rules.ts';
import { readStaffProduct } from '../products/staff-product-read.ts';
import { insertProduct, replaceProduct, uniqueRef } from '../products/staff-product-write.ts';
import type { SheetRow } from './sheet-csv.ts';
import { productIdsByRef, RowRefusals, type PlannedSheet } from './sheet-import.ts';
import { languages, productColumns, productRecords, type ProductColumn } from './product-sheet.ts';

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
