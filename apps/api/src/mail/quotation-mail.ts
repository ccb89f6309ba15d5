import { formatMoney } from '@shop/domain';
import { translate, type MessageKey } from '@shop/i18n';
import type { Db } from '../database.ts';
import { calendarDay, renderQuotationPdf } from '../invoices/quotation-pdf.ts';
import {
  mailBody,
  mailButton,
  mailDocument,
  mailHeading,
  mailLinkFallback,
} from './email-layout.ts';
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
import { formatOrderDate } from './order-email-content.ts';
import { readQuotationDocument, type QuotationDocument } from './quotation-document.ts';

/** The quotation's page in the customer's user area (apps/web account routes). */
const quotationPagePath = (orderId: number) => `/quotation/${orderId}`;

/** The e-mail that carries a sent quotation, in the customer's language. */
export function renderQuotationMail(
  document: QuotationDocument,
  storefrontOrigin: string,
): RenderedMail {
  const { language } = document;
  const t = (key: MessageKey, params?: Record<string, string>) => translate(language, key, params);
  const params = {
    number: document.number,
    name: document.customer.name,
    total: formatMoney(document.total, language),
    date: formatOrderDate(calendarDay(document.validUntil), language),
  };
  const subject = t('quotationsApi.mail.subject', params);
  const heading = t('quotationsApi.mail.heading');
  const greeting = t('quotationsApi.mail.greeting', params);
  const intro = t('quotationsApi.mail.intro', params);
  const cta = t('quotationsApi.mail.cta');
  const link = `${storefrontOrigin}${quotationPagePath(document.orderId)}`;
  const text = [heading, '', greeting, '', intro, '', `${cta}: ${link}`].join('\n');
  const body = mailDocument({
    language,
    title: subject,
    shopName: document.store.name,
    rows: html`<tr>
      <td style="padding:24px;">
        <h1 style="${mailHeading}">${heading}</h1>
        <p style="${mailBody}">${greeting}</p>
        <p style="${mailBody}">${intro}</p>
        <p style="margin:24px 0;text-align:center;">${mailButton(link, cta)}</p>
        <p style="${mailBody}">${mailLinkFallback(link)}</p>
      </td>
    </tr>`,
  });
  return { subject, text, html: body };
}

/** Renders a sent quotation from the database, with its PDF attached, and sends it. */
export async function sendQuotationMail(
  db: Db,
  mailer: Pick<Mailer, 'deliver'>,
  merchant: Pick<MerchantDetails, 'storefrontOrigin' | 'seller'>,
  quotationId: number,
  delivery: RepeatableDelivery,
): Promise<DeliveredMail> {
  const document = await readQuotationDocument(db, quotationId);
  if (!document) throw new Error(`quotation ${quotationId} is not sent`);
  const rendered = renderQuotationMail(document, merchant.storefrontOrigin(document.store.domain));
  const { language, customer } = document;
  return mailer.deliver(
    {
      from: orderDesk(document.store, language),
      to: { name: `${customer.name} ${customer.surnames}`.trim(), address: customer.email },
      ...mailContent(rendered, language),
      attachments: [
        {
          filename: translate(language, 'quotationsApi.pdf.fileName', { number: document.number }),
          content: await renderQuotationPdf(document, { seller: merchant.seller }),
          contentType: 'application/pdf',
        },
      ],
    },
    `quotation-${quotationId}`,
    delivery,
  );
}
