import { paymentMethodMessageKey } from '@shop/domain';
import type { Seller } from '../mail/merchant-details.ts';
import type { OrderDocument } from '../mail/order-document.ts';
import { formatOrderDate } from '../mail/order-email-content.ts';
import type { CreditNoteRow } from './issue-credit-note.ts';
import { billingDataOf } from './issue-invoice.ts';
import {
  amountWidth,
  columns,
  drawFacts,
  drawHeader,
  drawParties,
  drawTotals,
  drawVatBreakdown,
  openPdfSheet,
} from './pdf-sheet.ts';

/**
 * The credit note as a PDF (A4) in the order's language, drawn like the invoice it corrects:
 * "Factura rectificativa" / "Facture d'avoir", its number and date, the corrected invoice's
 * number and date, the reason, the refunded amount and its VAT breakdown, all negative.
 */
export function renderCreditNotePdf(
  document: OrderDocument,
  note: CreditNoteRow,
  options: { seller: Seller; compress?: boolean },
): Promise<Buffer> {
  const { language } = document;
  const sheet = openPdfSheet(
    language,
    (t) => ({
      title: `${t('creditNote.title')} ${note.number}`,
      author: options.seller.legalName,
      subject: `${t('creditNote.correctedInvoice')} ${note.invoiceNumber}`,
      createdAt: note.issuedAt,
    }),
    options.compress ?? true,
  );
  const { t, write, money } = sheet;
  drawHeader(sheet, document.store.name, t('creditNote.title'), note.number);
  // The corrected invoice's billing snapshot, copied onto the note when it was issued.
  let y = drawParties(sheet, options.seller, billingDataOf(note.billingData));
  y = drawFacts(
    sheet,
    [
      [t('creditNote.number'), note.number],
      [t('creditNote.date'), formatOrderDate(note.issuedAt, language)],
      [
        t('creditNote.correctedInvoice'),
        t('creditNote.correctedInvoiceLine', {
          number: note.invoiceNumber,
          date: formatOrderDate(note.invoiceIssuedAt, language),
        }),
      ],
      [t('mail.invoice.orderNumber'), document.orderNumber],
      [t('mail.order.paymentMethod'), t(paymentMethodMessageKey(document.paymentMethod))],
      [t('creditNote.reason'), note.reason],
    ],
    y,
  );
  write(t('mail.invoice.description'), columns.description, y, { bold: true, width: 320 });
  write(t('mail.invoice.amount'), columns.amount, y, {
    bold: true,
    width: amountWidth,
    align: 'right',
  });
  y += 20;
  write(money(note.total), columns.amount, y, { width: amountWidth, align: 'right' });
  y = write(t('creditNote.line', { number: document.orderNumber }), columns.description, y, {
    width: 320,
  });
  y = drawTotals(sheet, [{ label: t('mail.totals.total'), value: money(note.total) }], y + 12);
  drawVatBreakdown(sheet, note, y + 14);
  return sheet.finish();
}
