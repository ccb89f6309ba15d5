import { creditNotes, invoices, orders } from '@shop/db';
import type { StoreCode } from '@shop/domain';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../database.ts';
import { invoiceOf } from '../../invoices/issue-invoice.ts';
import { counted, inWindow, totalCount } from '../../lists/page-window.ts';
import type { PageWindow } from '../../lists/paged-list.ts';
import type { InvoiceSummary } from './invoice-contract.ts';

const ownership = {
  id: orders.id,
  number: orders.number,
  email: orders.email,
  userId: orders.userId,
};

/** The order of a number in a store, with what proves who owns it. */
export async function findOrderByNumber(db: Db, store: StoreCode, orderNumber: string) {
  const [order] = await db
    .select(ownership)
    .from(orders)
    .where(and(eq(orders.storeCode, store), eq(orders.number, orderNumber)));
  return order ?? null;
}

export function downloadPath(number: string): string {
  return `/accounting/v1/invoices/${encodeURIComponent(number)}/download/`;
}

/** One page of the invoices of every order of an account in the store, newest first. */
export async function accountInvoices(
  db: Db,
  store: StoreCode,
  userId: number,
  window: PageWindow,
): Promise<{ count: number; results: InvoiceSummary[] }> {
  const rows = await inWindow(
    db
      .select({ invoice: invoices, orderNumber: orders.number, total: totalCount })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .where(and(eq(orders.userId, userId), eq(invoices.storeCode, store)))
      .orderBy(desc(invoices.issuedAt), desc(invoices.sequence))
      .$dynamic(),
    window,
  );
  return counted(rows, ({ invoice, orderNumber }) => invoiceSummary(invoice, orderNumber));
}

function invoiceSummary(
  invoice: typeof invoices.$inferSelect,
  orderNumber: string,
): InvoiceSummary {
  return {
    number: invoice.number,
    issued_at: invoice.issuedAt.toISOString(),
    order_number: orderNumber,
    subtotal: invoice.subtotal,
    vat: invoice.vat,
    total: invoice.total,
    currency: 'EUR' as const,
    download_path: downloadPath(invoice.number),
  };
}

/** One page of an order's invoices, oldest first (a rectifying invoice follows the first one). */
export async function orderInvoices(
  db: Db,
  order: { id: number; number: string },
  window: PageWindow,
): Promise<{ count: number; results: InvoiceSummary[] }> {
  const rows = await inWindow(
    db
      .select({ invoice: invoices, total: totalCount })
      .from(invoices)
      .where(eq(invoices.orderId, order.id))
      .orderBy(asc(invoices.sequence))
      .$dynamic(),
    window,
  );
  return counted(rows, ({ invoice }) => invoiceSummary(invoice, order.number));
}

/** An invoice of the store by its printed number, with its order's ownership. */
export async function findInvoiceByNumber(db: Db, store: StoreCode, number: string) {
  const [row] = await db
    .select({ invoice: invoices, order: ownership })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(eq(invoices.storeCode, store), eq(invoices.number, number)));
  return row ? { invoice: invoiceOf(row.invoice), order: row.order } : null;
}

/** A credit note by its number in a store, with what proves who owns its order. */
export async function findCreditNoteByNumber(db: Db, store: StoreCode, number: string) {
  const [row] = await db
    .select({ note: creditNotes, order: ownership })
    .from(creditNotes)
    .innerJoin(orders, eq(orders.id, creditNotes.orderId))
    .where(and(eq(creditNotes.storeCode, store), eq(creditNotes.number, number)));
  return row ?? null;
}
