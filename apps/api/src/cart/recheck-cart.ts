import type { MessageKey, MessageParams } from '@shop/i18n';
import type { Db } from '../database.ts';
import { pricingScope } from './cart-customer-type.ts';
import { lockCart, readCart, touchCart, type CartRecord, type CartAccess } from './cart-record.ts';
import { readCartRows, type CartRowRecord } from './cart-row-records.ts';
import { rewriteCartRow } from './cart-row-writes.ts';
import { configurationRequest, priceCartRows, type PricedCartRow } from './price-cart-row.ts';

export interface UnavailableRow {
  id: number;
  messageKey: MessageKey;
  params?: MessageParams;
}

export interface CartCheck {
  /** Rows whose stored price was replaced by the catalogue's current one. */
  changedRows: number[];
  /** Rows that cannot be sold as they are (withdrawn, configuration no longer valid, no stock). */
  unavailableRows: UnavailableRow[];
}

function priceChanged(row: CartRowRecord, priced: PricedCartRow): boolean {
  return (
    row.unitPvp !== priced.unitPvp ||
    row.complementsPvp !== priced.complementsPvp ||
    row.facilityPvp !== priced.facilityPvp ||
    row.totalPvp !== priced.totalPvp ||
    row.variantId !== priced.variantId
  );
}

/**
 * The rows of stocked products the cart holds more of than the stock left, by the limits read
 * with their prices (`stockLimit`). A product none of whose rows could be priced has none:
 * those rows are unavailable already.
 */
function rowsOverStock(
  rows: readonly CartRowRecord[],
  limits: ReadonlyMap<number, number | null>,
): number[] {
  const held = new Map<number, number>();
  for (const row of rows)
    if (row.productId !== null)
      held.set(row.productId, (held.get(row.productId) ?? 0) + row.quantity);
  return rows
    .filter((row) => {
      if (row.productId === null) return false;
      const limit = limits.get(row.productId);
      return limit !== undefined && limit !== null && (held.get(row.productId) ?? 0) > limit;
    })
    .map((row) => row.id);
}

/** Each row priced from today's catalogue (all with one read of it), or why it can no longer be sold. */
async function repriceRows(db: Db, cart: CartRecord, scope: CartAccess, rows: CartRowRecord[]) {
  const repriced: { row: CartRowRecord; priced: PricedCartRow }[] = [];
  const unavailableRows: UnavailableRow[] = [];
  const sold = rows.flatMap((row) =>
    row.productId === null
      ? []
      : [
          {
            row,
            productId: row.productId,
            request: configurationRequest(row.configuration, row.quantity),
          },
        ],
  );
  const prices = await priceCartRows(db, pricingScope(cart, scope), sold);
  const priceOf = new Map(sold.map(({ row }, index) => [row.id, prices[index]]));
  const limits = new Map<number, number | null>();
  for (const row of rows) {
    const price = priceOf.get(row.id);
    if (!price) unavailableRows.push({ id: row.id, messageKey: 'cart.rowUnavailable' });
    else if (!price.ok) {
      const { messageKey, params } = price.error;
      unavailableRows.push({ id: row.id, messageKey, params });
    } else {
      limits.set(price.row.productId, price.row.stockLimit);
      if (priceChanged(row, price.row)) repriced.push({ row, priced: price.row });
    }
  }
  const unavailable = new Set(unavailableRows.map((row) => row.id));
  for (const id of rowsOverStock(rows, limits)) {
    if (!unavailable.has(id))
      unavailableRows.push({ id, messageKey: 'domain.errors.stock.out_of_stock' });
  }
  return { repriced, unavailableRows };
}

/**
 * GET carts/{id}/?check=true, before paying: every row priced again from today's catalogue
 * (prices, availability, stock) and new prices stored. All rows are priced with one read of
 * the catalogue, so the queries do not grow with them; plain reads use the stored prices. A
 * placed cart is left as it was
 * sold. A row changed meanwhile by another call keeps that call's price and is not listed.
 */
export async function recheckCart(db: Db, cartId: string, scope: CartAccess): Promise<CartCheck> {
  const { cart, orderNumber } = await readCart(db, cartId, scope);
  if (orderNumber !== null) return { changedRows: [], unavailableRows: [] };
  const { repriced, unavailableRows } = await repriceRows(
    db,
    cart,
    scope,
    await readCartRows(db, cart.id),
  );
  if (repriced.length === 0) return { changedRows: [], unavailableRows };
  const changedRows = await db.transaction(async (tx) => {
    const locked = await lockCart(tx, cart.id, scope);
    if (locked.orderNumber !== null || locked.cart.customerType !== cart.customerType) return [];
    const written: number[] = [];
    for (const { row, priced } of repriced)
      if (await rewriteCartRow(tx, cart.id, row, priced)) written.push(row.id);
    if (written.length > 0) await touchCart(tx, cart.id);
    return written;
  });
  return { changedRows, unavailableRows };
}
