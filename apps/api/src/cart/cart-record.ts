import { and, eq, getTableColumns, isNull, or, type SQL } from 'drizzle-orm';
import { carts, orders } from '@shop/db';
import { isStoreCode } from '@shop/domain';
import type { Language, StoreCode } from '../contracts/common.ts';
import type { Db } from '../database.ts';
import { ApiError } from '../plugins/api-error.ts';
import type { Account } from '../plugins/authentication.ts';

export type CartRecord = typeof carts.$inferSelect;

/** The edition a request speaks for and its language: a cart is only found in its own store. */
export interface CartScope {
  store: StoreCode;
  language: Language;
}

/**
 * Who asks for a cart: the signed-in account, null for a guest, or `orderLookup` when the order
 * was found by its number and the e-mail it was placed with (that pair is the customer's key).
 */
export type CartCaller = Account | null | 'orderLookup';

/**
 * A cart call's edition and caller. A cart an account holds is found for that account alone:
 * anyone else (a guest, another account) gets the same 404 as for a missing cart, so a uuid
 * discloses nothing. A guest cart is found by its uuid, the guest's key, and may be adopted.
 */
export interface CartAccess extends CartScope {
  caller: CartCaller;
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

function holderCondition(caller: CartCaller): SQL | undefined {
  if (caller === 'orderLookup') return undefined;
  if (caller === null) return isNull(carts.userId);
  return or(isNull(carts.userId), eq(carts.userId, caller.id));
}

async function selectCart(
  db: Db,
  cartId: string,
  scope: CartAccess,
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
    .where(
      and(eq(carts.id, cartId), eq(carts.storeCode, scope.store), holderCondition(scope.caller)),
    )
    .limit(1);
  // Locks the cart only (orders is the nullable side of the join), so concurrent changes to one
  // cart run one after the other and a stock or coupon check cannot be raced.
  const [row] = lock
    ? await query.for('update', { of: carts }).prepare('cart-locked').execute()
    : await query.prepare('cart').execute();
  if (!row) throw ApiError.notFound('cart.notFound');
  return row;
}

/** The cart with this uuid in the request's store that the caller may see, or a 404. */
export function readCart(db: Db, cartId: string, scope: CartAccess): Promise<FoundCart> {
  return selectCart(db, cartId, scope, false);
}

/** A cart that can still change, read without a lock (a placed cart is read-only: 409). */
export async function readOpenCart(db: Db, cartId: string, scope: CartAccess): Promise<CartRecord> {
  const { cart, orderNumber } = await selectCart(db, cartId, scope, false);
  if (orderNumber !== null) throw ApiError.conflict('cart.placed');
  return cart;
}

/** Inside a transaction: the cart locked for a change (a placed cart is read-only: 409). */
export async function lockOpenCart(db: Db, cartId: string, scope: CartAccess): Promise<CartRecord> {
  const { cart, orderNumber } = await selectCart(db, cartId, scope, true);
  if (orderNumber !== null) throw ApiError.conflict('cart.placed');
  return cart;
}

/** Inside a transaction: the cart locked, placed or not. */
export function lockCart(db: Db, cartId: string, scope: CartAccess): Promise<FoundCart> {
  return selectCart(db, cartId, scope, true);
}

/**
 * Records a change: an abandoned cart the customer comes back to is a cart again, and the
 * abandonment clock starts over. Answers the cart as it now is, so nothing re-reads it.
 */
export async function touchCart(
  db: Db,
  cartId: string,
  changes: Partial<typeof carts.$inferInsert> = {},
): Promise<CartRecord> {
  const [touched] = await db
    .update(carts)
    .set({ ...changes, status: 100, updatedAt: new Date() })
    .where(eq(carts.id, cartId))
    .returning()
    .prepare('cart-touch')
    .execute();
  if (!touched) throw new Error(`cart ${cartId} vanished while locked`);
  return touched;
}
