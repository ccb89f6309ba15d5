import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { billingAddresses, cartRows, orders, shippingAddresses, subOrders } from '@shop/db';
import { isQuotationExpired } from '@shop/domain';
import type { CurrentPrices } from '../contracts/account.ts';
import { pricingScope } from '../cart/cart-customer-type.ts';
import { readCart, type CartAccess, type CartScope } from '../cart/cart-record.ts';
import { storedConfiguration } from '../cart/cart-row-records.ts';
import { configurationRequest, priceCartRow } from '../cart/price-cart-row.ts';
import type { Db } from '../database.ts';
import { ApiError } from '../plugins/api-error.ts';
import type { Account } from '../plugins/authentication.ts';

type OrderRecord = typeof orders.$inferSelect;

export type QuotationAcceptance =
  | { accepted: true; order: OrderRecord }
  | { accepted: false; quotation: OrderRecord; currentPrices: CurrentPrices };

const quotationNotFound = () => ApiError.notFound('accountApi.quotationNotFound');

/** The caller's quotation (open or abandoned) in the store; anything else is a 404. */
export async function readQuotation(db: Db, account: Account, id: number, scope: CartScope) {
  const [quotation] = await db
    .select()
    .from(orders)
    .where(
      and(eq(orders.id, id), eq(orders.userId, account.id), eq(orders.storeCode, scope.store)),
    );
  if (!quotation || (quotation.status !== 200 && quotation.status !== 250))
    throw quotationNotFound();
  return quotation;
}

/** The quotation's rows as it was saved, in the cart's order: what each one configured. */
export function quotationRows(db: Db, quotationId: number) {
  return db
    .select({
      subOrderId: subOrders.id,
      kind: cartRows.kind,
      productId: cartRows.productId,
      quantity: cartRows.quantity,
      configuration: cartRows.configuration,
      totalPvp: cartRows.totalPvp,
    })
    .from(subOrders)
    .innerJoin(cartRows, eq(cartRows.id, subOrders.cartRowId))
    .where(eq(subOrders.orderId, quotationId))
    .orderBy(asc(cartRows.position), asc(subOrders.id));
}

/** Today's catalogue prices of the quotation's rows, at the cart's customer type. */
export async function currentPricesOf(
  db: Db,
  quotation: OrderRecord,
  scope: CartAccess,
): Promise<CurrentPrices> {
  const { cart } = await readCart(db, quotation.cartId, scope);
  const rows = await quotationRows(db, quotation.id);
  const priced = [];
  for (const row of rows) {
    let current: number | null = null;
    if (row.productId !== null) {
      try {
        const request = configurationRequest(storedConfiguration(row.configuration), row.quantity);
        current = (await priceCartRow(db, pricingScope(cart, scope), row.productId, request))
          .totalPvp;
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
      }
    }
    priced.push({
      sub_order_id: row.subOrderId,
      quoted_total: row.totalPvp,
      current_total: current,
    });
  }
  const quotedRows = priced.reduce((sum, row) => sum + row.quoted_total, 0);
  const sellable = priced.every((row) => row.current_total !== null);
  return {
    rows: priced,
    // The quotation's total with each row at today's price; shipping as quoted.
    quoted_total: quotation.total,
    current_total: sellable
      ? quotation.total -
        quotedRows +
        priced.reduce((sum, row) => sum + (row.current_total ?? 0), 0)
      : null,
  };
}

/** The account's default (else first) addresses. */
async function preferredAddresses(db: Db, userId: number) {
  const [shipping] = await db
    .select()
    .from(shippingAddresses)
    .where(eq(shippingAddresses.userId, userId))
    .orderBy(desc(shippingAddresses.isDefault), asc(shippingAddresses.id))
    .limit(1);
  const [billing] = await db
    .select()
    .from(billingAddresses)
    .where(eq(billingAddresses.userId, userId))
    .orderBy(desc(billingAddresses.isDefault), asc(billingAddresses.id))
    .limit(1);
  return { shipping, billing };
}

/**
 * A quotation saved without an address takes the account's default ones when accepted: an
 * order must say where the goods go.
 */
async function addressesFor(db: Db, quotation: OrderRecord, userId: number) {
  if (quotation.shippingAddress.trim() !== '') return {};
  const { shipping, billing } = await preferredAddresses(db, userId);
  if (!shipping) throw ApiError.badRequest(undefined, 'accountApi.quotationNeedsAddress');
  const where = {
    phone: shipping.phone,
    shippingAddress: shipping.address,
    shippingNumber: shipping.number,
    shippingFlat: shipping.flat,
    shippingPostalCode: shipping.postalCode,
    shippingCity: shipping.city,
    shippingProvince: shipping.province,
    shippingCountry: shipping.country,
  };
  if (!billing)
    return {
      ...where,
      billingBusinessName: `${shipping.name} ${shipping.surnames}`.trim(),
      billingAddress: shipping.address,
      billingNumber: shipping.number,
      billingPostalCode: shipping.postalCode,
      billingCity: shipping.city,
      billingProvince: shipping.province,
      billingCountry: shipping.country,
    };
  return {
    ...where,
    billingBusinessName: billing.businessName,
    billingTaxIdType: billing.taxIdType,
    billingTaxId: billing.taxId,
    billingAddress: billing.address,
    billingNumber: billing.number,
    billingPostalCode: billing.postalCode,
    billingCity: billing.city,
    billingProvince: billing.province,
    billingCountry: billing.country,
  };
}

/**
 * POST quotations/{id}/accept/: a quotation still valid becomes an order pending payment at
 * the quoted prices, whatever the catalogue says today; it is then paid like any unpaid order
 * (the payment calls with its cart). An expired one is not accepted: the answer carries what
 * its goods cost today.
 */
export async function acceptQuotation(
  db: Db,
  account: Account,
  id: number,
  scope: CartAccess,
  now: Date = new Date(),
): Promise<QuotationAcceptance> {
  const quotation = await readQuotation(db, account, id, scope);
  if (isQuotationExpired({ status: quotation.status, validUntil: quotation.quoteValidUntil }, now))
    return {
      accepted: false,
      quotation,
      currentPrices: await currentPricesOf(db, quotation, scope),
    };
  const addresses = await addressesFor(db, quotation, account.id);
  const [order] = await db
    .update(orders)
    .set({ ...addresses, status: 300, placedAt: now, updatedAt: now })
    .where(and(eq(orders.id, quotation.id), inArray(orders.status, [200])))
    .returning();
  // Accepted twice at once: the second finds it no longer open.
  if (!order) throw ApiError.badRequest(undefined, 'accountApi.quotationNotOpen');
  return { accepted: true, order };
}
