import { orderIncidentAnswers, orderIncidents, orders, stores } from '@shop/db';
import { translate, type Locale, type MessageKey } from '@shop/i18n';
import { eq } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { incidentReasonLabel } from '../staff/incidents/incident-reason.ts';
import { mailBody, mailButton, mailDocument, mailHeading, mailMuted } from './email-layout.ts';
import { html } from './html.ts';
import {
  mailContent,
  orderDesk,
  type DeliveredMail,
  type Mailer,
  type RenderedMail,
  type RepeatableDelivery,
} from './mailer.ts';
import type { MerchantDetails } from './merchant-details.ts';
import { enqueueEmail } from './outbox.ts';

export interface IncidentAnswerMail {
  language: Locale;
  orderId: number;
  orderNumber: string;
  customerName: string;
  email: string;
  reason: string;
  message: string;
  answer: string;
  closed: boolean;
  store: { name: string; domain: string };
}

/** Where the customer reads their order and every answer (apps/web, account routes). */
const orderPagePath = (orderId: number) => `/order/${orderId}`;

/** The e-mail of one staff answer to an incident, in the order's language. */
export function renderIncidentAnswerMail(
  mail: IncidentAnswerMail,
  storefrontOrigin: string,
): RenderedMail {
  const t = (key: MessageKey, params?: Record<string, string>) =>
    translate(mail.language, key, params);
  const reason = incidentReasonLabel(mail.reason, mail.language);
  const params = { number: mail.orderNumber, name: mail.customerName, reason };
  const subject = t('incidentsApi.mail.subject', params);
  const heading = t('incidentsApi.mail.heading');
  const greeting = t('incidentsApi.mail.greeting', params);
  const intro = t('incidentsApi.mail.intro', params);
  const yourMessage = t('incidentsApi.mail.yourMessage');
  const answerTitle = t('incidentsApi.mail.answer');
  const ending = t(mail.closed ? 'incidentsApi.mail.closed' : 'incidentsApi.mail.stillOpen');
  const cta = t('incidentsApi.mail.cta');
  const link = `${storefrontOrigin}${orderPagePath(mail.orderId)}`;
  const text = [heading, '', greeting, '', intro, '', `${answerTitle}:`, mail.answer, '']
    .concat([`${yourMessage}:`, mail.message, '', ending, '', `${cta}: ${link}`])
    .join('\n');
  // Line breaks the staff member typed are kept: pre-wrap survives most clients.
  const body = mailDocument({
    language: mail.language,
    title: subject,
    shopName: mail.store.name,
    rows: html`<tr>
      <td style="padding:24px;">
        <h1 style="${mailHeading}">${heading}</h1>
        <p style="${mailBody}">${greeting}</p>
        <p style="${mailBody}">${intro}</p>
        <p style="${mailMuted}margin:16px 0 4px;">${answerTitle}</p>
        <p style="${mailBody}white-space:pre-wrap;margin:0;">${mail.answer}</p>
        <p style="${mailMuted}margin:16px 0 4px;">${yourMessage}</p>
        <p style="${mailMuted}white-space:pre-wrap;margin:0;">${mail.message}</p>
        <p style="${mailBody}">${ending}</p>
        <p style="margin:24px 0;text-align:center;">${mailButton(link, cta)}</p>
      </td>
    </tr>`,
  });
  return { subject, text, html: body };
}

/**
 * Writes the answer's e-mail to the outbox in the transaction that keeps the answer. `closed`
 * is decided now: a reopening before the e-mail leaves must not change what this answer said.
 */
export function enqueueIncidentAnswerMail(tx: Db, answerId: number, closed: boolean) {
  return enqueueEmail(tx, `incident-answer:${answerId}`, {
    kind: 'incidentAnswer',
    answerId,
    closed,
  });
}

/** Renders the answer from the database (the order's language and address) and sends it. */
export async function sendIncidentAnswerMail(
  db: Db,
  mailer: Pick<Mailer, 'deliver'>,
  merchant: Pick<MerchantDetails, 'storefrontOrigin'>,
  message: { answerId: number; closed: boolean },
  delivery: RepeatableDelivery,
): Promise<DeliveredMail> {
  const [row] = await db
    .select({
      answer: orderIncidentAnswers.text,
      reason: orderIncidents.reason,
      message: orderIncidents.message,
      orderId: orders.id,
      number: orders.number,
      language: orders.language,
      email: orders.email,
      name: orders.name,
      surnames: orders.surnames,
      storeName: stores.name,
      storeDomain: stores.domain,
    })
    .from(orderIncidentAnswers)
    .innerJoin(orderIncidents, eq(orderIncidents.id, orderIncidentAnswers.incidentId))
    .innerJoin(orders, eq(orders.id, orderIncidents.orderId))
    .innerJoin(stores, eq(stores.code, orders.storeCode))
    .where(eq(orderIncidentAnswers.id, message.answerId));
  if (row === undefined) throw new Error(`incident answer ${message.answerId} is gone`);
  const mail: IncidentAnswerMail = {
    language: row.language,
    orderId: row.orderId,
    orderNumber: row.number,
    customerName: `${row.name} ${row.surnames}`.trim(),
    email: row.email,
    reason: row.reason,
    message: row.message,
    answer: row.answer,
    closed: message.closed,
    store: { name: row.storeName, domain: row.storeDomain },
  };
  const rendered = renderIncidentAnswerMail(mail, merchant.storefrontOrigin(mail.store.domain));
  return mailer.deliver(
    {
      from: orderDesk(mail.store, mail.language),
      to: { name: mail.customerName, address: mail.email },
      ...mailContent(rendered, mail.language),
    },
    `incident-answer-${message.answerId}`,
    delivery,
  );
}
