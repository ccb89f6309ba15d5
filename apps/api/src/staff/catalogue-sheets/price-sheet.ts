import { randomUUID } from 'node:crypto';
import { products, refreshFromPrices, stores, variants } from '@shop/db';
import { parseTypedEuros, type PriceSetField } from '@shop/domain';
import type { Locale } from '@shop/i18n';
import { asc, inArray } from 'drizzle-orm';
import type { PricedProductsQuery } from '../../contracts/staff-prices.ts';
import type { SheetImportRow } from '../../contracts/staff-catalogue-sheets.ts';
import type { Db } from '../../database.ts';
import { recordStaffChange } from '../record-staff-change.ts';
import type { StaffMember } from '../staff-sessions.ts';
import { productsMatching } from '../prices/price-filter.ts';
import { recordPriceMoves, type PriceMove } from '../prices/price-history.ts';
import { priceRuleIssues } from '../prices/price-rule-messages.ts';
import {
  amountsByPlace,
  setPlacePrices,
  storedPrices,
  type PlaceAmounts,
} from '../prices/stored-prices.ts';
import { productIdsByRef, RowRefusals, type PlannedSheet } from './sheet-import.ts';
import type { SheetRow } from './sheet-csv.ts';

/** One line per product (variant_ref empty) or variant and edition, amounts in euros. */
export const priceColumns = [
  'ref',
  'variant_ref',
  'store',
  'currency',
  'client_price',
  'client_old_price',
  'professional_price',
  'professional_old_price',
] as const;
type PriceColumn = (typeof priceColumns)[number];

const amountColumns: Record<PriceSetField, PriceColumn> = {
  client: 'client_price',
  clientOld: 'client_old_price',
  professional: 'professional_price',
  professionalOld: 'professional_old_price',
};

/** Where a price line lives: a product's own price or a variant's, in one edition. */
interface PricePlace {
  productId: number;
  ref: string;
  variantId: number | null;
  variantRef: string | null;
  storeCode: string;
}

const placeKey = (productId: number, variantId: number | null, store: string) =>
  `${productId}/${variantId ?? '-'}/${store}`;

/** Cents as the sheet writes euros: '399,50' (a comma, as es and fr Excel read it). */
const eurosText = (cents: number | null) =>
  cents === null ? '' : `${Math.trunc(cents / 100)},${String(cents % 100).padStart(2, '0')}`;

const maxCents = 2_147_483_647;
/** Euros with at most two decimals, null for an empty cell, undefined for anything else. */
function centsOf(text: string): number | null | undefined {
  if (text === '') return null;
  if (!/^\d+([.,]\d{1,2})?$/.test(text)) return undefined;
  const cents = parseTypedEuros(text);
  return cents === null || cents > maxCents ? undefined : cents;
}

/** The products' price places and stored prices, `lock`ed as storedPrices does. */
async function pricedProducts(db: Db, productIds: readonly number[], lock: boolean) {
  const editions = await db
    .select({ code: stores.code, currency: stores.currency })
    .from(stores)
    .orderBy(asc(stores.code));
  const ids = [...productIds];
  if (ids.length === 0) return { editions, productRows: [], variantRows: [], stored: new Map() };
  const productRows = await db
    .select({ id: products.id, ref: products.ref })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(asc(products.ref));
  const variantRows = await db
    .select({ id: variants.id, productId: variants.productId, ref: variants.ref })
    .from(variants)
    .where(inArray(variants.productId, ids))
    .orderBy(asc(variants.id));
  const stored = amountsByPlace(await storedPrices(db, ids, lock), (price) =>
    placeKey(price.productId, price.variantId, price.storeCode),
  );
  return { editions, productRows, variantRows, stored };
}

const exportChunk = 500;

/** Every price line of the products the prices list's filter names, product by product. */
export async function* priceSheetRecords(
  db: Db,
  filter: Omit<PricedProductsQuery, 'store' | 'language' | 'page' | 'page_size'>,
): AsyncGenerator<Record<PriceColumn, string>> {
  for (let offset = 0; ; offset += exportChunk) {
    const chunk = await db
      .select({ id: products.id })
      .from(products)
      .where(productsMatching(filter))
      .orderBy(asc(products.ref), asc(products.id))
      .limit(exportChunk)
      .offset(offset);
    const { editions, productRows, variantRows, stored } = await pricedProducts(
      db,
      chunk.map((row) => row.id),
      false,
    );
    for (const product of productRows)
      for (const { code, currency } of editions)
        for (const variant of [null, ...variantRows.filter((v) => v.productId === product.id)]) {
          const amounts = stored.get(placeKey(product.id, variant?.id ?? null, code));
          yield {
            ref: product.ref,
            variant_ref: variant?.ref ?? '',
            store: code,
            currency,
            client_price: eurosText(amounts?.client ?? null),
            client_old_price: eurosText(amounts?.clientOld ?? null),
            professional_price: eurosText(amounts?.professional ?? null),
            professional_old_price: eurosText(amounts?.professionalOld ?? null),
          };
        }
    if (chunk.length < exportChunk) return;
  }
}

/** A price line to write: its place, the amounts it had and the ones it gets. */
export interface PriceWrite extends PricePlace {
  before: PlaceAmounts | undefined;
  after: PlaceAmounts & { client: number; professional: number };
}

/** Every line of a prices file: unchanged, changed or refused (and why), and what to write. */
export async function planPriceSheet(
  db: Db,
  rows: readonly SheetRow[],
  locale: Locale,
  lock: boolean,
): Promise<PlannedSheet<PriceWrite>> {
  const cell = (row: SheetRow, column: PriceColumn) => row.cells.get(column) ?? '';
  const ids = await productIdsByRef(
    db,
    rows.map((row) => cell(row, 'ref')),
    false,
  );
  const { editions, variantRows, stored } = await pricedProducts(db, [...ids.values()], lock);
  const currencies = new Map(editions.map((edition) => [edition.code, edition.currency]));
  const seen = new Set<string>();
  const planned: PlannedSheet<PriceWrite> = { rows: [], writes: [] };
  for (const row of rows) {
    const ref = cell(row, 'ref');
    const variantRef = cell(row, 'variant_ref') || null;
    const storeCode = cell(row, 'store').toUpperCase();
    const refusals = new RowRefusals(locale);
    const outcome = (status: SheetImportRow['status'], changes: SheetImportRow['changes'] = []) =>
      planned.rows.push({
        line: row.line,
        ref,
        variant_ref: variantRef,
        store: storeCode,
        status,
        changes,
        refusals: refusals.list,
      });
    const productId = ids.get(ref);
    const variant =
      variantRef === null
        ? null
        : variantRows.find((v) => v.productId === productId && v.ref === variantRef);
    if (productId === undefined) refusals.add('ref', 'catalogueSheetsApi.unknownProduct');
    else if (variant === undefined) refusals.add('variant_ref', 'pricesApi.unknownVariant');
    const currency = currencies.get(storeCode);
    if (currency === undefined) refusals.add('store', 'catalogueSheetsApi.unknownStore');
    else if (cell(row, 'currency').toUpperCase() !== currency)
      refusals.add('currency', 'pricesApi.wrongCurrency');
    const key = placeKey(productId ?? 0, variant?.id ?? null, storeCode);
    if (productId !== undefined && seen.has(key)) refusals.add(null, 'pricesApi.rowRepeated');
    seen.add(key);
    const typed: Partial<PlaceAmounts> = {};
    for (const [field, column] of Object.entries(amountColumns) as [PriceSetField, PriceColumn][]) {
      const cents = centsOf(cell(row, column));
      if (cents === undefined) refusals.add(column, 'catalogueSheetsApi.notAmount');
      else typed[field] = cents;
    }
    if (refusals.any || productId === undefined || variant === undefined) {
      outcome('refused');
      continue;
    }
    const before = stored.get(key);
    const amounts: PlaceAmounts = {
      client: typed.client ?? null,
      clientOld: typed.clientOld ?? null,
      professional: typed.professional ?? null,
      professionalOld: typed.professionalOld ?? null,
    };
    // A line left empty where nothing is priced yet, as the export writes it: nothing to do.
    if (before === undefined && Object.values(amounts).every((amount) => amount === null)) {
      outcome('unchanged');
      continue;
    }
    const { client, professional } = amounts;
    if (client === null) refusals.add('client_price', 'catalogueSheetsApi.priceRequired');
    if (professional === null)
      refusals.add('professional_price', 'catalogueSheetsApi.priceRequired');
    if (client === null || professional === null) {
      outcome('refused');
      continue;
    }
    for (const [field, messageKey] of priceRuleIssues({ ...amounts, client, professional }))
      refusals.add(amountColumns[field], messageKey);
    if (refusals.any) {
      outcome('refused');
      continue;
    }
    const changes = (Object.entries(amountColumns) as [PriceSetField, PriceColumn][])
      .filter(([field]) => (before?.[field] ?? null) !== amounts[field])
      .map(([field, column]) => ({
        column,
        before: eurosText(before?.[field] ?? null),
        after: eurosText(amounts[field]),
      }));
    if (changes.length === 0) {
      outcome('unchanged');
      continue;
    }
    outcome('changed', changes);
    planned.writes.push({
      productId,
      ref,
      variantId: variant?.id ?? null,
      variantRef,
      storeCode,
      before,
      after: { ...amounts, client, professional },
    });
  }
  return planned;
}

/**
 * Writes the changed lines in the caller's transaction: each price moved goes on record under
 * the import's id (price_changes), the import once in the audit log, and the products'
 * from-prices follow before the commit.
 */
export async function writePriceSheet(
  tx: Db,
  staff: Pick<StaffMember, 'id'>,
  writes: readonly PriceWrite[],
  token: string,
): Promise<void> {
  const importId = randomUUID();
  const moves: PriceMove[] = [];
  for (const write of writes) {
    const place = {
      productId: write.productId,
      variantId: write.variantId,
      variantRef: write.variantRef,
      storeCode: write.storeCode,
    };
    moves.push(...(await setPlacePrices(tx, place, write.before, write.after)));
  }
  await recordPriceMoves(tx, staff.id, importId, moves);
  const productIds = [...new Set(writes.map((write) => write.productId))];
  await refreshFromPrices(tx, productIds);
  await recordStaffChange(tx, staff, 'price.import', 'price_import', importId, null, {
    token,
    lines: writes.length,
    prices: moves.length,
    products: productIds.length,
  });
}
