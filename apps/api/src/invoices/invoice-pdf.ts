import { formatMoney, paymentMethodMessageKey } from '@shop/domain';
import type { Seller } from '../mail/merchant-details.ts';
import type { OrderDocument } from '../mail/order-document.ts';
import { formatOrderDate, lineDetails, totalRows } from '../mail/order-email-content.ts';
import type { Invoice } from './issue-invoice.ts';
import { pdfText } from './pdf-text.ts';
import {
  amountWidth,
  columns,
  drawFacts,
  drawHeader,
  drawParties,
  drawTotals,
  drawVatBreakdown,
  margin,
  contentWidth,
  muted,
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
  const { pdf, t, write, colon, money } = sheet;

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

  // Lines, with the table header repeated on every page.
  const tableHeader = (top: number) => {
    write(t('mail.invoice.description'), columns.description, top, { bold: true, width: 320 });
    write(t('mail.invoice.quantity'), columns.quantity, top, {
      bold: true,
      width: 40,
      align: 'center',
    });
    write(t('mail.invoice.amount'), columns.amount, top, {
      bold: true,
      width: amountWidth,
      align: 'right',
    });
    pdf
      .moveTo(margin, top + 14)
      .lineTo(margin + contentWidth, top + 14)
      .strokeColor(muted)
      .lineWidth(0.5)
      .stroke();
    return top + 20;
  };
  y = tableHeader(y);
  const pageBottom = pdf.page.height - margin;
  for (const line of document.lines) {
    const details = [
      ...line.configuration.map((entry) => `${entry.label}${colon}${entry.value}`),
      ...lineDetails(line, language),
    ];
    const height =
      pdf.font('Helvetica-Bold').fontSize(9).heightOfString(pdfText(line.name), { width: 320 }) +
      pdf
        .font('Helvetica')
        .fontSize(8)
        .heightOfString(pdfText(details.join('\n')) || ' ', { width: 320 }) +
      8;
    if (y + height > pageBottom) {
      pdf.addPage();
      y = tableHeader(margin);
    }
    write(String(line.quantity), columns.quantity, y, { width: 40, align: 'center' });
    write(money(line.amount), columns.amount, y, { width: amountWidth, align: 'right' });
    let lineY = write(line.name, columns.description, y, { bold: true, width: 320 });
    if (details.length > 0)
      lineY = write(details.join('\n'), columns.description, lineY, {
        size: 8,
        color: muted,
        width: 320,
      });
    y = lineY + 8;
  }

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
