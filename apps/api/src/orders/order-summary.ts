import { cartRows, invoices, orders, products } from '@shop/db';
import { eq } from 'drizzle-orm';
import type { CartOrder } from '../contracts/cart.ts';
import type { Language } from '../contracts/common.ts';
import type { Db } from '../database.ts';
import { deliveryPromise } from '../routes/catalog/products/delivery-promise.ts';
import type { CartScope } from '../cart/cart-record.ts';

/**
 * The order a placed cart became, with the figures frozen when it was placed (the cart's own
 * are priced again on read) and the delivery window of its slowest goods, counted from the
 * day it was placed: a parcel leaves when everything in it is ready.
 */
export async function placedOrderOf(
  db: Db,
  cartId: string,
  scope: CartScope,
): Promise<CartOrder | null> {
  const [found] = await db
    .select({ order: orders, invoiceNumber: invoices.number })
    .from(orders)
    .leftJoin(invoices, eq(invoices.orderId, orders.id))
    .where(eq(orders.cartId, cartId));
  if (!found) return null;
  const { order } = found;
  const goods = await db
    .select({
      madeToMeasure: products.madeToMeasure,
      min: products.deliveryDaysMin,
      max: products.deliveryDaysMax,
    })
    .from(cartRows)
    .innerJoin(products, eq(products.id, cartRows.productId))
    .where(eq(cartRows.cartId, cartId));
  const language: Language = scope.language;
  const windows = goods.flatMap(
    (product) =>
      deliveryPromise(
        { store: scope.store, language, user_type: 'C' },
        {
          madeToMeasure: product.madeToMeasure,
          deliveryDays: { min: product.min, max: product.max },
        },
        order.placedAt,
      ).window ?? [],
  );
  const slowest = windows.reduce<(typeof windows)[number] | null>(
    (latest, window) => (latest === null || window.to > latest.to ? window : latest),
    null,
  );
  return {
    number: order.number,
    status: order.status,
    placed_at: order.placedAt.toISOString(),
    payment_method: order.paymentMethod,
    subtotal: order.subtotal,
    vat: order.vat,
    vat_rate: order.vatRate,
    shipping_cost: order.shippingCost,
    coupon_code: order.couponCode,
    discount: order.discount,
    paypal_commission: order.paypalCommission,
    total: order.total,
    observations: order.observations,
    invoice_number: found.invoiceNumber,
    quote_valid_until: order.quoteValidUntil,
    delivery_promise: slowest,
  };
}
