import { isStoreCode, shopDateOf, vatIncludedBreakdown, type StoreCode } from '@shop/domain';
import { invoices, orders, type OrderStatus } from '@shop/db';
import { eq } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { nextInSeries } from './document-series.ts';
import { formatInvoiceNumber } from './invoice-number.ts';

/** The billing data as printed on the invoice (snake_case, as stored in invoices.billing_data). */
export interface InvoiceBillingData {
  name: string;
  surnames: string;
  email: string;
  business_name: string;
  tax_id_type: string;
  tax_id: string;
  address: string;
  number: string;
  postal_code: string;
  city: string;
  province: string;
  country: string;
}

export interface Invoice {
  id: number;
  storeCode: StoreCode;
  orderId: number;
  sequence: number;
  number: string;
  subtotal: number;
  vat: number;
  total: number;
  billingData: InvoiceBillingData;
  issuedAt: Date;
}

export type InvoiceErrorCode = 'order_not_found' | 'order_not_paid';

export class InvoiceError extends Error {
  override name = 'InvoiceError';

  constructor(
    readonly code: InvoiceErrorCode,
    orderId: number,
  ) {
    super(`Cannot invoice order ${orderId}: ${code}`);
  }
}

/** Statuses whose money has arrived: paid, in progress, shipped, returned (a credit note's job). */
const invoiceableStatuses: readonly OrderStatus[] = [400, 450, 500, 600, 650, 800];

type InvoiceRow = typeof invoices.$inferSelect;

export function invoiceOf(row: InvoiceRow): Invoice {
  if (!isStoreCode(row.storeCode))
    throw new Error(`Invoice ${row.id} has unknown store ${row.storeCode}`);
  return { ...row, storeCode: row.storeCode, billingData: billingDataOf(row.billingData) };
}

/** The billing snapshot as stored (invoices and the credit notes correcting them). */
export function billingDataOf(stored: Record<string, string>): InvoiceBillingData {
  const field = (name: keyof InvoiceBillingData) => stored[name] ?? '';
  return {
    name: field('name'),
    surnames: field('surnames'),
    email: field('email'),
    business_name: field('business_name'),
    tax_id_type: field('tax_id_type'),
    tax_id: field('tax_id'),
    address: field('address'),
    number: field('number'),
    postal_code: field('postal_code'),
    city: field('city'),
    province: field('province'),
    country: field('country'),
  };
}

/**
 * Issues the invoice of a paid order, inside the caller's transaction (run as a savepoint
 * there, or as its own transaction when given the plain database), so the number is only
 * taken if the invoice is stored: a rollback gives the number back and no gap is left.
 *
 * Numbers are gapless per store (document-series.ts): the counter row's lock makes concurrent
 * issuers wait for each other's commit. The order row is locked
 * first, so two calls for one order serialise too and the second returns the first invoice.
 * Locks are always taken order first, then counter, so issuers cannot deadlock each other.
 */
export async function issueInvoice(
  tx: Db,
  orderId: number,
  now: Date = new Date(),
): Promise<Invoice> {
  return tx.transaction(async (db) => {
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order || !isStoreCode(order.storeCode)) throw new InvoiceError('order_not_found', orderId);
    const [existing] = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
    if (existing) return invoiceOf(existing);
    if (!invoiceableStatuses.includes(order.status))
      throw new InvoiceError('order_not_paid', orderId);

    const sequence = await nextInSeries(db, 'invoice', order.storeCode);
    const { net, vat, rate } = vatIncludedBreakdown(order.total, order.vatRate);
    const billingData: InvoiceBillingData = {
      name: order.name,
      surnames: order.surnames,
      email: order.email,
      business_name: order.billingBusinessName,
      tax_id_type: order.billingTaxIdType,
      tax_id: order.billingTaxId,
      address: order.billingAddress,
      number: order.billingNumber,
      postal_code: order.billingPostalCode,
      city: order.billingCity,
      province: order.billingProvince,
      country: order.billingCountry,
    };
    const [row] = await db
      .insert(invoices)
      .values({
        storeCode: order.storeCode,
        orderId,
        sequence,
        number: formatInvoiceNumber(order.storeCode, shopDateOf(now).year, sequence),
        subtotal: net,
        vat,
        vatRate: rate,
        total: order.total,
        billingData: { ...billingData },
        issuedAt: now,
      })
      .returning();
    if (!row) throw new Error(`Invoice of order ${orderId} was not stored`);
    return invoiceOf(row);
  });
}
