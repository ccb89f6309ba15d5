import { invoices } from '@shop/db';
import { eq } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { issueInvoice, invoiceOf } from '../invoices/issue-invoice.ts';
import { renderInvoicePdf } from '../invoices/invoice-pdf.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { MerchantDetails } from '../mail/merchant-details.ts';
import { readOrderDocument } from '../mail/order-document.ts';
import type { OrderEffects } from './payment-results.ts';

export type OrderLifecycleEffects = OrderEffects & {
  /** A transfer order was placed: the customer gets the instructions to pay it. */
  orderPlaced(orderId: number): Promise<void>;
};

/**
 * Invoices and e-mails around an order. The confirmation is sent once the money is in (card,
 * Bizum, PayPal, Klarna, seQura); a transfer gets its instructions when placed and the
 * 'payment received' message with the invoice when the money arrives.
 */
export function createOrderEffects(
  db: Db,
  mailer: Mailer,
  merchant: MerchantDetails,
): OrderLifecycleEffects {
  async function documentOf(orderId: number) {
    const document = await readOrderDocument(db, orderId, merchant);
    if (!document) throw new Error(`order ${orderId} has no document`);
    return document;
  }
  return {
    issueInvoice: (tx, orderId) => issueInvoice(tx, orderId),
    async orderPaid(orderId) {
      const document = await documentOf(orderId);
      if (document.paymentMethod !== 'transfer') {
        await mailer.sendOrderConfirmation(document);
        return;
      }
      const [row] = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
      const invoice = row ? invoiceOf(row) : null;
      await mailer.sendPaymentReceived(
        document,
        invoice
          ? {
              number: invoice.number,
              pdf: await renderInvoicePdf(document, invoice, { seller: merchant.seller }),
            }
          : undefined,
      );
    },
    async orderPlaced(orderId) {
      await mailer.sendOrderConfirmation(await documentOf(orderId));
    },
  };
}
