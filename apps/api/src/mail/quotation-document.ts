import { billingAddresses, orders, staffQuotationRows, staffQuotations, stores } from '@shop/db';
import { isStoreCode, vatIncludedBreakdown, type Cents } from '@shop/domain';
import type { Locale } from '@shop/i18n';
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../database.ts';
import type { InvoiceBillingData } from '../invoices/issue-invoice.ts';
import type { OrderDocumentLine } from './order-document.ts';
import { readOrderLines } from './order-document-lines.ts';

/** A sent staff quotation as its PDF and e-mail say it, in the customer's language. */
export interface QuotationDocument {
  quotationId: number;
  orderId: number;
  number: string;
  language: Locale;
  store: { name: string; domain: string };
  sentAt: Date;
  validUntil: string;
  customer: InvoiceBillingData;
  lines: OrderDocumentLine[];
  /** Per line, in the lines' order: the quoted unit price and the catalogue's. */
  units: { unitPvp: Cents; catalogueUnitPvp: Cents }[];
  total: Cents;
  subtotal: Cents;
  vat: Cents;
  vatRate: number;
  observations: string;
}

/** The customer block: the account's default (else newest) billing address, else its name. */
async function customerOf(db: Db, order: typeof orders.$inferSelect): Promise<InvoiceBillingData> {
  const [billing] =
    order.userId === null
      ? []
      : await db
          .select()
          .from(billingAddresses)
          .where(eq(billingAddresses.userId, order.userId))
          .orderBy(desc(billingAddresses.isDefault), desc(billingAddresses.id))
          .limit(1);
  return {
    name: order.name,
    surnames: order.surnames,
    email: order.email,
    business_name: billing?.businessName ?? '',
    tax_id_type: billing?.taxIdType ?? '',
    tax_id: billing?.taxId ?? '',
    address: billing?.address ?? '',
    number: billing?.number ?? '',
    postal_code: billing?.postalCode ?? '',
    city: billing?.city ?? '',
    province: billing?.province ?? '',
    country: billing?.country ?? '',
  };
}

/** The document of a sent quotation, or null when it is unknown or still a draft. */
export async function readQuotationDocument(
  db: Db,
  quotationId: number,
): Promise<QuotationDocument | null> {
  const [row] = await db
    .select({ quotation: staffQuotations, order: orders, store: stores })
    .from(staffQuotations)
    .innerJoin(orders, eq(orders.id, staffQuotations.orderId))
    .innerJoin(stores, eq(stores.code, staffQuotations.storeCode))
    .where(eq(staffQuotations.id, quotationId));
  if (!row) return null;
  const { quotation, order, store } = row;
  const sentAt = quotation.sentAt;
  if (sentAt === null) return null;
  if (!isStoreCode(order.storeCode))
    throw new Error(`quotation ${quotationId} has store ${order.storeCode}`);
  const { lines } = await readOrderLines(db, {
    cartId: order.cartId,
    store: order.storeCode,
    language: quotation.language,
    placedAt: order.placedAt,
  });
  const units = await db
    .select({
      unitPvp: staffQuotationRows.unitPvp,
      catalogueUnitPvp: staffQuotationRows.catalogueUnitPvp,
    })
    .from(staffQuotationRows)
    .where(eq(staffQuotationRows.quotationId, quotationId))
    .orderBy(asc(staffQuotationRows.position), asc(staffQuotationRows.id));
  const { net, vat, rate } = vatIncludedBreakdown(order.total, order.vatRate);
  return {
    quotationId,
    orderId: order.id,
    number: order.number,
    language: quotation.language,
    store: { name: store.name, domain: store.domain },
    sentAt,
    validUntil: quotation.validUntil,
    customer: await customerOf(db, order),
    lines,
    units,
    total: order.total,
    subtotal: net,
    vat,
    vatRate: rate,
    observations: order.observations,
  };
}
