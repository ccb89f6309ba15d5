import { and, eq } from 'drizzle-orm';
import { cartRows } from '@shop/db';
import type { CartRow, CartRowCreateRequest } from '../contracts/cart.ts';
import type { Db } from '../database.ts';
import { ApiError } from '../plugins/api-error.ts';
import { pricingScope } from './cart-customer-type.ts';
import {
  lockOpenCart,
  readCart,
  readOpenCart,
  touchCart,
  type CartRecord,
  type CartAccess,
} from './cart-record.ts';
import { cartRowOf, readCartRows, type CartRowRecord } from './cart-row-records.ts';
import { ensureInStock } from './cart-row-stock.ts';
import { insertCartRow, rewriteCartRow } from './cart-row-writes.ts';
import { configurationRequest, priceCartRow } from './price-cart-row.ts';

/*
 * The use cases that change a cart's rows. Pricing reads the catalogue only, so it runs before
 * the transaction, which holds the cart's lock only for the stock check and the write.
 */

/** A row of this cart; a row id with another cart's uuid is not found (the uuid is the key). */
function rowOfCart(rows: readonly CartRowRecord[], rowId: number): CartRowRecord {
  const row = rows.find((candidate) => candidate.id === rowId);
  if (!row) throw ApiError.notFound('cart.rowNotFound');
  return row;
}

/** The cart locked, still priced as it was when its rows were priced outside the lock. */
async function lockSameCart(tx: Db, read: CartRecord, scope: CartAccess): Promise<CartRecord> {
  const cart = await lockOpenCart(tx, read.id, scope);
  if (cart.customerType !== read.customerType) throw ApiError.conflict();
  return cart;
}

/**
 * POST cart-rows/: prices the configuration on the server and adds it to the cart. Answers the
 * cart as the change left it.
 */
export async function addCartRow(
  db: Db,
  scope: CartAccess,
  body: CartRowCreateRequest,
): Promise<CartRecord> {
  const read = await readOpenCart(db, body.cart, scope);
  const priced = await priceCartRow(db, pricingScope(read, scope), body.product_id, body);
  return db.transaction(async (tx) => {
    const cart = await lockSameCart(tx, read, scope);
    await ensureInStock(tx, cart.id, priced);
    await insertCartRow(tx, cart.id, priced);
    return touchCart(tx, cart.id);
  });
}

/**
 * PUT cart-rows/{id}/: a new quantity, priced again (installation work scales with it).
 * Answers the cart as the change left it.
 */
export async function changeCartRowQuantity(
  db: Db,
  scope: CartAccess,
  rowId: number,
  body: { cart: string; quantity: number },
): Promise<CartRecord> {
  const read = await readOpenCart(db, body.cart, scope);
  const row = rowOfCart(await readCartRows(db, read.id), rowId);
  if (row.productId === null) throw ApiError.badRequest('product_id', 'cart.productUnavailable');
  const priced = await priceCartRow(
    db,
    pricingScope(read, scope),
    row.productId,
    configurationRequest(row.configuration, body.quantity),
  );
  return db.transaction(async (tx) => {
    const cart = await lockSameCart(tx, read, scope);
    await ensureInStock(tx, cart.id, priced, row.id);
    // Gone or changed since it was read: a second, concurrent change of the same row.
    if (!(await rewriteCartRow(tx, cart.id, row, priced))) throw ApiError.conflict();
    return touchCart(tx, cart.id);
  });
}

/** DELETE cart-rows/{id}/delete_item/: the row and its booking leave the cart, as answered. */
export function removeCartRow(
  db: Db,
  scope: CartAccess,
  rowId: number,
  cartId: string,
): Promise<CartRecord> {
  return db.transaction(async (tx) => {
    const cart = await lockOpenCart(tx, cartId, scope);
    const removed = await tx
      .delete(cartRows)
      .where(and(eq(cartRows.id, rowId), eq(cartRows.cartId, cart.id)))
      .returning({ id: cartRows.id });
    if (removed.length === 0) throw ApiError.notFound('cart.rowNotFound');
    return touchCart(tx, cart.id);
  });
}

/** GET cart-rows/{id}/?cart=uuid. */
export async function readCartRow(
  db: Db,
  scope: CartAccess,
  rowId: number,
  cartId: string,
): Promise<CartRow> {
  const { cart } = await readCart(db, cartId, scope);
  return cartRowOf(rowOfCart(await readCartRows(db, cart.id), rowId));
}
