import { randomBytes, randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { cartRows, carts, orders, users } from '@shop/db';
import type { Locale } from '@shop/i18n';
import { orderNumber, quotationValidUntil, vatIncludedBreakdown, vatRateOf } from '@shop/domain';
import { lockOpenCart, storeOf, type CartRecord, type CartAccess } from '../cart/cart-record.ts';
import { priceCart } from '../cart/price-cart.ts';
import { recheckCart } from '../cart/recheck-cart.ts';
import type { Db } from '../database.ts';
import { ApiError } from '../plugins/api-error.ts';
import type { Account } from '../plugins/authentication.ts';
import { insertSubOrders } from './place-order.ts';

type OrderRecord = typeof orders.$inferSelect;

/**
 * A copy of the cart and its rows for the quotation to keep: the customer's own cart stays
 * open (they go on shopping), while the quotation's cart is frozen like any placed cart. The
 * coupon stays behind: a coupon is used when an order is paid, and a quotation is a price
 * promise, not a use.
 */
async function frozenCopy(tx: Db, cart: CartRecord, userId: number): Promise<CartRecord> {
  // undefined columns take their defaults: a new id and new dates.
  const [copy] = await tx
    .insert(carts)
    .values({
      ...cart,
      id: undefined,
      createdAt: undefined,
      updatedAt: undefined,
      userId,
      couponId: null,
      status: 100,
    })
    .returning();
  if (!copy) throw new Error('quotation cart not inserted');
  const rows = await tx
    .select({
      kind: cartRows.kind,
      productId: cartRows.productId,
      variantId: cartRows.variantId,
      quantity: cartRows.quantity,
      configuration: cartRows.configuration,
      finalRef: cartRows.finalRef,
      unitPvp: cartRows.unitPvp,
      complementsPvp: cartRows.complementsPvp,
      facilityPvp: cartRows.facilityPvp,
      shippingPvp: cartRows.shippingPvp,
      totalPvp: cartRows.totalPvp,
      position: cartRows.position,
    })
    .from(cartRows)
    .where(eq(cartRows.cartId, cart.id))
    .orderBy(asc(cartRows.position), asc(cartRows.id));
  if (rows.length === 0) throw ApiError.badRequest(undefined, 'accountApi.quotationEmptyCart');
  await tx.insert(cartRows).values(rows.map((row) => ({ ...row, cartId: copy.id })));
  return copy;
}

/** Contact data: what the cart holds, else the account's own. */
async function contactOf(tx: Db, cart: CartRecord, account: Account) {
  const [user] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName, phone: users.phone })
    .from(users)
    .where(eq(users.id, account.id));
  return {
    email: cart.email ?? account.email,
    name: cart.name ?? user?.firstName ?? '',
    surnames: cart.surnames ?? user?.lastName ?? '',
    phone: cart.phone ?? user?.phone ?? '',
  };
}

/**
 * POST carts/{id}/save_quotation/: the cart at today's server prices becomes a quotation (an
 * order in status 200) valid for quotationValidityDays. Prices are checked against the
 * catalogue first, so the quotation never freezes a stale price.
 */
export async function saveQuotation(
  db: Db,
  account: Account,
  cartId: string,
  scope: CartAccess,
  now: Date = new Date(),
): Promise<OrderRecord> {
  const check = await recheckCart(db, cartId, scope);
  const [unavailable] = check.unavailableRows;
  if (unavailable) throw ApiError.badRequest(undefined, unavailable.messageKey, unavailable.params);
  return db.transaction(async (tx) => {
    const cart = await lockOpenCart(tx, cartId, scope);
    const copy = await frozenCopy(tx, cart, account.id);
    return insertQuotationOrder(tx, {
      cart: copy,
      language: scope.language,
      userId: account.id,
      contact: await contactOf(tx, cart, account),
      validUntil: quotationValidUntil(now),
      now,
    });
  });
}

export interface QuotationOrderInput {
  /** The quotation's own frozen cart, its rows at the quoted prices. */
  cart: CartRecord;
  language: Locale;
  userId: number;
  contact: { email: string; name: string; surnames: string; phone: string };
  /** The last day (ISO date) it can be accepted. */
  validUntil: string;
  now: Date;
}

/**
 * The quotation itself: an order in status 200 over its frozen cart, totals and VAT from the
 * cart's stored rows, with sub-orders as placement makes them. Shared by the customer's saved
 * cart and the quotation staff send, so both are the one record the user area and the accept
 * flow know.
 */
export async function insertQuotationOrder(
  tx: Db,
  { cart, language, userId, contact, validUntil, now }: QuotationOrderInput,
): Promise<OrderRecord> {
  const priced = await priceCart(tx, cart, now);
  const vatRate = vatRateOf(storeOf(cart));
  const { net, vat } = vatIncludedBreakdown(priced.totals.pvp_total, vatRate);
  const values = {
    storeCode: cart.storeCode,
    language,
    cartId: cart.id,
    userId,
    customerType: cart.customerType,
    status: 200 as const,
    idempotencyKey: `quotation-${randomUUID()}`,
    ...contact,
    shippingAddress: cart.shippingAddress ?? '',
    shippingNumber: cart.shippingNumber ?? '',
    shippingFlat: cart.shippingFlat ?? '',
    shippingPostalCode: cart.shippingPostalCode ?? '',
    shippingCity: cart.shippingCity ?? '',
    shippingProvince: cart.shippingProvince ?? '',
    shippingCountry: cart.shippingCountry ?? '',
    billingAddress: cart.billingAddress ?? cart.shippingAddress ?? '',
    billingPostalCode: cart.billingPostalCode ?? cart.shippingPostalCode ?? '',
    billingCity: cart.billingCity ?? cart.shippingCity ?? '',
    billingProvince: cart.billingProvince ?? cart.shippingProvince ?? '',
    billingCountry: cart.billingCountry ?? cart.shippingCountry ?? '',
    // Chosen when the accepted quotation is paid.
    paymentMethod: '',
    subtotal: net,
    vat,
    vatRate,
    shippingCost: priced.totals.pvp_shipping,
    total: priced.totals.pvp_total,
    observations: cart.observations,
    quoteValidUntil: validUntil,
    placedAt: now,
  };
  let quotation: OrderRecord | undefined;
  for (let attempt = 0; attempt < 5 && !quotation; attempt += 1) {
    [quotation] = await tx
      .insert(orders)
      .values({ ...values, number: orderNumber(storeOf(cart), (count) => randomBytes(count)) })
      .onConflictDoNothing({ target: [orders.storeCode, orders.number] })
      .returning();
  }
  if (!quotation) throw new Error('no free order number after 5 draws');
  // Sub-orders as placement makes them, so the quotation lists its goods.
  await insertSubOrders(tx, quotation.id, priced);
  return quotation;
}
