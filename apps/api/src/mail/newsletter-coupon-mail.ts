import { formatMoney } from '@shop/domain';
import { translate, type Locale } from '@shop/i18n';
import {
  mailBody,
  mailButton,
  mailDocument,
  mailFont as font,
  mailHeading,
  mailMuted,
} from './email-layout.ts';
import { html } from './html.ts';
import type { DeliveredMail, Mailer } from './mailer.ts';
import type { MerchantDetails } from './merchant-details.ts';

export interface NewsletterCouponMail {
  email: string;
  language: Locale;
  code: string;
  amount: number;
  store: { name: string; domain: string };
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** The welcome e-mail of a new subscriber: the single-use coupon bound to their address. */
export function renderNewsletterCouponMail(
  mail: NewsletterCouponMail,
  storefrontOrigin: string,
): RenderedMail {
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string>) =>
    translate(mail.language, key, params);
  const amount = formatMoney(mail.amount, mail.language);
  const params = { store: mail.store.name, amount, email: mail.email, domain: mail.store.domain };
  const subject = t('accountApi.newsletterMail.subject', params);
  const heading = t('accountApi.newsletterMail.heading');
  const intro = t('accountApi.newsletterMail.intro', params);
  const codeLabel = t('accountApi.newsletterMail.codeLabel');
  const conditions = t('accountApi.newsletterMail.conditions', params);
  const cta = t('accountApi.newsletterMail.cta');
  const footer = t('accountApi.newsletterMail.footer', params);
  const text = [heading, '', intro, '', `${codeLabel}: ${mail.code}`, conditions, '']
    .concat([`${cta}: ${storefrontOrigin}/`, '', footer])
    .join('\n');
  const body = mailDocument({
    language: mail.language,
    title: subject,
    shopName: mail.store.name,
    rows: html`<tr>
      <td style="padding:24px;">
        <h1 style="${mailHeading}">${heading}</h1>
        <p style="${mailBody}">${intro}</p>
        <p style="${mailMuted}margin:24px 0 4px;">${codeLabel}</p>
        <p
          style="${font}font-size:24px;font-weight:bold;letter-spacing:2px;border:2px dashed #1f2933;padding:12px;text-align:center;margin:0;"
        >
          ${mail.code}
        </p>
        <p style="${mailBody}">${conditions}</p>
        <p style="margin:24px 0;text-align:center;">${mailButton(`${storefrontOrigin}/`, cta)}</p>
        <p style="${mailMuted}">${footer}</p>
      </td>
    </tr>`,
  });
  return { subject, text, html: body };
}

/** Sends the welcome coupon the way every other e-mail goes (SMTP_URL or the outbox). */
export async function sendNewsletterCouponMail(
  mailer: Pick<Mailer, 'deliver'>,
  merchant: Pick<MerchantDetails, 'storefrontOrigin'>,
  mail: NewsletterCouponMail,
): Promise<DeliveredMail> {
  const rendered = renderNewsletterCouponMail(mail, merchant.storefrontOrigin(mail.store.domain));
  return mailer.deliver(
    {
      from: { name: mail.store.name, address: `newsletter@${mail.store.domain}` },
      to: mail.email,
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
      headers: { 'Content-Language': mail.language },
    },
    `newsletter-${mail.code}`,
  );
}
