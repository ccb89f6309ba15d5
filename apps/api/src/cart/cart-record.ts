import { and, eq, getTableColumns } from 'drizzle-orm';
import { carts, orders } from '@shop/db';
import { isStoreCode } from '@shop/domain';
import type { Language, StoreCode } from '../contracts/common.ts';
import type { Db } from '../database.ts';
import { ApiError } from '../plugins/api-error.ts';

export type CartRecord = typeof carts.$inferSelect;

/** The edition a request speaks for and its language: a cart is only found in its own store. */
export interface CartScope {
  store: StoreCode;
  language: Language;
}

export interface FoundCart {
  cart: CartRecord;
  /** The order the cart became, if it was placed. */
  orderNumber: string | null;
  placedAt: Date | null;
}

/** carts.store_code references stores, whose codes are the editions'. */
export function storeOf(cart: CartRecord): StoreCode {
  if (!isStoreCode(cart.storeCode)) throw new Error(`cart ${cart.id} has store ${cart.storeCode}`);
  return cart.storeCode;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed key is refused before the query, where PostgreSQL would fail on the uuid cast. */
export function isCartKey(value: string): boolean {
  return uuidPattern.test(value);
}

async function selectCart(
  db: Db,
  cartId: string,
  scope: CartScope,
  lock: boolean,
): Promise<FoundCart> {
  if (!isCartKey(cartId)) throw ApiError.notFound('cart.notFound');
  const query = db
    .select({
      cart: getTableColumns(carts),
      orderNumber: orders.number,
      placedAt: orders.placedAt,
    })
    .from(carts)
    .leftJoin(orders, eq(orders.cartId, carts.id))
    .where(and(eq(carts.id, cartId), eq(carts.storeCode, scope.store)))
    .limit(1);
  // Locks the cart only (orders is the nullable side of the join), so concurrent changes to one
  // cart run one after the other and a stock or coupon check cannot be raced.
  const [row] = lock ? await query.for('update', { of: carts }) : await query;
  if (!row) throw ApiError.notFound('cart.notFound');
  return row;
}

/** The cart with this uuid in the request's store, or a 404 in the request's language. */
export function readCart(db: Db, cartId: string, scope: CartScope): Promise<FoundCart> {
  return selectCart(db, cartId, scope, false);
}

/** A cart that can still change, read without a lock (a placed cart is read-only: 409). */
export async function readOpenCart(db: Db, cartId: string, scope: CartScope): Promise<CartRecord> {
  const { cart, orderNumber } = await selectCart(db, cartId, scope, false);
  if (orderNumber !== null) throw ApiError.conflict('cart.placed');
  return cart;
}

/** Inside a transaction: the cart locked for a change (a placed cart is read-only: 409). */
export async function lockOpenCart(db: Db, cartId: string, scope: CartScope): Promise<CartRecord> {
  const { cart, orderNumber } = await selectCart(db, cartId, scope, true);
  if (orderNumber !== null) throw ApiError.conflict('cart.placed');
  return cart;
}

/** Inside a transaction: the cart locked, placed or not. */
export function lockCart(db: Db, cartId: string, scope: CartScope): Promise<FoundCart> {
  return selectCart(db, cartId, scope, true);
}

/**
 * Records a change: an abandoned cart the customer comes back to is a cart again, and the
 * abandonment clock starts over.
 */
export async function touchCart(
  db: Db,
  cartId: string,
  changes: Partial<typeof carts.$inferInsert> = {},
): Promise<void> {
  await db
    .update(carts)
    .set({ ...changes, status: 100, updatedAt: new Date() })
    .where(eq(carts.id, cartId));
}
