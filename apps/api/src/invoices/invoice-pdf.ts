import { formatMoney, paymentMethodMessageKey, vatPercent, type Cents } from '@shop/domain';
import { createTranslator, localeTags } from '@shop/i18n';
import PDFDocument from 'pdfkit';
import type { Seller } from '../mail/merchant-details.ts';
import type { OrderDocument } from '../mail/order-document.ts';
import {
  addressLines,
  colonOf,
  formatOrderDate,
  lineDetails,
  totalRows,
} from '../mail/order-email-content.ts';
import type { Invoice } from './issue-invoice.ts';
import { pdfText } from './pdf-text.ts';

export interface InvoicePdfOptions {
  seller: Seller;
  /** false writes readable content streams (tests search them); true in production. */
  compress?: boolean;
}

const margin = 50;
const pageWidth = 595.28; // A4
const contentWidth = pageWidth - 2 * margin;
const columns = { description: margin, quantity: margin + 330, amount: margin + 380 };
const amountWidth = contentWidth - (columns.amount - margin);
const ink = '#1f2933';
const muted = '#5f6b7a';

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
  const t = createTranslator(language);
  const colon = colonOf(language);
  const money = (cents: Cents) => formatMoney(cents, language);
  const pdf = new PDFDocument({
    size: 'A4',
    margin,
    compress: options.compress ?? true,
    lang: localeTags[language],
    displayTitle: true,
    info: {
      Title: `${t('mail.invoice.title')} ${invoice.number}`,
      Author: options.seller.legalName,
      Subject: `${t('mail.invoice.orderNumber')} ${document.orderNumber}`,
      CreationDate: invoice.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const write = (
    text: string,
    x: number,
    y: number,
    style: {
      size?: number;
      bold?: boolean;
      color?: string;
      width?: number;
      align?: 'left' | 'right' | 'center';
    } = {},
  ) => {
    pdf
      .font(style.bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(style.size ?? 9)
      .fillColor(style.color ?? ink)
      .text(pdfText(text), x, y, {
        width: style.width ?? contentWidth,
        align: style.align ?? 'left',
      });
    return pdf.y;
  };

  // Header: shop, title and number.
  write(document.store.name, margin, margin, { size: 18, bold: true });
  write(t('mail.invoice.title'), margin, margin, { size: 18, bold: true, align: 'right' });
  write(invoice.number, margin, margin + 22, { size: 11, align: 'right' });

  // Seller and customer blocks side by side.
  const blockTop = margin + 60;
  const half = contentWidth / 2 - 10;
  const { seller } = options;
  let y = write(t('mail.invoice.seller'), margin, blockTop, {
    bold: true,
    color: muted,
    width: half,
  });
  y = write(seller.legalName, margin, y + 2, { bold: true, width: half });
  y = write(t('mail.invoice.taxId', { taxId: seller.taxId }), margin, y, { width: half });
  const sellerBottom = write(seller.address, margin, y, { width: half });
  const billing = invoice.billingData;
  const customerX = margin + contentWidth / 2 + 10;
  const customerLines = [
    billing.business_name || `${billing.name} ${billing.surnames}`.trim(),
    billing.business_name ? `${billing.name} ${billing.surnames}`.trim() : '',
    billing.tax_id ? `${billing.tax_id_type.toUpperCase()}${colon}${billing.tax_id}` : '',
    ...addressLines(
      {
        address: billing.address,
        number: billing.number,
        flat: '',
        postalCode: billing.postal_code,
        city: billing.city,
        province: billing.province,
        country: billing.country,
      },
      language,
    ),
    billing.email,
  ].filter(Boolean);
  y = write(t('mail.invoice.customer'), customerX, blockTop, {
    bold: true,
    color: muted,
    width: half,
  });
  for (const [index, line] of customerLines.entries()) {
    y = write(line, customerX, index === 0 ? y + 2 : y, { bold: index === 0, width: half });
  }
  y = Math.max(y, sellerBottom) + 18;

  // Invoice facts.
  const facts = [
    [t('mail.invoice.number'), invoice.number],
    [t('mail.invoice.date'), formatOrderDate(invoice.issuedAt, language)],
    [t('mail.invoice.orderNumber'), document.orderNumber],
    [t('mail.order.paymentMethod'), t(paymentMethodMessageKey(document.paymentMethod))],
  ];
  for (const [label, value] of facts) {
    write(`${label}${colon}`, margin, y, { color: muted, width: 120 });
    y = write(value ?? '', margin + 120, y, { width: contentWidth - 120 });
  }
  y += 16;

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
  pdf
    .moveTo(margin, y)
    .lineTo(margin + contentWidth, y)
    .strokeColor(muted)
    .lineWidth(0.5)
    .stroke();
  y += 8;
  for (const [index, row] of totals.entries()) {
    const last = index === totals.length - 1;
    write(row.label, columns.quantity - 130, y, {
      bold: last,
      size: last ? 11 : 9,
      width: 200,
      align: 'left',
    });
    y =
      write(row.value, columns.amount, y, {
        bold: last,
        size: last ? 11 : 9,
        width: amountWidth,
        align: 'right',
      }) + 2;
  }
  y += 14;
  y = write(t('mail.invoice.vatBreakdown'), margin, y, { bold: true });
  const breakdown = [
    [
      t('mail.totals.taxBase'),
      t('mail.invoice.rate'),
      t('mail.totals.vat', { rate: vatPercent(document.vatRate) }),
      t('mail.totals.total'),
    ],
    [
      money(invoice.subtotal),
      `${vatPercent(document.vatRate)} %`,
      money(invoice.vat),
      money(invoice.total),
    ],
  ];
  const cellWidth = contentWidth / 4;
  for (const [rowIndex, row] of breakdown.entries()) {
    const top = y + 4;
    for (const [index, text] of row.entries()) {
      write(text, margin + index * cellWidth, top, {
        bold: rowIndex === 0,
        color: rowIndex === 0 ? muted : ink,
        width: cellWidth - 6,
        align: 'right',
      });
    }
    y = top + 14;
  }

  pdf.end();
  return done;
}
