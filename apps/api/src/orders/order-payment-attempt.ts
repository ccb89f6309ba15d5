/** The payment of a placed order: its first start, or a new attempt for an order not yet paid. */
import { randomBytes } from 'node:crypto';
import {
  cartTotals,
  domainErrorMessageKey,
  isStoreCode,
  paymentMethodRules,
  paymentReference,
  vatIncludedBreakdown,
  type PaymentMethodId,
  type StoreCode,
} from '@shop/domain';
import { orders, payments, type PaymentProvider, type PaymentStatus } from '@shop/db';
import { and, desc, eq, gte } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { ApiError } from '../plugins/api-error.ts';
import { enqueueOrderEmail } from '../mail/outbox.ts';
import { enqueueShopOrderNotification } from '../mail/shop-order-notification.ts';
import { cancelOtherAttempts } from './payment-results.ts';
import { reserveStock } from '../stock/stock-reservation.ts';

/** What the customer asked to pay with, under the submission's key. */
export interface PaymentStart {
  method: PaymentMethodId;
  provider: PaymentProvider;
  /**
   * Chosen by the browser once per checkout form: a double click or a retry of the same
   * submission carries the same key and gets the same order and payment back.
   */
  idempotencyKey: string;
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

/** The order and payment an earlier submission with this key made, if any. */
export async function paymentByKey(db: Db, idempotencyKey: string) {
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
    .where(eq(payments.idempotencyKey, idempotencyKey))
    .prepare('payment-by-key')
    .execute();
  return found;
}

function newPaymentReference(store: StoreCode, now: Date): string {
  return paymentReference(store, now, (count) => randomBytes(count));
}

/**
 * The cart was placed before: the customer is paying its order again (the first payment failed,
 * they pressed "pay" twice, or they chose another method). An attempt of the same method still
 * open and recent is continued; other open attempts are cancelled (here and, queued, at their
 * provider) before a new payment for the order's total starts. A paid or cancelled order is a
 * conflict.
 */
export async function payAgain(
  tx: Db,
  order: OrderRecord,
  input: PaymentStart,
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
export async function holdGoods(
  tx: Db,
  order: OrderRecord,
  method: PaymentMethodId,
): Promise<void> {
  if (!paymentMethodRules[method].reservesStock || order.stockReserved) return;
  const short = await reserveStock(tx, order.id, order.cartId);
  if (short !== null)
    throw ApiError.badRequest(undefined, domainErrorMessageKey('stock.out_of_stock'));
}

/** A pending payment of the order's total, under the submission's idempotency key. */
export async function startPayment(
  tx: Db,
  order: OrderRecord,
  input: PaymentStart,
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
    .returning()
    .prepare('payment-insert')
    .execute();
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
