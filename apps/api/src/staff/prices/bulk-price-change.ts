import { createHash, randomUUID } from 'node:crypto';
import { productPrices, refreshFromPrices, variantPrices } from '@shop/db';
import { changedPrice, isStoreCode, type PriceChange } from '@shop/domain';
import type { Locale } from '@shop/i18n';
import { sql } from 'drizzle-orm';
import { FieldErrors, type FieldIssue } from '../../cart/field-errors.ts';
import type {
  BulkPriceApplied,
  BulkPriceApplyInput,
  BulkPriceChangeInput,
  BulkPriceRow,
} from '../../contracts/staff-prices.ts';
import type { Db } from '../../database.ts';
import type { PageWindow } from '../../lists/paged-list.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { recordStaffChange } from '../record-staff-change.ts';
import type { StaffMember } from '../staff-sessions.ts';
import { movesOf, recordPriceMoves } from './price-history.ts';
import { productNamesIn, productsMatching } from './price-filter.ts';
import { readStoredPrices, type StoredPriceRow } from './stored-prices.ts';

/** One stored price the filter covers, with its product's name. */
type CoveredPrice = StoredPriceRow & { productName: string };

type PlannedPrice = CoveredPrice & { newPvp: number; newPvpOld: number | null };

/** The change in the domain's terms, or every mistake of the form at once. */
function priceChangeOf(input: BulkPriceChangeInput): PriceChange {
  const issues: FieldIssue[] = [];
  let value = input.value;
  if (input.mode === 'percent') {
    value = Math.round(input.value * 100);
    if (Math.abs(input.value * 100 - value) > 1e-6)
      issues.push({ field: 'value', messageKey: 'pricesApi.percentDecimals' });
    if (value > (input.direction === 'down' ? 10_000 : 100_000))
      issues.push({ field: 'value', messageKey: 'pricesApi.percentTooHigh' });
  } else if (!Number.isInteger(value))
    issues.push({ field: 'value', messageKey: 'pricesApi.amountWhole' });
  if (!input.client && !input.professional)
    issues.push({ field: 'client', messageKey: 'pricesApi.noPriceChosen' });
  if (input.set_old_price && input.direction === 'up')
    issues.push({ field: 'set_old_price', messageKey: 'pricesApi.offerNeedsDown' });
  if (issues.length > 0) throw new FieldErrors(issues);
  return { mode: input.mode, direction: input.direction, value };
}

/**
 * Every price of the products the filter names, in its edition (both without one), both
 * customer types: the professional/client rule is checked on pairs. With `lock`, the rows stay
 * locked until the transaction ends, so what was checked is what is written.
 */
async function coveredPrices(
  db: Db,
  input: BulkPriceChangeInput,
  language: Locale,
  lock: boolean,
): Promise<CoveredPrice[]> {
  const scope = { products: productsMatching(input.filter), storeCode: input.filter.store };
  const prices = await readStoredPrices(db, scope, lock);
  const names = await productNamesIn(
    db,
    [...new Set(prices.map((price) => price.productId))],
    language,
  );
  return prices
    .map((price) => ({ ...price, productName: names.get(price.productId) ?? price.productRef }))
    .sort(
      (a, b) =>
        a.productRef.localeCompare(b.productRef) ||
        (a.variantRef ?? '').localeCompare(b.variantRef ?? '') ||
        a.storeCode.localeCompare(b.storeCode) ||
        a.customerType.localeCompare(b.customerType),
    );
}

/**
 * Each covered price after the change. The old price: with `set_old_price`, the price before
 * the cut (or the offer's old price when it was already on offer), so the cut shows as an offer;
 * without it, an old price stays while it is still above the new price and goes otherwise (an
 * "offer" dearer than the price is no offer).
 */
function plan(input: BulkPriceChangeInput, change: PriceChange, covered: CoveredPrice[]) {
  const planned: PlannedPrice[] = covered.map((price) => {
    const chosen = price.customerType === 'C' ? input.client : input.professional;
    if (!chosen) return { ...price, newPvp: price.pvp, newPvpOld: price.pvpOld };
    const newPvp = changedPrice(price.pvp, change);
    const offerFrom = input.set_old_price ? Math.max(price.pvpOld ?? 0, price.pvp) : price.pvpOld;
    const newPvpOld = offerFrom !== null && offerFrom > newPvp ? offerFrom : null;
    return { ...price, newPvp, newPvpOld };
  });
  // A professional never pays more than a private buyer: refused for any pair the change moves.
  const pairs = new Map<string, PlannedPrice[]>();
  for (const price of planned) {
    const key = `${price.table}/${price.variantId ?? price.productId}/${price.storeCode}`;
    pairs.set(key, [...(pairs.get(key) ?? []), price]);
  }
  const broken = [...pairs.values()].filter((pair) => {
    const client = pair.find((price) => price.customerType === 'C');
    const professional = pair.find((price) => price.customerType === 'P');
    const moved = pair.some((price) => price.newPvp !== price.pvp);
    return client && professional && moved && professional.newPvp > client.newPvp;
  });
  const [first] = broken;
  if (first?.[0])
    throw ApiError.badRequest(undefined, 'pricesApi.professionalWouldExceed', {
      count: broken.length,
      ref: first[0].variantRef ?? first[0].productRef,
    });
  return planned.filter((price) => price.newPvp !== price.pvp || price.newPvpOld !== price.pvpOld);
}

/**
 * What ties an apply to its preview: a hash of the change asked and of every price it moves,
 * before and after. Any price that moved since (or a product that joined or left the filter)
 * gives another token.
 */
function tokenOf(input: BulkPriceChangeInput, planned: readonly PlannedPrice[]): string {
  const { filter, mode, direction, value, client, professional, set_old_price } = input;
  const rows = planned.map((p) => [p.table, p.rowId, p.pvp, p.pvpOld, p.newPvp, p.newPvpOld]);
  return createHash('sha256')
    .update(
      JSON.stringify([filter, mode, direction, value, client, professional, set_old_price, rows]),
    )
    .digest('hex');
}

function toRow(price: PlannedPrice): BulkPriceRow {
  if (!isStoreCode(price.storeCode)) throw new Error(`price row with store ${price.storeCode}`);
  return {
    product_id: price.productId,
    product_ref: price.productRef,
    product_name: price.productName,
    variant_id: price.variantId,
    variant_ref: price.variantRef,
    store: price.storeCode,
    customer_type: price.customerType,
    old_pvp: price.pvp,
    new_pvp: price.newPvp,
    old_pvp_old: price.pvpOld,
    new_pvp_old: price.newPvpOld,
  };
}

const productCount = (planned: readonly PlannedPrice[]) =>
  new Set(planned.map((price) => price.productId)).size;

/** The preview: every price the change would move (one page of them) and the token to apply it. */
export async function previewBulkPriceChange(
  db: Db,
  input: BulkPriceChangeInput,
  language: Locale,
  window: PageWindow,
): Promise<{ count: number; results: BulkPriceRow[]; token: string; products: number }> {
  const change = priceChangeOf(input);
  const planned = plan(input, change, await coveredPrices(db, input, language, false));
  const end = window.limit === undefined ? undefined : window.offset + window.limit;
  return {
    count: planned.length,
    results: planned.slice(window.offset, end).map(toRow),
    token: tokenOf(input, planned),
    products: productCount(planned),
  };
}

async function writePrices(tx: Db, planned: readonly PlannedPrice[]) {
  for (const [table, target] of [
    ['product', productPrices],
    ['variant', variantPrices],
  ] as const) {
    const figures = planned
      .filter((price) => price.table === table)
      .map((price) => ({ id: price.rowId, pvp: price.newPvp, pvp_old: price.newPvpOld }));
    if (figures.length > 0)
      await tx.execute(sql`
        update ${target} set pvp = figure.pvp, pvp_old = figure.pvp_old
        from json_to_recordset(${JSON.stringify(figures)}::json)
          as figure(id integer, pvp integer, pvp_old integer)
        where ${target.id} = figure.id`);
  }
}

/**
 * Applies exactly the previewed change, in one transaction: the covered prices are locked and
 * planned again, and a plan whose token differs from the preview's is refused (409) so staff
 * see the new figures first. Each moved price goes on record under the change's id, the change
 * once in the audit log, and the products' from-prices follow before the commit.
 */
export async function applyBulkPriceChange(
  db: Db,
  staff: Pick<StaffMember, 'id'>,
  input: BulkPriceApplyInput,
  language: Locale,
): Promise<BulkPriceApplied> {
  const change = priceChangeOf(input);
  return db.transaction(async (tx) => {
    const planned = plan(input, change, await coveredPrices(tx, input, language, true));
    if (tokenOf(input, planned) !== input.token)
      throw new ApiError(409, 'pricesApi.previewStale', {}, undefined, 'preview_stale');
    if (planned.length === 0) throw ApiError.badRequest(undefined, 'pricesApi.nothingToChange');
    const bulkChangeId = randomUUID();
    await writePrices(tx, planned);
    await recordPriceMoves(
      tx,
      staff.id,
      bulkChangeId,
      planned.flatMap((price) =>
        movesOf(
          {
            productId: price.productId,
            variantId: price.variantId,
            variantRef: price.variantRef,
            storeCode: price.storeCode,
            customerType: price.customerType,
          },
          { pvp: price.pvp, pvpOld: price.pvpOld },
          {
            pvp: price.newPvp,
            pvpOld: price.newPvpOld,
          },
        ),
      ),
    );
    const productIds = [...new Set(planned.map((price) => price.productId))];
    await refreshFromPrices(tx, productIds);
    const { token, ...asked } = input;
    const applied = {
      bulk_change_id: bulkChangeId,
      changed: planned.length,
      products: productIds.length,
    };
    await recordStaffChange(
      tx,
      staff,
      'price.bulk_change',
      'price_bulk_change',
      bulkChangeId,
      null,
      {
        ...asked,
        preview_token: token,
        ...applied,
      },
    );
    return applied;
  });
}
