import { eq } from 'drizzle-orm';
import { coupons, stores } from '@shop/db';
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
import type { Db } from '../database.ts';
import {
  mailContent,
  storeMailbox,
  type DeliveredMail,
  type Mailer,
  type RenderedMail,
  type RepeatableDelivery,
} from './mailer.ts';
import type { MerchantDetails } from './merchant-details.ts';
import { enqueueEmail } from './outbox.ts';

export interface NewsletterCouponMail {
  email: string;
  language: Locale;
  code: string;
  amount: number;
  store: { name: string; domain: string };
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

/**
 * Writes the welcome e-mail to the outbox in the transaction that creates its coupon: the coupon
 * and its e-mail are committed together, and the outbox sender sends it with its retries. One
 * e-mail per coupon however often the subscription is replayed.
 */
export function enqueueNewsletterCouponMail(tx: Db, couponId: number, language: Locale) {
  return enqueueEmail(tx, `newsletter-coupon:${couponId}`, {
    kind: 'newsletterCoupon',
    couponId,
    language,
  });
}

/** Renders the welcome e-mail from its coupon and sends it to the address the coupon is bound to. */
export async function sendNewsletterCouponMail(
  db: Db,
  mailer: Pick<Mailer, 'deliver'>,
  merchant: Pick<MerchantDetails, 'storefrontOrigin'>,
  message: { couponId: number; language: Locale },
  delivery: RepeatableDelivery,
): Promise<DeliveredMail> {
  const [coupon] = await db
    .select({
      code: coupons.code,
      amount: coupons.amount,
      email: coupons.boundEmail,
      storeName: stores.name,
      storeDomain: stores.domain,
    })
    .from(coupons)
    .innerJoin(stores, eq(stores.code, coupons.storeCode))
    .where(eq(coupons.id, message.couponId));
  if (coupon === undefined || coupon.email === null)
    throw new Error(`welcome coupon ${message.couponId} is gone`);
  const mail: NewsletterCouponMail = {
    email: coupon.email,
    language: message.language,
    code: coupon.code,
    amount: coupon.amount,
    store: { name: coupon.storeName, domain: coupon.storeDomain },
  };
  const rendered = renderNewsletterCouponMail(mail, merchant.storefrontOrigin(mail.store.domain));
  return mailer.deliver(
    {
      from: storeMailbox(mail.store, 'newsletter'),
      to: mail.email,
      ...mailContent(rendered, mail.language),
    },
    `newsletter-${mail.code}`,
    delivery,
  );
}
