import {
  cartTotals,
  domainErrorMessageKey,
  paymentMethodIds,
  type CartTotals,
  type PaymentMethodId,
} from '@shop/domain';
import type { MessageKey } from '@shop/i18n';
import type { Db } from '../database.ts';
import { evaluateCartCoupon, readCouponById, type CouponRecord } from './cart-coupon.ts';
import { storeOf, type CartRecord } from './cart-record.ts';
import { readCartRows, type CartRowRecord } from './cart-row-records.ts';
import { cartShipping, type CartShippingState } from './cart-shipping.ts';

export interface CartCouponState {
  record: CouponRecord;
  discount: number;
  /** Why the coupon gives nothing now; null while it applies. */
  messageKey: MessageKey | null;
}

/** Everything a cart costs, worked out from its stored rows: what every answer and the order use. */
export interface PricedCart {
  rows: CartRowRecord[];
  coupon: CartCouponState | null;
  shipping: CartShippingState;
  totals: CartTotals;
  /** What the rows would cost a private buyer minus what they cost (0 for 'C' carts). */
  professionalDiscount: number;
}

function paymentMethodOf(value: string | null): PaymentMethodId | null {
  return (paymentMethodIds as readonly (string | null)[]).includes(value)
    ? (value as PaymentMethodId)
    : null;
}

async function couponState(
  db: Db,
  cart: CartRecord,
  rows: readonly CartRowRecord[],
  now: Date,
): Promise<CartCouponState | null> {
  if (cart.couponId === null) return null;
  const coupon = await readCouponById(db, cart.couponId, cart);
  if (!coupon) return null;
  // An emptied cart keeps its coupon, so it applies again once products are back.
  if (rows.length === 0) return { record: coupon.record, discount: 0, messageKey: null };
  const result = evaluateCartCoupon(coupon, rows, cart.email, now);
  return result.ok
    ? { record: coupon.record, discount: result.discount, messageKey: null }
    : { record: coupon.record, discount: 0, messageKey: domainErrorMessageKey(result.error) };
}

/**
 * The cart's prices, recomputed on every read from its rows, coupon, shipping postal code and
 * payment method (PayPal adds its commission), so no total is ever stored stale. `now` is when
 * the coupon's dates are checked: a placed cart passes its order's time.
 */
export async function priceCart(
  db: Db,
  cart: CartRecord,
  now: Date = new Date(),
): Promise<PricedCart> {
  const rows = await readCartRows(db, cart.id);
  const coupon = await couponState(db, cart, rows, now);
  const shipping = cartShipping(storeOf(cart), cart.shippingPostalCode);
  const rowsTotal = rows.reduce((sum, row) => sum + row.totalPvp, 0);
  const totals = cartTotals({
    rowsTotal,
    discount: coupon?.discount ?? 0,
    shipping: shipping.cost,
    paymentMethod: paymentMethodOf(cart.paymentMethod),
  });
  const professionalDiscount =
    cart.customerType === 'P'
      ? rows.reduce(
          (sum, row) =>
            sum + Math.max((row.configuration.client_total_pvp ?? row.totalPvp) - row.totalPvp, 0),
          0,
        )
      : 0;
  return { rows, coupon, shipping, totals, professionalDiscount };
}
