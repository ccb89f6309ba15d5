import { randomUUID } from 'node:crypto';
import { link, mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { translate, type Locale } from '@shop/i18n';
import { createTransport, type SendMailOptions } from 'nodemailer';
import type { Env } from '../env.ts';
import { merchantDetailsFromEnv, type MerchantEnv } from './merchant-details.ts';
import type { OrderDocument } from './order-document.ts';
import { renderOrderEmail } from './order-email.ts';
import type { OrderEmailKind } from './order-email-content.ts';

export type MailerEnv = Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'> & MerchantEnv;

/** An invoice, or a credit note correcting one (a refund's e-mail), as its PDF. */
export interface InvoiceAttachment {
  number: string;
  pdf: Buffer;
  creditNote?: boolean;
}

export interface SentOrderEmail extends DeliveredMail {
  kind: OrderEmailKind;
}

/** A message as nodemailer takes it, always with an HTML part (kept beside the .eml). */
export type OutgoingMail = Omit<SendMailOptions, 'html'> & { html: string };

/**
 * A delivery that may be repeated (the outbox retries after a crash): the same key gives the
 * same Message-ID and, in the outbox folder, the same file, so a repeat is not a second e-mail.
 */
export interface RepeatableDelivery {
  key: string;
  /** When the message was decided: the file name's time, the same on every attempt. */
  decidedAt: Date;
}

export interface DeliveredMail {
  messageId: string;
  /** The .eml written to the outbox, or null when it went to the SMTP server. */
  outboxFile: string | null;
}

export interface Mailer {
  /** On placing an order; a transfer not yet paid gets the transfer instructions instead. */
  sendOrderConfirmation(
    document: OrderDocument,
    delivery?: RepeatableDelivery,
  ): Promise<SentOrderEmail>;
  /** One order message of a kind decided earlier (the outbox stores the kind it decided). */
  sendOrderEmail(
    document: OrderDocument,
    kind: OrderEmailKind,
    invoice?: InvoiceAttachment,
    delivery?: RepeatableDelivery,
  ): Promise<SentOrderEmail>;
  /** When the money arrives, with the invoice attached if one was issued. */
  sendPaymentReceived(
    document: OrderDocument,
    invoice?: InvoiceAttachment,
    delivery?: RepeatableDelivery,
  ): Promise<SentOrderEmail>;
  /**
   * Any other message (account and newsletter e-mails): through SMTP_URL, or into the outbox as
   * `<time>-<label>.eml` beside its `.html`. MAIL_FROM, when set, replaces its sender.
   */
  deliver(
    message: OutgoingMail,
    label: string,
    delivery?: RepeatableDelivery,
  ): Promise<DeliveredMail>;
  /** Where messages are written without SMTP_URL; null when they go to the server. */
  readonly outboxDir: string | null;
  close(): void;
}

/** The message a transfer customer still has to act on replaces the plain confirmation. */
export function confirmationKindOf(document: OrderDocument): OrderEmailKind {
  return document.paymentMethod === 'transfer' && document.status === 300
    ? 'transferInstructions'
    : 'orderConfirmation';
}

/** A rendered e-mail: its subject and its two bodies. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** A desk of an edition (`pedidos`, `newsletter`…) at the store's domain, named after the store. */
export function storeMailbox(store: { name: string; domain: string }, desk: string) {
  return { name: store.name, address: `${desk}@${store.domain}` };
}

/** Replies reach the shop's order desk in the customer's language. */
export function orderDesk(store: { name: string; domain: string }, language: Locale) {
  return storeMailbox(store, language === 'fr' ? 'commandes' : 'pedidos');
}

export function defaultSender(document: OrderDocument) {
  return orderDesk(document.store, document.language);
}

/** What the reader sees, marked with its language for their mail client. */
export function mailContent(rendered: RenderedMail, language: Locale) {
  return {
    subject: rendered.subject,
    text: rendered.text,
    html: rendered.html,
    headers: { 'Content-Language': language },
  };
}

/** A file name from an order number, whatever characters a future numbering may use. */
function fileSafe(text: string): string {
  return text.replace(/[^A-Za-z0-9_-]/g, '_');
}

const isFileExists = (error: unknown) =>
  error instanceof Error && 'code' in error && error.code === 'EEXIST';

/** Files of one name a millisecond may hold before the folder is called broken. */
const maxSameNameFiles = 100;

/**
 * Writes `<base>.eml`, or `<base>-2.eml`... when two messages of one order share a
 * millisecond: an outbox never overwrites a message.
 */
async function writeNew(directory: string, base: string, message: Buffer): Promise<string> {
  for (let attempt = 1; attempt <= maxSameNameFiles; attempt += 1) {
    const file = join(directory, `${attempt === 1 ? base : `${base}-${attempt}`}.eml`);
    try {
      await writeFile(file, message, { flag: 'wx' });
      return file;
    } catch (error) {
      if (!isFileExists(error)) throw error;
    }
  }
  throw new Error(`${maxSameNameFiles} messages named ${base} in ${directory}`);
}

/**
 * The file of a repeatable delivery: written once; a repeat finds it and writes nothing. It
 * appears whole or not at all (written aside, then linked, which never overwrites), so a process
 * killed mid-write leaves no truncated message for the repeat to take as sent.
 */
async function writeOnce(directory: string, base: string, message: Buffer): Promise<string> {
  const file = join(directory, `${base}.eml`);
  const aside = join(directory, `.${base}.${process.pid}.${randomUUID()}.partial`);
  await writeFile(aside, message);
  try {
    await link(aside, file);
  } catch (error) {
    if (!isFileExists(error)) throw error;
  } finally {
    await unlink(aside);
  }
  return file;
}

/** The domain a stable Message-ID is made under: the sender's own. */
function senderDomain(sender: OutgoingMail['from']): string {
  const written = typeof sender === 'string' ? sender : JSON.stringify(sender ?? '');
  return /@([A-Za-z0-9.-]+)/.exec(written)?.[1] ?? 'localhost';
}

/**
 * Nodemailer waits minutes by default (2 min to connect, 10 min of silence): a mail server that
 * hangs would hold the outbox's claims and its background tick that long.
 */
const smtpTimeoutsMs = {
  dnsTimeout: 5_000,
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 20_000,
};

const fileStamp = (date: Date) => date.toISOString().replace(/[:.]/g, '-');

/**
 * Order e-mails through SMTP_URL, or, without it, into <DATA_DIR>/outbox/ as a real RFC 822
 * message (built by nodemailer's stream transport, CRLF line ends) a developer can open in a
 * mail client, with the HTML part beside it for a browser. Sending failures are thrown: the
 * caller decides whether an order goes on without its e-mail.
 */
export function createMailer(env: MailerEnv): Mailer {
  const merchant = merchantDetailsFromEnv(env);
  const outboxDir = env.SMTP_URL ? null : join(env.DATA_DIR, 'outbox');
  const smtp = env.SMTP_URL ? createTransport({ url: env.SMTP_URL, ...smtpTimeoutsMs }) : null;
  const stream = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });

  async function send(
    document: OrderDocument,
    kind: OrderEmailKind,
    invoice?: InvoiceAttachment,
    delivery?: RepeatableDelivery,
  ): Promise<SentOrderEmail> {
    const notes = invoice
      ? [
          translate(
            document.language,
            invoice.creditNote ? 'mail.footer.creditNoteAttached' : 'mail.footer.invoiceAttached',
            { number: invoice.number },
          ),
        ]
      : [];
    const { seller } = merchant;
    notes.push(`${seller.legalName} · ${seller.taxId} · ${seller.address}`);
    const email = renderOrderEmail(document, kind, notes);
    const sender = env.MAIL_FROM ?? defaultSender(document);
    const message = {
      from: sender,
      replyTo: sender,
      to: {
        name: `${document.customer.name} ${document.customer.surnames}`.trim(),
        address: document.customer.email,
      },
      subject: email.subject,
      text: email.text,
      html: email.html,
      attachments: invoice
        ? [
            {
              filename: translate(
                document.language,
                invoice.creditNote ? 'creditNote.fileName' : 'mail.invoice.fileName',
                { number: invoice.number },
              ),
              content: invoice.pdf,
              contentType: 'application/pdf',
            },
          ]
        : [],
      headers: { 'Content-Language': document.language },
    };
    const sent = await deliver(message, fileSafe(document.orderNumber), delivery);
    return { kind, ...sent };
  }

  async function deliver(
    outgoing: OutgoingMail,
    label: string,
    delivery?: RepeatableDelivery,
  ): Promise<DeliveredMail> {
    const from = env.MAIL_FROM ?? outgoing.from;
    const message = {
      ...outgoing,
      from,
      ...(delivery ? { messageId: `<${fileSafe(delivery.key)}@${senderDomain(from)}>` } : {}),
    };
    if (smtp) {
      const info = await smtp.sendMail(message);
      return { messageId: info.messageId, outboxFile: null };
    }
    const info = await stream.sendMail(message);
    // `buffer: true` makes it a Buffer; the type also allows the streaming form.
    if (!Buffer.isBuffer(info.message))
      throw new Error('The stream transport did not buffer the message');
    const directory = outboxDir ?? join(env.DATA_DIR, 'outbox');
    await mkdir(directory, { recursive: true });
    const eml = delivery
      ? await writeOnce(
          directory,
          `${fileStamp(delivery.decidedAt)}-${fileSafe(label)}-${fileSafe(delivery.key)}`,
          info.message,
        )
      : await writeNew(directory, `${fileStamp(new Date())}-${fileSafe(label)}`, info.message);
    // A repeat keeps the HTML written beside the first message: its links are the ones mailed.
    await writeFile(eml.replace(/\.eml$/, '.html'), message.html, {
      flag: delivery ? 'wx' : 'w',
    }).catch((error: unknown) => {
      if (!isFileExists(error)) throw error;
    });
    return { messageId: info.messageId, outboxFile: eml };
  }

  return {
    sendOrderEmail: send,
    sendOrderConfirmation: (document, delivery) =>
      send(document, confirmationKindOf(document), undefined, delivery),
    sendPaymentReceived: (document, invoice, delivery) =>
      send(document, 'paymentReceived', invoice, delivery),
    deliver,
    outboxDir,
    close: () => smtp?.close(),
  };
}
