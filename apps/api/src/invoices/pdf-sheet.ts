import { formatMoney, vatPercent, type Cents } from '@shop/domain';
import { createTranslator, localeTags, type Locale } from '@shop/i18n';
import PDFDocument from 'pdfkit';
import type { Seller } from '../mail/merchant-details.ts';
import type { OrderDocumentLine } from '../mail/order-document.ts';
import { addressLines, colonOf, lineDetails } from '../mail/order-email-content.ts';
import type { InvoiceBillingData } from './issue-invoice.ts';
import { pdfText } from './pdf-text.ts';

/**
 * What invoices and credit notes draw alike (A4, Helvetica): the page, the header, the seller and
 * customer blocks, the facts table and the VAT breakdown. Each document lays out the rest.
 */
export const margin = 50;
const pageWidth = 595.28; // A4
export const contentWidth = pageWidth - 2 * margin;
export const columns = { description: margin, quantity: margin + 330, amount: margin + 380 };
export const amountWidth = contentWidth - (columns.amount - margin);
export const ink = '#1f2933';
export const muted = '#5f6b7a';

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: string;
  width?: number;
  align?: 'left' | 'right' | 'center';
}

export function openPdfSheet(
  language: Locale,
  infoOf: (t: ReturnType<typeof createTranslator>) => {
    title: string;
    author: string;
    subject: string;
    createdAt: Date;
  },
  compress = true,
) {
  const t = createTranslator(language);
  const info = infoOf(t);
  const pdf = new PDFDocument({
    size: 'A4',
    margin,
    compress,
    lang: localeTags[language],
    displayTitle: true,
    info: {
      Title: info.title,
      Author: info.author,
      Subject: info.subject,
      CreationDate: info.createdAt,
    },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  /** Writes text at (x, y) and answers where the next line starts. */
  const write = (text: string, x: number, y: number, style: TextStyle = {}) => {
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
  return {
    pdf,
    t,
    language,
    write,
    colon: colonOf(language),
    money: (cents: Cents) => formatMoney(cents, language),
    /** Ends the document: the PDF's bytes. */
    finish: () => {
      pdf.end();
      return done;
    },
  };
}

export type PdfSheet = ReturnType<typeof openPdfSheet>;

/** Shop name on the left, the document's title and number on the right. */
export function drawHeader(sheet: PdfSheet, shopName: string, title: string, number: string) {
  sheet.write(shopName, margin, margin, { size: 18, bold: true });
  sheet.write(title, margin, margin, { size: 18, bold: true, align: 'right' });
  sheet.write(number, margin, margin + 22, { size: 11, align: 'right' });
}

/**
 * Seller and customer blocks side by side; the customer is the billing snapshot of the invoice,
 * never the order's current data. Answers where the next block starts.
 */
export function drawParties(sheet: PdfSheet, seller: Seller, billing: InvoiceBillingData) {
  const { t, write, colon } = sheet;
  const blockTop = margin + 60;
  const half = contentWidth / 2 - 10;
  let y = write(t('mail.invoice.seller'), margin, blockTop, {
    bold: true,
    color: muted,
    width: half,
  });
  y = write(seller.legalName, margin, y + 2, { bold: true, width: half });
  y = write(t('mail.invoice.taxId', { taxId: seller.taxId }), margin, y, { width: half });
  const sellerBottom = write(seller.address, margin, y, { width: half });
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
      sheet.language,
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
  return Math.max(y, sellerBottom) + 18;
}

/** Label and value rows (number, dates, order...). Answers where the next block starts. */
export function drawFacts(
  sheet: PdfSheet,
  facts: readonly (readonly [string, string])[],
  top: number,
) {
  let y = top;
  for (const [label, value] of facts) {
    sheet.write(`${label}${sheet.colon}`, margin, y, { color: muted, width: 120 });
    y = sheet.write(value, margin + 120, y, { width: contentWidth - 120 });
  }
  return y + 16;
}

/** Totals rows right-aligned above a rule, the last one bold. Answers where it ends. */
export function drawTotals(
  sheet: PdfSheet,
  totals: readonly { label: string; value: string }[],
  top: number,
) {
  const { pdf, write } = sheet;
  pdf
    .moveTo(margin, top)
    .lineTo(margin + contentWidth, top)
    .strokeColor(muted)
    .lineWidth(0.5)
    .stroke();
  let y = top + 8;
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
  return y;
}

/** The VAT breakdown table: tax base, rate, VAT and total of the document. */
export function drawVatBreakdown(
  sheet: PdfSheet,
  amounts: { subtotal: Cents; vat: Cents; total: Cents; vatRate: number },
  top: number,
) {
  const { t, write, money } = sheet;
  let y = write(t('mail.invoice.vatBreakdown'), margin, top, { bold: true });
  const breakdown = [
    [
      t('mail.totals.taxBase'),
      t('mail.invoice.rate'),
      t('mail.totals.vat', { rate: vatPercent(amounts.vatRate) }),
      t('mail.totals.total'),
    ],
    [
      money(amounts.subtotal),
      `${vatPercent(amounts.vatRate)} %`,
      money(amounts.vat),
      money(amounts.total),
    ],
  ];
  const cellWidth = contentWidth / 4;
  for (const [rowIndex, row] of breakdown.entries()) {
    const cellTop = y + 4;
    for (const [index, text] of row.entries()) {
      write(text, margin + index * cellWidth, cellTop, {
        bold: rowIndex === 0,
        color: rowIndex === 0 ? muted : ink,
        width: cellWidth - 6,
        align: 'right',
      });
    }
    y = cellTop + 14;
  }
  return y;
}

/**
 * The lines table (description with its configuration and details, quantity, amount), its
 * header repeated on every page; `extraDetails` adds a document's own notes under a line.
 * Answers where it ends.
 */
export function drawLineTable(
  sheet: PdfSheet,
  lines: readonly OrderDocumentLine[],
  top: number,
  extraDetails: (index: number) => string[] = () => [],
) {
  const { pdf, t, write, colon, money, language } = sheet;
  const tableHeader = (at: number) => {
    write(t('mail.invoice.description'), columns.description, at, { bold: true, width: 320 });
    write(t('mail.invoice.quantity'), columns.quantity, at, {
      bold: true,
      width: 40,
      align: 'center',
    });
    write(t('mail.invoice.amount'), columns.amount, at, {
      bold: true,
      width: amountWidth,
      align: 'right',
    });
    pdf
      .moveTo(margin, at + 14)
      .lineTo(margin + contentWidth, at + 14)
      .strokeColor(muted)
      .lineWidth(0.5)
      .stroke();
    return at + 20;
  };
  let y = tableHeader(top);
  const pageBottom = pdf.page.height - margin;
  for (const [index, line] of lines.entries()) {
    const details = [
      ...line.configuration.map((entry) => `${entry.label}${colon}${entry.value}`),
      ...lineDetails(line, language),
      ...extraDetails(index),
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
  return y;
}
