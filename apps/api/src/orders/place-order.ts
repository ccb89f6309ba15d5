import { randomBytes } from 'node:crypto';
import {
  domainErrorMessageKey,
  orderNumber,
  vatIncludedBreakdown,
  vatRateOf,
  validatePaymentMethod,
} from '@shop/domain';
import { couponRedemptions, coupons, orders, subOrders } from '@shop/db';
import { eq, sql } from 'drizzle-orm';
import { lockCart, storeOf, type CartAccess, type CartRecord } from '../cart/cart-record.ts';
import { priceCart, type PricedCart } from '../cart/price-cart.ts';
import { recheckCart } from '../cart/recheck-cart.ts';
import type { Db } from '../database.ts';
import { ApiError } from '../plugins/api-error.ts';
import { isUniqueViolation } from '../unique-violation.ts';
import { ordersPlaced } from '../metrics/shop-metrics.ts';
import { checkoutReadiness } from './checkout-readiness.ts';
import {
  holdGoods,
  payAgain,
  paymentByKey,
  startPayment,
  type PaymentStart,
  type PlacedPayment,
} from './order-payment-attempt.ts';

export interface PlaceOrderInput extends PaymentStart {
  cartId: string;
  scope: CartAccess;
  now?: Date;
}

/**
 * Turns a cart into an order with its sub-orders and a payment, in one transaction, or changes
 * nothing. Everything is worked out again on the server: the rows' prices (a changed price is a
 * 409 so the customer sees it before paying), the coupon (its use is counted under a unique
 * slot, so a single-use coupon is used once however many checkouts race for it), shipping and
 * the PayPal commission; the goods are taken from stock unless the method waits for the money
 * (transfer). A cart becomes one order only (orders.cart_id is unique): paying again for an
 * unpaid order adds a payment to it rather than a second order.
 */
export async function placeOrder(db: Db, input: PlaceOrderInput): Promise<PlacedPayment> {
  const now = input.now ?? new Date();
  const seen = await paymentByKey(db, input.idempotencyKey);
  if (seen) {
    if (seen.cartId !== input.cartId) throw ApiError.conflict('api.orders.idempotencyKeyReused');
    return { ...seen, created: false };
  }
  // Today's catalogue first: a price that moved since the customer saw the cart is stored and
  // shown to them (409) instead of being charged.
  const check = await recheckCart(db, input.cartId, input.scope);
  const [unavailable] = check.unavailableRows;
  if (unavailable) throw ApiError.badRequest(undefined, unavailable.messageKey, unavailable.params);
  if (check.changedRows.length > 0) throw ApiError.conflict('api.orders.pricesChanged');
  // Counted once the transaction has committed, so a rollback never counts an order.
  const placed: { store?: string } = {};
  try {
    const payment = await db.transaction(async (tx) => {
      const { cart } = await lockCart(tx, input.cartId, input.scope);
      const methodError = validatePaymentMethod(storeOf(cart), input.method);
      if (methodError)
        throw ApiError.badRequest('payment_method', domainErrorMessageKey(methodError));
      const [existing] = await tx
        .select()
        .from(orders)
        .where(eq(orders.cartId, cart.id))
        .prepare('order-of-cart')
        .execute();
      if (existing) return payAgain(tx, existing, input, now);

      const priced = await priceCart(tx, { ...cart, paymentMethod: input.method }, now);
      // A coupon that stopped applying (used up meanwhile, expired) is never dropped silently:
      // the customer sees why before paying the full price.
      if (priced.coupon?.messageKey) throw ApiError.badRequest('coupon', priced.coupon.messageKey);
      const order = await insertOrder(tx, cart, priced, input, now);
      placed.store = order.storeCode;
      await insertSubOrders(tx, order.id, priced);
      if (priced.coupon && priced.coupon.discount > 0)
        await redeemCoupon(tx, priced, order.id, cart);
      await holdGoods(tx, order, input.method);
      return startPayment(tx, order, input, now);
    });
    if (placed.store !== undefined)
      ordersPlaced.inc({ store: placed.store, payment_method: input.method });
    return payment;
  } catch (error) {
    // The same key submitted twice at once: the loser of the unique key gets the winner's answer.
    if (isUniqueViolation(error, 'payments_idempotency_key_key')) {
      const winner = await paymentByKey(db, input.idempotencyKey);
      if (winner) return { ...winner, created: false };
    }
    if (isUniqueViolation(error, 'coupon_redemptions_coupon_slot_key'))
      throw ApiError.badRequest('coupon', domainErrorMessageKey('coupon.already_used'));
    if (isUniqueViolation(error, 'coupon_redemptions_coupon_email_slot_key'))
      throw ApiError.badRequest('coupon', domainErrorMessageKey('coupon.email_limit'));
    throw error;
  }
}

async function insertOrder(
  tx: Db,
  cart: CartRecord,
  priced: PricedCart,
  input: PlaceOrderInput,
  now: Date,
) {
  const ready = checkoutReadiness(cart, priced);
  const vatRate = vatRateOf(storeOf(cart));
  const { net, vat } = vatIncludedBreakdown(priced.totals.pvp_total, vatRate);
  const values = {
    storeCode: cart.storeCode,
    language: input.scope.language,
    cartId: cart.id,
    userId: cart.userId,
    customerType: cart.customerType,
    status: 300 as const,
    idempotencyKey: input.idempotencyKey,
    ...ready,
    paymentMethod: input.method,
    subtotal: net,
    vat,
    vatRate,
    shippingCost: priced.totals.pvp_shipping,
    couponId: priced.coupon && priced.coupon.discount > 0 ? priced.coupon.record.id : null,
    couponCode: priced.coupon && priced.coupon.discount > 0 ? priced.coupon.record.code : null,
    discount: priced.totals.pvp_saved,
    paypalCommission: priced.totals.paypal_commission,
    total: priced.totals.pvp_total,
    observations: cart.observations,
    placedAt: now,
  };
  // Order numbers are random: on the rare repeat within the store, draw again.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [order] = await tx
      .insert(orders)
      .values({ ...values, number: orderNumber(storeOf(cart), (count) => randomBytes(count)) })
      .onConflictDoNothing({ target: [orders.storeCode, orders.number] })
      .returning()
      .prepare('order-insert')
      .execute();
    if (order) return order;
  }
  throw new Error('no free order number after 5 draws');
}

/** One sub-order per row: what a supplier prepares and ships, followed on its own. */
export async function insertSubOrders(
  tx: Db,
  orderId: number,
  priced: Pick<PricedCart, 'rows'>,
): Promise<void> {
  if (priced.rows.length === 0) return;
  await tx
    .insert(subOrders)
    .values(
      priced.rows.map((row) => ({
        cartRowId: row.id,
        orderId,
        // The brand as the cart's rows were read with it (readCartRows joins the product).
        brandId: row.brandId,
        quantity: row.quantity,
      })),
    )
    .prepare('sub-orders-insert')
    .execute();
}

/**
 * Counts the use in the next free slot, overall and for the order's e-mail. Two orders taking
 * the last slot of a coupon at once collide on (coupon_id, slot), two orders of one e-mail
 * taking its last use on (coupon_id, lower(email), email_slot): the second transaction fails
 * and changes nothing.
 */
async function redeemCoupon(
  tx: Db,
  priced: PricedCart,
  orderId: number,
  cart: CartRecord,
): Promise<void> {
  const coupon = priced.coupon;
  if (!coupon) return;
  const email = (cart.email ?? '').trim().toLowerCase();
  // Checkouts of one coupon redeem it one after the other: the count below then sees the uses
  // committed meanwhile, so a loser is told which limit it hit (and an unlimited coupon's
  // orders never fight over a slot number). The unique keys stay as the last guard. No key
  // update: the order row inserted before holds a key share on the coupon (its foreign key),
  // which a plain "for update" would wait on in the other checkout: a deadlock.
  await tx
    .select({ id: coupons.id })
    .from(coupons)
    .where(eq(coupons.id, coupon.record.id))
    .for('no key update');
  const [usage] = await tx
    .select({
      used: sql<number>`count(*)::int`,
      byEmail: sql<number>`count(*) filter (where lower(${couponRedemptions.email}) = ${email})::int`,
    })
    .from(couponRedemptions)
    .where(eq(couponRedemptions.couponId, coupon.record.id));
  const slot = (usage?.used ?? 0) + 1;
  const emailSlot = (usage?.byEmail ?? 0) + 1;
  const limit = coupon.record.maxRedemptions;
  if (limit !== null && slot > limit)
    throw ApiError.badRequest('coupon', domainErrorMessageKey('coupon.already_used'));
  const perEmail = coupon.record.maxRedemptionsPerEmail;
  if (perEmail !== null && emailSlot > perEmail)
    throw ApiError.badRequest('coupon', domainErrorMessageKey('coupon.email_limit'));
  await tx.insert(couponRedemptions).values({
    couponId: coupon.record.id,
    orderId,
    slot,
    email,
    emailSlot,
  });
}
