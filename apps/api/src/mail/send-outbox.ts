import { creditNotes, invoices } from '@shop/db';
import { eq } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { invoiceOf } from '../invoices/issue-invoice.ts';
import { renderCreditNotePdf } from '../invoices/credit-note-pdf.ts';
import { renderInvoicePdf } from '../invoices/invoice-pdf.ts';
import { outboxEmailFailures } from '../metrics/shop-metrics.ts';
import { sendAccountEmail } from './account-email-outbox.ts';
import type { Mailer, RepeatableDelivery } from './mailer.ts';
import type { MerchantDetails } from './merchant-details.ts';
import { sendIncidentAnswerMail } from './incident-answer-mail.ts';
import { sendInstallationAppointmentMail } from './installation-appointment-mail.ts';
import { sendNewsletterCouponMail } from './newsletter-coupon-mail.ts';
import { readOrderDocument } from './order-document.ts';
import { sendQuotationMail } from './quotation-mail.ts';
import { sendShopOrderNotification } from './shop-order-notification.ts';
import {
  claimDueEmails,
  claimMs,
  markEmailFailed,
  markEmailSent,
  renewEmailClaims,
  type OutboxMessage,
  type OutboxRow,
} from './outbox.ts';

export interface OutboxSendReport {
  sent: number;
  failed: number;
}

/** The failure metric's label: the order message (paymentReceived, refundIssued...) or the kind. */
function messageLabel(message: OutboxMessage): string {
  return message.kind === 'order' ? message.message : message.kind;
}

/**
 * Sends what the outbox holds that is due (order, account, newsletter e-mails and staff notices): each message
 * rendered from today's data, with a key that makes a repeat after a crash the same message
 * (mailer.ts, RepeatableDelivery). A failure is retried later (outbox.ts, retryDelayMs) and never
 * touches the change that caused the e-mail (it is counted: outboxEmailFailures).
 *
 * The invoice or credit note an order e-mail attaches was issued, numbered, in the transaction
 * that paid or refunded; its PDF is drawn here, in the outbox job, not in that request. Drawing
 * is cheap and deterministic (the PDF's dates are the issue date), so it is never stored: each
 * attempt, and each download, gets the same bytes.
 */
export function outboxSender(db: Db, mailer: Mailer, merchant: MerchantDetails) {
  async function send(row: OutboxRow): Promise<string> {
    const message = row.payload as OutboxMessage;
    const delivery = { key: `outbox-${row.id}`, decidedAt: row.createdAt };
    switch (message.kind) {
      case 'order':
        return sendOrderEmail(message, delivery);
      case 'account':
        return (await sendAccountEmail(db, mailer, merchant, message, delivery)).messageId;
      case 'newsletterCoupon':
        return (await sendNewsletterCouponMail(db, mailer, merchant, message, delivery)).messageId;
      case 'shopNewOrder':
        return (await sendShopOrderNotification(db, mailer, merchant, message.orderId, delivery))
          .messageId;
      case 'incidentAnswer':
        return (await sendIncidentAnswerMail(db, mailer, merchant, message, delivery)).messageId;
      case 'quotation':
        return (await sendQuotationMail(db, mailer, merchant, message.quotationId, delivery))
          .messageId;
      case 'installationAppointment':
        return (await sendInstallationAppointmentMail(db, mailer, merchant, message, delivery))
          .messageId;
    }
  }

  async function sendOrderEmail(
    message: Extract<OutboxMessage, { kind: 'order' }>,
    delivery: RepeatableDelivery,
  ): Promise<string> {
    const read = await readOrderDocument(db, message.orderId, merchant);
    if (!read) throw new Error(`order ${message.orderId} has no document`);
    const document =
      message.refundAmount === undefined ? read : { ...read, refundAmount: message.refundAmount };
    const invoice =
      message.message === 'paymentReceived'
        ? await invoiceAttachment(message.orderId)
        : message.refundId === undefined
          ? undefined
          : await creditNoteAttachment(message.refundId);
    const sent = await mailer.sendOrderEmail(document, message.message, invoice, delivery);
    return sent.messageId;

    async function invoiceAttachment(orderId: number) {
      const [stored] = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
      if (!stored || !document) return undefined;
      const issued = invoiceOf(stored);
      return {
        number: issued.number,
        pdf: await renderInvoicePdf(document, issued, { seller: merchant.seller }),
      };
    }

    async function creditNoteAttachment(refundId: number) {
      const [note] = await db.select().from(creditNotes).where(eq(creditNotes.refundId, refundId));
      if (!note || !document) return undefined;
      return {
        number: note.number,
        pdf: await renderCreditNotePdf(document, note, { seller: merchant.seller }),
        creditNote: true,
      };
    }
  }

  return async function sendDueEmails(
    log: (error: unknown, message: string) => void,
    now: Date = new Date(),
  ): Promise<OutboxSendReport> {
    const report = { sent: 0, failed: 0 };
    const claimed = await claimDueEmails(db, now);
    const waiting = new Set(claimed.map((row) => row.id));
    // A slow mail server must not let the claims lapse while this sender is alive: another
    // sender would send the same messages again.
    const renewal = setInterval(() => {
      renewEmailClaims(db, [...waiting], new Date()).catch((error: unknown) =>
        log(error, 'outbox claims not renewed'),
      );
    }, claimMs / 3);
    try {
      for (const row of claimed) {
        try {
          await markEmailSent(db, row, await send(row), new Date());
          report.sent += 1;
        } catch (error) {
          report.failed += 1;
          outboxEmailFailures.inc({ message: messageLabel(row.payload as OutboxMessage) });
          log(error, `outbox e-mail ${row.id} (${row.dedupeKey}) failed, attempt ${row.attempts}`);
          await markEmailFailed(db, row, String(error), new Date());
        } finally {
          waiting.delete(row.id);
        }
      }
    } finally {
      clearInterval(renewal);
    }
    return report;
  };
}
