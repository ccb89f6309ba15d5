import { countryOf, vatIncludedBreakdown, vatRateOf } from '@shop/domain';
import { translate } from '@shop/i18n';
import type { Cart, CartOrder } from '../contracts/cart.ts';
import { placedOrderOf } from '../orders/order-summary.ts';
import type { Db } from '../database.ts';
import { readCart, storeOf, type CartRecord, type CartAccess } from './cart-record.ts';
import { cartRowOf } from './cart-row-records.ts';
import { priceCart, type PricedCart } from './price-cart.ts';

/** The one shape every cart call answers with, built from the stored cart and its prices. */
export function cartOf(
  cart: CartRecord,
  orderNumber: string | null,
  priced: PricedCart,
  scope: CartAccess,
  order: CartOrder | null = null,
): Cart {
  const { rows, coupon, shipping, totals } = priced;
  const country = countryOf(storeOf(cart));
  const vatRate = order?.vat_rate ?? vatRateOf(storeOf(cart));
  return {
    id: cart.id,
    store: cart.storeCode,
    language: cart.language,
    status: cart.status,
    customer_type: cart.customerType,
    order_number: orderNumber,
    size: rows.reduce((sum, row) => sum + row.quantity, 0),
    rows: rows.map(cartRowOf),
    coupon: coupon && {
      id: coupon.record.id,
      code: coupon.record.code,
      total_discount: totals.pvp_saved,
      message: coupon.messageKey && translate(scope.language, coupon.messageKey),
    },
    coupon_code: coupon?.record.code ?? null,
    prices: {
      pvp: totals.pvp,
      pvp_shipping: totals.pvp_shipping,
      pvp_saved: totals.pvp_saved,
      paypal_commission: totals.paypal_commission,
      pvp_total: totals.pvp_total,
      vat_rate: vatRate,
      pvp_vat: vatIncludedBreakdown(totals.pvp_total, vatRate).vat,
    },
    shipping: {
      postal_code: shipping.postalCode,
      zone: shipping.zone,
      free: shipping.cost === 0,
      refused: shipping.refused,
      message: shipping.messageKey && translate(scope.language, shipping.messageKey),
    },
    professional_discount: priced.professionalDiscount,
    cart_total: totals.pvp,
    total_discount: totals.pvp_saved,
    email: cart.email,
    name: cart.name,
    surnames: cart.surnames,
    phone: cart.phone,
    shipping_address: cart.shippingAddress,
    shipping_number: cart.shippingNumber,
    shipping_flat: cart.shippingFlat,
    shipping_postal_code: cart.shippingPostalCode,
    shipping_city: cart.shippingCity,
    shipping_province: cart.shippingProvince,
    shipping_country: country,
    same_billing_data: cart.sameBillingData,
    billing_business_name: cart.billingBusinessName,
    billing_tax_id_type: cart.billingTaxIdType,
    billing_tax_id: cart.billingTaxId,
    billing_address: cart.billingAddress,
    billing_number: cart.billingNumber,
    billing_postal_code: cart.billingPostalCode,
    billing_city: cart.billingCity,
    billing_province: cart.billingProvince,
    billing_country: country,
    payment_method_selected: cart.paymentMethod,
    observations: cart.observations,
    order,
  };
}

/** GET carts/{id}/ and the answer of every change: the cart as stored, priced now. */
export async function cartView(db: Db, cartId: string, scope: CartAccess): Promise<Cart> {
  const { cart, orderNumber, placedAt } = await readCart(db, cartId, scope);
  const order = orderNumber === null ? null : await placedOrderOf(db, cart.id, scope);
  return cartOf(cart, orderNumber, await priceCart(db, cart, placedAt ?? new Date()), scope, order);
}

/** The answer of a change to an open cart, from the record the change returned. */
export async function openCartView(db: Db, cart: CartRecord, scope: CartAccess): Promise<Cart> {
  return cartOf(cart, null, await priceCart(db, cart), scope);
}
