import { randomBytes } from 'node:crypto';
import {
  cartTotals,
  domainErrorMessageKey,
  isStoreCode,
  orderNumber,
  paymentMethodRules,
  paymentReference,
  vatIncludedBreakdown,
  vatRateOf,
  validatePaymentMethod,
  type PaymentMethodId,
  type StoreCode,
} from '@shop/domain';
import {
  couponRedemptions,
  coupons,
  orders,
  payments,
  subOrders,
  type PaymentProvider,
  type PaymentStatus,
} from '@shop/db';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { lockCart, storeOf, type CartAccess, type CartRecord } from '../cart/cart-record.ts';
import { priceCart, type PricedCart } from '../cart/price-cart.ts';
import { recheckCart } from '../cart/recheck-cart.ts';
import type { Db } from '../database.ts';
import { ApiError } from '../plugins/api-error.ts';
import { isUniqueViolation } from '../unique-violation.ts';
import { enqueueOrderEmail } from '../mail/outbox.ts';
import { enqueueShopOrderNotification } from '../mail/shop-order-notification.ts';
import { ordersPlaced } from '../metrics/shop-metrics.ts';
import { checkoutReadiness } from './checkout-readiness.ts';
import { cancelOtherAttempts } from './payment-results.ts';
import { reserveStock } from '../stock/stock-reservation.ts';

export interface PlaceOrderInput {
  cartId: string;
  scope: CartAccess;
  method: PaymentMethodId;
  provider: PaymentProvider;
  /**
   * Chosen by the browser once per checkout form: a double click or a retry of the same
   * submission carries the same key and gets the same order and payment back.
   */
  idempotencyKey: string;
  now?: Date;
}

/** What a payment start needs to talk to its provider. */
export interface PlacedPayment {
  orderId: number;
  orderNumber: string;
  paymentId: number;
  paymentReference: string;
  method: PaymentMethodId;
  amount: number;
  /** The payment's status as placing left it or, for a start seen before, as it is now. */
  status: PaymentStatus;
  /** When the order was placed (a transfer's deadline runs from it). */
  placedAt: Date;
  email: string;
  /** The provider's attempt recorded for the payment, when a start already opened it. */
  providerPaymentId: string | null;
  redirectUrl: string | null;
  /** False when the key (or an unfinished payment of the same order) was seen before. */
  created: boolean;
}

/**
 * An open attempt younger than this is the one a new start of the same method continues (the
 * shopper pressed "pay" again or came back from the provider's page): one live payment per
 * order. An older one is cancelled and replaced, as are attempts of another method.
 */
export const reusableAttemptMs = 30 * 60_000;

type OrderRecord = typeof orders.$inferSelect;

function storeOfOrder(order: OrderRecord): StoreCode {
  if (!isStoreCode(order.storeCode))
    throw new Error(`order ${order.id} has store ${order.storeCode}`);
  return order.storeCode;
}

async function paymentByKey(db: Db, idempotencyKey: string) {
  const [found] = await db
    .select({
      orderId: orders.id,
      orderNumber: orders.number,
      cartId: orders.cartId,
      email: orders.email,
      paymentId: payments.id,
      paymentReference: payments.reference,
      method: payments.method,
      amount: payments.amount,
      status: payments.status,
      placedAt: orders.placedAt,
      providerPaymentId: payments.providerPaymentId,
      redirectUrl: payments.redirectUrl,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.idempotencyKey, idempotencyKey));
  return found;
}

function newPaymentReference(store: StoreCode, now: Date): string {
  return paymentReference(store, now, (count) => randomBytes(count));
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
      const [existing] = await tx.select().from(orders).where(eq(orders.cartId, cart.id));
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
      .returning();
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
  await tx.insert(subOrders).values(
    priced.rows.map((row) => ({
      cartRowId: row.id,
      orderId,
      // The brand as the cart's rows were read with it (readCartRows joins the product).
      brandId: row.brandId,
      quantity: row.quantity,
    })),
  );
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

/**
 * The cart was placed before: the customer is paying its order again (the first payment failed,
 * they pressed "pay" twice, or they chose another method). An attempt of the same method still
 * open and recent is continued; other open attempts are cancelled (here and, queued, at their
 * provider) before a new payment for the order's total starts. A paid or cancelled order is a
 * conflict.
 */
async function payAgain(
  tx: Db,
  order: OrderRecord,
  input: PlaceOrderInput,
  now: Date,
): Promise<PlacedPayment> {
  if (order.status !== 300 && order.status !== 350)
    throw ApiError.conflict('api.orders.notPayable');
  const open = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.status, 'authorized')));
  if (open.length > 0) throw ApiError.conflict('api.orders.notPayable');
  const [continued] = await tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, order.id),
        eq(payments.status, 'pending'),
        eq(payments.method, input.method),
        gte(payments.createdAt, new Date(now.getTime() - reusableAttemptMs)),
      ),
    )
    .orderBy(desc(payments.id))
    .limit(1);
  if (continued)
    return {
      orderId: order.id,
      orderNumber: order.number,
      paymentId: continued.id,
      paymentReference: continued.reference,
      method: input.method,
      amount: continued.amount,
      status: continued.status,
      placedAt: order.placedAt,
      email: order.email,
      providerPaymentId: continued.providerPaymentId,
      redirectUrl: continued.redirectUrl,
      created: false,
    };
  await cancelOtherAttempts(tx, order.id, null, now);
  const repriced = await repriceForMethod(tx, order, input.method);
  await holdGoods(tx, repriced, input.method);
  return startPayment(tx, repriced, input, now);
}

/**
 * The goods of the order, taken from stock for a method that reserves them (unless the order
 * already holds them). A transfer holds nothing until it is paid; that the goods exist was
 * checked before placing (recheckCart).
 */
async function holdGoods(tx: Db, order: OrderRecord, method: PaymentMethodId): Promise<void> {
  if (!paymentMethodRules[method].reservesStock || order.stockReserved) return;
  const short = await reserveStock(tx, order.id, order.cartId);
  if (short !== null)
    throw ApiError.badRequest(undefined, domainErrorMessageKey('stock.out_of_stock'));
}

/** A pending payment of the order's total, under the submission's idempotency key. */
async function startPayment(
  tx: Db,
  order: OrderRecord,
  input: PlaceOrderInput,
  now: Date,
): Promise<PlacedPayment> {
  const [payment] = await tx
    .insert(payments)
    .values({
      orderId: order.id,
      storeCode: order.storeCode,
      reference: newPaymentReference(storeOfOrder(order), now),
      method: input.method,
      provider: input.provider,
      amount: order.total,
      commission: order.paypalCommission,
      idempotencyKey: input.idempotencyKey,
    })
    .returning();
  if (!payment) throw new Error('payment insert returned nothing');
  // The instructions go out with the first transfer attempt of the order, and only once.
  // Staff hear of it now; they prepare the goods when the money is in.
  if (input.method === 'transfer') {
    await enqueueOrderEmail(tx, order.id, 'transferInstructions');
    await enqueueShopOrderNotification(tx, order.id);
  }
  return {
    orderId: order.id,
    orderNumber: order.number,
    paymentId: payment.id,
    paymentReference: payment.reference,
    method: input.method,
    amount: payment.amount,
    status: payment.status,
    placedAt: order.placedAt,
    email: order.email,
    providerPaymentId: null,
    redirectUrl: null,
    created: true,
  };
}

/**
 * Another method changes only the PayPal commission; the goods, coupon and shipping of a
 * placed order stay as they were placed.
 */
async function repriceForMethod(
  tx: Db,
  order: OrderRecord,
  method: PaymentMethodId,
): Promise<OrderRecord> {
  const { paypal_commission: paypalCommission, pvp_total: total } = cartTotals({
    rowsTotal: order.total - order.paypalCommission,
    discount: 0,
    shipping: 0,
    paymentMethod: method,
  });
  // The order keeps the rate it was placed with, whatever the edition's rate is today.
  const { net, vat } = vatIncludedBreakdown(total, order.vatRate);
  const [repriced] = await tx
    .update(orders)
    .set({
      paymentMethod: method,
      paypalCommission,
      total,
      subtotal: net,
      vat,
      updatedAt: new Date(),
    })
    .where(eq(orders.id, order.id))
    .returning();
  if (!repriced) throw new Error(`order ${order.id} vanished`);
  return repriced;
}
