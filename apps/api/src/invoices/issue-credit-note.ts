import { isStoreCode, shopDateOf, vatIncludedBreakdown, type StoreCode } from '@shop/domain';
import { creditNoteCounters, creditNotes, invoices } from '@shop/db';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { formatCreditNoteNumber } from './credit-note-number.ts';

export type CreditNoteRow = typeof creditNotes.$inferSelect;

/**
 * Issues the credit note of a refund inside the refund's transaction (whose order row lock is
 * held), when the order has an invoice to correct; none otherwise. Amounts are the refund's,
 * negative, split by the corrected invoice's VAT rate. The number comes from the store's own
 * counter with one upsert whose row lock keeps the series gapless: a rolled back refund gives
 * its number back.
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
  const sequence = await nextCreditNoteSequence(tx, invoice.storeCode);
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

async function nextCreditNoteSequence(tx: Db, store: StoreCode): Promise<number> {
  const [counter] = await tx
    .insert(creditNoteCounters)
    .values({ storeCode: store, lastNumber: 1 })
    .onConflictDoUpdate({
      target: creditNoteCounters.storeCode,
      set: { lastNumber: sql`${creditNoteCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: creditNoteCounters.lastNumber });
  if (!counter) throw new Error(`No credit note counter for ${store}`);
  return counter.lastNumber;
}
