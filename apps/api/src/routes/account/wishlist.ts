import { and, asc, eq, inArray } from 'drizzle-orm';
import { products, wishlistItems } from '@shop/db';
import type { WishlistItem } from '../../contracts/account.ts';
import type { Db } from '../../database.ts';
import { counted, inWindow } from '../../lists/page-window.ts';
import type { PageWindow } from '../../lists/paged-list.ts';
import type { Account } from '../../plugins/authentication.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { productCards, toProductCard, type ProductCardScope } from '../catalog/product-cards.ts';

/*
 * The caller's favourite products. Items are product cards priced for the caller's type; a
 * product no longer sold in the store stays in the table but is not listed.
 */

/** The body's `user` must be the caller: favourites are never written for someone else. */
export function ownWishlist(account: Account, user: number): void {
  if (user !== account.id) throw ApiError.forbidden();
}

function scopeOf(
  account: Account,
  query: { store: ProductCardScope['store']; language: ProductCardScope['language'] },
): ProductCardScope {
  return { ...query, user_type: account.customerType };
}

export async function wishlistPage(
  db: Db,
  account: Account,
  query: Omit<ProductCardScope, 'user_type'>,
  window: PageWindow,
  productIds?: readonly number[],
): Promise<{ count: number; results: WishlistItem[] }> {
  const rows = await inWindow(
    productCards(db, scopeOf(account, query))
      .innerJoin(
        wishlistItems,
        and(eq(wishlistItems.productId, products.id), eq(wishlistItems.userId, account.id)),
      )
      .where(productIds ? inArray(products.id, [...productIds]) : undefined)
      .orderBy(asc(wishlistItems.createdAt), asc(wishlistItems.id))
      .$dynamic(),
    window,
  );
  // productCards selects its own columns; the item's id and date come from a second look-up
  // of the same rows, keyed by product.
  const items = await db
    .select({
      id: wishlistItems.id,
      productId: wishlistItems.productId,
      createdAt: wishlistItems.createdAt,
    })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, account.id));
  const byProduct = new Map(items.map((item) => [item.productId, item]));
  return counted(rows, (row) => {
    const item = byProduct.get(row.card.id);
    return {
      id: item?.id ?? 0,
      product: toProductCard(row),
      created_at: (item?.createdAt ?? new Date(0)).toISOString(),
    };
  });
}

/** The products that exist, so a stale id in a guest's local list is skipped, not an error. */
async function existingProducts(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, [...new Set(ids)]));
  return rows.map((row) => row.id);
}

/** Adds one product sold in the store; true when it was not there yet. */
export async function addToWishlist(
  db: Db,
  account: Account,
  query: Omit<ProductCardScope, 'user_type'>,
  productId: number,
): Promise<boolean> {
  const [sold] = await productCards(db, scopeOf(account, query))
    .where(eq(products.id, productId))
    .limit(1);
  if (sold === undefined) throw ApiError.badRequest('product', 'accountApi.productNotFound');
  const inserted = await db
    .insert(wishlistItems)
    .values({ userId: account.id, productId })
    .onConflictDoNothing({ target: [wishlistItems.userId, wishlistItems.productId] })
    .returning({ id: wishlistItems.id });
  return inserted.length > 0;
}

/** set-favourites/: the guest's local list joins the account's, without duplicates. */
export async function mergeIntoWishlist(
  db: Db,
  userId: number,
  productIds: readonly number[],
): Promise<void> {
  const ids = await existingProducts(db, productIds);
  if (ids.length === 0) return;
  await db
    .insert(wishlistItems)
    .values(ids.map((productId) => ({ userId, productId })))
    .onConflictDoNothing({ target: [wishlistItems.userId, wishlistItems.productId] });
}

export async function removeFromWishlist(db: Db, userId: number, productId: number): Promise<void> {
  const removed = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
    .returning({ id: wishlistItems.id });
  if (removed.length === 0) throw ApiError.notFound('accountApi.wishlistItemNotFound');
}
