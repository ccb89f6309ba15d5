import { orders, stores } from '@shop/db';
import { formatAppointmentDay, type InstallationAppointment } from '@shop/domain';
import { translate, type Locale, type MessageKey, type MessageParams } from '@shop/i18n';
import { eq } from 'drizzle-orm';
import type { Db } from '../database.ts';
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

/** What the outbox keeps: the appointment as staff set it, so a later change is its own e-mail. */
export type AppointmentMailMessage = {
  orderId: number;
  bookingId: number;
  appointment: InstallationAppointment;
  /** Whether it replaces an appointment the customer was already told of. */
  changed: boolean;
};

export interface InstallationAppointmentMail extends AppointmentMailMessage {
  language: Locale;
  orderNumber: string;
  customerName: string;
  place: string;
  store: { name: string; domain: string };
}

/** The e-mail telling the customer when the installer comes, in the order's language. */
export function renderInstallationAppointmentMail(
  mail: InstallationAppointmentMail,
  storefrontOrigin: string,
): RenderedMail {
  const t = (key: MessageKey, params?: MessageParams) => translate(mail.language, key, params);
  const params = { number: mail.orderNumber, name: mail.customerName };
  const subject = t('appointmentsApi.mail.subject', params);
  const heading = t('appointmentsApi.mail.heading');
  const greeting = t('appointmentsApi.mail.greeting', params);
  const intro = t('appointmentsApi.mail.intro', params);
  const changed = mail.changed ? t('appointmentsApi.mail.changed') : '';
  const facts: [string, string][] = [
    [t('appointmentsApi.mail.day'), formatAppointmentDay(mail.appointment.date, mail.language)],
    [
      t('appointmentsApi.mail.window'),
      t('appointmentsApi.mail.windowValue', {
        from: mail.appointment.from,
        to: mail.appointment.to,
      }),
    ],
    [t('appointmentsApi.mail.place'), mail.place],
  ];
  const note = t('appointmentsApi.mail.note');
  const cta = t('appointmentsApi.mail.cta');
  // The user area's order page (apps/web account routes) shows the appointment too.
  const link = `${storefrontOrigin}/order/${mail.orderId}`;
  const text = [heading, '', greeting, '', intro, changed, '']
    .concat(facts.map(([label, value]) => `${label}: ${value}`))
    .concat(['', note, '', `${cta}: ${link}`])
    .filter((line, index, lines) => line !== '' || lines[index - 1] !== '')
    .join('\n');
  const body = mailDocument({
    language: mail.language,
    title: subject,
    shopName: mail.store.name,
    rows: html`<tr>
      <td style="padding:24px;">
        <h1 style="${mailHeading}">${heading}</h1>
        <p style="${mailBody}">${greeting}</p>
        <p style="${mailBody}">${intro} ${changed}</p>
        <table role="presentation" cellpadding="0" cellspacing="0" style="margin:16px 0;">
          ${facts.map(
            ([label, value]) =>
              html`<tr>
                <td style="${mailMuted}padding:4px 16px 4px 0;">${label}</td>
                <td style="${mailBody}font-weight:bold;">${value}</td>
              </tr>`,
          )}
        </table>
        <p style="${mailBody}">${note}</p>
        <p style="margin:24px 0;text-align:center;">${mailButton(link, cta)}</p>
      </td>
    </tr>`,
  });
  return { subject, text, html: body };
}

/**
 * Writes the appointment's e-mail to the outbox in the transaction that sets it: one e-mail per
 * change, named by the change's audit entry. Not by the appointment itself: moved back to a day
 * the customer was told of before, they must hear of it again.
 */
export function enqueueInstallationAppointmentMail(
  tx: Db,
  message: AppointmentMailMessage,
  auditEntryId: number,
) {
  return enqueueEmail(tx, `installation-appointment:${message.bookingId}:${auditEntryId}`, {
    kind: 'installationAppointment',
    ...message,
  });
}

/** One booking's one appointment, in the name of the e-mail's file. */
const appointmentKey = ({ bookingId, appointment }: AppointmentMailMessage) =>
  `${bookingId}:${appointment.date}:${appointment.from}-${appointment.to}`;

/** Renders the appointment's e-mail from the order (language, address) and sends it. */
export async function sendInstallationAppointmentMail(
  db: Db,
  mailer: Pick<Mailer, 'deliver'>,
  merchant: Pick<MerchantDetails, 'storefrontOrigin'>,
  message: AppointmentMailMessage,
  delivery: RepeatableDelivery,
): Promise<DeliveredMail> {
  const [row] = await db
    .select({
      number: orders.number,
      language: orders.language,
      email: orders.email,
      name: orders.name,
      surnames: orders.surnames,
      street: orders.shippingAddress,
      streetNumber: orders.shippingNumber,
      postalCode: orders.shippingPostalCode,
      city: orders.shippingCity,
      storeName: stores.name,
      storeDomain: stores.domain,
    })
    .from(orders)
    .innerJoin(stores, eq(stores.code, orders.storeCode))
    .where(eq(orders.id, message.orderId));
  if (row === undefined) throw new Error(`order ${message.orderId} is gone`);
  const mail: InstallationAppointmentMail = {
    ...message,
    language: row.language,
    orderNumber: row.number,
    customerName: `${row.name} ${row.surnames}`.trim(),
    place: `${[row.street, row.streetNumber].filter(Boolean).join(', ')}, ${row.postalCode} ${row.city}`,
    store: { name: row.storeName, domain: row.storeDomain },
  };
  const rendered = renderInstallationAppointmentMail(
    mail,
    merchant.storefrontOrigin(mail.store.domain),
  );
  return mailer.deliver(
    {
      from: orderDesk(mail.store, mail.language),
      to: { name: mail.customerName, address: row.email },
      ...mailContent(rendered, mail.language),
    },
    `installation-appointment-${appointmentKey(message)}`,
    delivery,
  );
}
