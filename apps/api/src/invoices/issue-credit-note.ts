import { isStoreCode, shopDateOf, vatIncludedBreakdown } from '@shop/domain';
import { creditNotes, invoices } from '@shop/db';
import { eq } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { formatCreditNoteNumber } from './credit-note-number.ts';
import { nextInSeries } from './document-series.ts';

export type CreditNoteRow = typeof creditNotes.$inferSelect;

/**
 * Issues the credit note of a refund inside the refund's transaction (whose order row lock is
 * held), when the order has an invoice to correct; none otherwise. Amounts are the refund's,
 * negative, split by the corrected invoice's VAT rate. The number is the next of the store's
 * credit-note series (document-series.ts): a rolled back refund gives it back.
 */
export async function issueCreditNote(
  tx: Db,
  refund: { id: number; orderId: number; amount: number; reason: string },
  now: Date = new Date(),
): Promise<CreditNoteRow | null> {
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.orderId, refund.orderId));
  if (!invoice) return null;
  if (!isStoreCode(invoice.storeCode))
    throw new Error(`Invoice ${invoice.id} has unknown store ${invoice.storeCode}`);
  const sequence = await nextInSeries(tx, 'creditNote', invoice.storeCode);
  const { net, vat, rate } = vatIncludedBreakdown(-refund.amount, invoice.vatRate);
  const [row] = await tx
    .insert(creditNotes)
    .values({
      storeCode: invoice.storeCode,
      orderId: refund.orderId,
      refundId: refund.id,
      sequence,
      number: formatCreditNoteNumber(invoice.storeCode, shopDateOf(now).year, sequence),
      invoiceNumber: invoice.number,
      invoiceIssuedAt: invoice.issuedAt,
      subtotal: net,
      vat,
      vatRate: rate,
      total: -refund.amount,
      reason: refund.reason,
      billingData: invoice.billingData,
      issuedAt: now,
    })
    .returning();
  if (!row) throw new Error(`Credit note of refund ${refund.id} was not stored`);
  return row;
}
