import type { Seller } from '../mail/merchant-details.ts';
import { formatOrderDate } from '../mail/order-email-content.ts';
import type { QuotationDocument } from '../mail/quotation-document.ts';
import {
  drawFacts,
  drawHeader,
  drawLineTable,
  drawParties,
  drawTotals,
  drawVatBreakdown,
  margin,
  muted,
  openPdfSheet,
} from './pdf-sheet.ts';

/** A calendar day read at noon, so no time zone moves it to another day. */
export const calendarDay = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`);

/**
 * The quotation as a PDF (A4), laid out like the invoice (same sheet, parties, lines, totals
 * and VAT breakdown) with its validity date, and each line's quoted unit price beside the
 * catalogue's when they differ.
 */
export function renderQuotationPdf(
  document: QuotationDocument,
  options: { seller: Seller; compress?: boolean },
): Promise<Buffer> {
  const { language } = document;
  const sheet = openPdfSheet(
    language,
    (t) => ({
      title: `${t('quotationsApi.pdf.title')} ${document.number}`,
      author: options.seller.legalName,
      subject: `${t('quotationsApi.pdf.title')} ${document.number}`,
      createdAt: document.sentAt,
    }),
    options.compress ?? true,
  );
  const { pdf, t, money, write } = sheet;
  drawHeader(sheet, document.store.name, t('quotationsApi.pdf.title'), document.number);
  let y = drawParties(sheet, options.seller, document.customer);
  y = drawFacts(
    sheet,
    [
      [t('quotationsApi.pdf.number'), document.number],
      [t('quotationsApi.pdf.date'), formatOrderDate(document.sentAt, language)],
      [
        t('quotationsApi.pdf.validUntil'),
        formatOrderDate(calendarDay(document.validUntil), language),
      ],
    ],
    y,
  );
  y = drawLineTable(sheet, document.lines, y, (index) => {
    const unit = document.units[index];
    if (!unit || unit.unitPvp === unit.catalogueUnitPvp) return [];
    return [
      t('quotationsApi.pdf.unitPrice', {
        price: money(unit.unitPvp),
        catalogue: money(unit.catalogueUnitPvp),
      }),
    ];
  });
  if (y + 150 > pdf.page.height - margin) {
    pdf.addPage();
    y = margin;
  }
  y = drawTotals(sheet, [{ label: t('mail.totals.total'), value: money(document.total) }], y);
  y = drawVatBreakdown(
    sheet,
    {
      subtotal: document.subtotal,
      vat: document.vat,
      total: document.total,
      vatRate: document.vatRate,
    },
    y + 14,
  );
  if (document.observations.trim() !== '')
    y = write(document.observations, margin, y + 14, { color: muted });
  write(t('quotationsApi.pdf.acceptNote'), margin, y + 14, { color: muted });
  return sheet.finish();
}
