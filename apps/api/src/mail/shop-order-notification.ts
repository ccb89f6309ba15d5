import { formatMoney, paymentMethodMessageKey, type Cents } from '@shop/domain';
import { createTranslator } from '@shop/i18n';
import type { Db } from '../database.ts';
import { mailButton, mailDocument, mailHeading, mailMuted, mailBody } from './email-layout.ts';
import { html } from './html.ts';
import {
  defaultSender,
  mailContent,
  type DeliveredMail,
  type Mailer,
  type RenderedMail,
  type RepeatableDelivery,
} from './mailer.ts';
import type { MerchantDetails } from './merchant-details.ts';
import { readOrderDocument, type OrderDocument } from './order-document.ts';
import {
  addressLines,
  colonOf,
  formatOrderDateTime,
  lineDetails,
  type LabelledValue,
} from './order-email-content.ts';
import { labelledRows, mailSection, orderLinesTable } from './order-email-html.ts';
import { enqueueEmail } from './outbox.ts';

/**
 * Tells the shop's staff of a new order to prepare, in the caller's transaction: when it is paid
 * (settlePayment) or placed to be paid by bank transfer (place-order.ts). One e-mail per order
 * whatever happens after (a replayed notification, the transfer arriving later).
 */
export function enqueueShopOrderNotification(tx: Db, orderId: number): Promise<void> {
  return enqueueEmail(tx, `shop-new-order:${orderId}`, { kind: 'shopNewOrder', orderId });
}

/** The notice, worded in the edition's language (the document was read with `wording: 'store'`). */
export function renderShopOrderNotification(
  document: OrderDocument,
  staffOrderUrl: string,
): RenderedMail {
  const { language } = document;
  const t = createTranslator(language);
  const colon = colonOf(language);
  const money = (cents: Cents) => formatMoney(cents, language);
  const number = document.orderNumber;
  const total = money(document.total);
  const store = `${document.store.name} (${document.store.code})`;
  const customer = `${document.customer.name} ${document.customer.surnames}`.trim();
  const subject = t('shopMail.newOrder.subject', { number, store: document.store.code, total });
  const heading = t('shopMail.newOrder.heading');
  // Paid orders and transfers still waiting for their money are both worth a notice, worded apart.
  const awaitingTransfer =
    document.paymentMethod === 'transfer' && (document.status === 300 || document.status === 350);
  const intro = awaitingTransfer
    ? t('shopMail.newOrder.introTransfer', { number })
    : t('shopMail.newOrder.introPaid', { number });
  const summary: LabelledValue[] = [
    { label: t('shopMail.newOrder.number'), value: number },
    { label: t('shopMail.newOrder.edition'), value: store },
    {
      label: t('shopMail.newOrder.placedAt'),
      value: formatOrderDateTime(document.placedAt, language),
    },
    { label: t('shopMail.newOrder.customer'), value: customer },
    { label: t('shopMail.newOrder.email'), value: document.customer.email },
    { label: t('shopMail.newOrder.phone'), value: document.customer.phone },
    {
      label: t('shopMail.newOrder.paymentMethod'),
      value: t(paymentMethodMessageKey(document.paymentMethod)),
    },
    { label: t('shopMail.newOrder.total'), value: total },
  ];
  const lines = document.lines.map((line) => ({
    name: line.name,
    details: lineDetails(line, language),
    configuration: line.configuration,
    quantity: line.quantity,
    amount: money(line.amount),
  }));
  const columns = {
    product: t('mail.lines.product'),
    quantity: t('mail.lines.quantity'),
    amount: t('mail.lines.amount'),
  };
  const address = addressLines(document.shippingAddress, language);
  const observations = document.observations.trim();
  const open = t('shopMail.newOrder.open');
  const footer = t('shopMail.newOrder.footer', { store: document.store.name });
  const text = [
    heading,
    '',
    intro,
    '',
    ...summary.map(({ label, value }) => `${label}${colon}${value}`),
    '',
    t('shopMail.newOrder.lines'),
    ...lines.flatMap((line) => [
      `${line.quantity} x ${line.name}${colon}${line.amount}`,
      ...line.configuration.map((entry) => `    ${entry.label}${colon}${entry.value}`),
      ...line.details.map((detail) => `    ${detail}`),
    ]),
    '',
    t('shopMail.newOrder.shippingAddress'),
    ...address,
    ...(observations ? ['', t('shopMail.newOrder.observations'), observations] : []),
    '',
    `${open}${colon}${staffOrderUrl}`,
    '',
    footer,
  ].join('\n');
  const body = mailDocument({
    language,
    title: subject,
    shopName: document.store.name,
    rows: html`<tr>
        <td style="padding:24px 24px 0;">
          <h1 style="${mailHeading}">${heading}</h1>
          <p style="${mailBody}margin:0;">${intro}</p>
        </td>
      </tr>
      <tr>
        <td align="center" style="padding:20px 24px 0;">${mailButton(staffOrderUrl, open)}</td>
      </tr>
      ${mailSection(t('shopMail.newOrder.number'), labelledRows(summary))}
      ${mailSection(t('shopMail.newOrder.lines'), orderLinesTable({ columns, lines, colon }))}
      ${mailSection(
        t('shopMail.newOrder.shippingAddress'),
        html`<p style="${mailBody}margin:0;">
          ${address.map((part, index) => html`${index > 0 ? html`<br />` : ''}${part}`)}
        </p>`,
      )}
      ${
        observations
          ? mailSection(
              t('shopMail.newOrder.observations'),
              html`<p style="${mailBody}margin:0;white-space:pre-line;">${observations}</p>`,
            )
          : ''
      }
      <tr>
        <td style="padding:24px;">
          <p style="${mailMuted}margin:0;">${footer}</p>
        </td>
      </tr>`,
  });
  return { subject, text: `${text}\n`, html: body };
}

/** Renders the notice from today's data and sends it to SHOP_NOTIFICATION_EMAIL. */
export async function sendShopOrderNotification(
  db: Db,
  mailer: Pick<Mailer, 'deliver'>,
  merchant: MerchantDetails,
  orderId: number,
  delivery: RepeatableDelivery,
): Promise<DeliveredMail> {
  const document = await readOrderDocument(db, orderId, merchant, 'store');
  if (!document) throw new Error(`order ${orderId} has no document`);
  const rendered = renderShopOrderNotification(document, merchant.staffOrderUrl(orderId));
  return mailer.deliver(
    {
      from: defaultSender(document),
      // Staff answering the notice reach the customer.
      replyTo: {
        name: `${document.customer.name} ${document.customer.surnames}`.trim(),
        address: document.customer.email,
      },
      to: merchant.shopNotificationEmail,
      ...mailContent(rendered, document.language),
    },
    // Not the order number: the customer's e-mails of an order are the files named after it.
    'shop-new-order',
    delivery,
  );
}
