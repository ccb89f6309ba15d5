import { domainErrorMessageKey } from '@shop/domain';
import type { Db } from '../database.ts';
import { ApiError } from '../plugins/api-error.ts';
import { evaluateCartCoupon, readCouponByCode } from './cart-coupon.ts';
import { lockOpenCart, touchCart, type CartAccess } from './cart-record.ts';
import { readCartRows } from './cart-row-records.ts';

/**
 * POST coupons/validate-coupon/: the coupon is checked with the domain's rules against the
 * cart as it is and attached when it applies. Its discount is worked out again on every read,
 * so later changes to the cart change it too. Use is counted when the order is placed.
 */
export function applyCoupon(
  db: Db,
  cartId: string,
  scope: CartAccess,
  code: string,
): Promise<void> {
  return db.transaction(async (tx) => {
    const cart = await lockOpenCart(tx, cartId, scope);
    const coupon = await readCouponByCode(tx, scope.store, code, cart);
    if (!coupon) throw ApiError.badRequest('code', 'domain.errors.coupon.invalid');
    const rows = await readCartRows(tx, cart.id);
    if (rows.length === 0) throw ApiError.badRequest('code', 'cart.couponEmptyCart');
    const result = evaluateCartCoupon(coupon, rows, cart.email);
    if (!result.ok) throw ApiError.badRequest('code', domainErrorMessageKey(result.error));
    await touchCart(tx, cart.id, { couponId: coupon.record.id });
  });
}

/** PUT carts/{id}/disable_coupon/. */
export function removeCoupon(db: Db, cartId: string, scope: CartAccess): Promise<void> {
  return db.transaction(async (tx) => {
    const cart = await lockOpenCart(tx, cartId, scope);
    if (cart.couponId === null)
      throw ApiError.badRequest('coupon', 'domain.errors.coupon.remove_failed');
    await touchCart(tx, cart.id, { couponId: null });
  });
}
