import { formatMoney, paymentMethodMessageKey } from '@shop/domain';
import type { Seller } from '../mail/merchant-details.ts';
import type { OrderDocument } from '../mail/order-document.ts';
import { formatOrderDate, totalRows } from '../mail/order-email-content.ts';
import type { Invoice } from './issue-invoice.ts';
import {
  drawFacts,
  drawHeader,
  drawLineTable,
  drawParties,
  drawTotals,
  drawVatBreakdown,
  margin,
  openPdfSheet,
} from './pdf-sheet.ts';

export interface InvoicePdfOptions {
  seller: Seller;
  /** false writes readable content streams (tests search them); true in production. */
  compress?: boolean;
}

/**
 * The invoice as a PDF (A4) in the order's language: seller and customer blocks, lines, VAT
 * breakdown and totals. The customer block prints the invoice's billing snapshot, never the
 * order's current data, so an issued invoice reads the same forever.
 */
export function renderInvoicePdf(
  document: OrderDocument,
  invoice: Invoice,
  options: InvoicePdfOptions,
): Promise<Buffer> {
  const { language } = document;
  const sheet = openPdfSheet(
    language,
    (t) => ({
      title: `${t('mail.invoice.title')} ${invoice.number}`,
      author: options.seller.legalName,
      subject: `${t('mail.invoice.orderNumber')} ${document.orderNumber}`,
      createdAt: invoice.issuedAt,
    }),
    options.compress ?? true,
  );
  const { pdf, t } = sheet;

  drawHeader(sheet, document.store.name, t('mail.invoice.title'), invoice.number);
  let y = drawParties(sheet, options.seller, invoice.billingData);
  y = drawFacts(
    sheet,
    [
      [t('mail.invoice.number'), invoice.number],
      [t('mail.invoice.date'), formatOrderDate(invoice.issuedAt, language)],
      [t('mail.invoice.orderNumber'), document.orderNumber],
      [t('mail.order.paymentMethod'), t(paymentMethodMessageKey(document.paymentMethod))],
    ],
    y,
  );

  y = drawLineTable(sheet, document.lines, y);
  const pageBottom = pdf.page.height - margin;

  // Totals and the VAT breakdown; kept together on one page.
  const totals = [
    ...totalRows(document, t),
    { label: t('mail.totals.total'), value: formatMoney(invoice.total, language) },
  ];
  if (y + 28 * totals.length + 90 > pageBottom) {
    pdf.addPage();
    y = margin;
  }
  y = drawTotals(sheet, totals, y) + 14;
  drawVatBreakdown(
    sheet,
    {
      subtotal: invoice.subtotal,
      vat: invoice.vat,
      total: invoice.total,
      vatRate: document.vatRate,
    },
    y,
  );
  return sheet.finish();
}
