import { translate, type Locale } from '@shop/i18n';
import {
  mailBody,
  mailButton,
  mailDocument,
  mailHeading,
  mailLinkFallback,
  mailMuted,
} from './email-layout.ts';
import { html } from './html.ts';
import type { RenderedMail } from './mailer.ts';

export type AccountMailKind =
  'activation' | 'passwordReset' | 'professionalApproved' | 'professionalRefused';

/** The storefront page each e-mailed link opens (routes of the web's account area). */
const linkPaths: Record<AccountMailKind, string> = {
  activation: '/activar-cuenta',
  passwordReset: '/restaurar-contrasena',
  professionalApproved: '/login',
  professionalRefused: '/',
};

export interface AccountMailInput {
  kind: AccountMailKind;
  language: Locale;
  shopName: string;
  /** The edition's storefront origin, e.g. https://mamparas.example (no trailing slash). */
  storefrontOrigin: string;
  firstName: string;
  /** The one-use token the link carries; news of a staff decision carries none. */
  token: string | null;
}

export interface RenderedAccountMail extends RenderedMail {
  link: string;
}

export function accountMailLink(
  kind: AccountMailKind,
  origin: string,
  token: string | null,
): string {
  const url = new URL(linkPaths[kind], origin);
  if (token !== null) url.searchParams.set('token', token);
  return url.toString();
}

const body = `${mailBody}margin:0 0 12px;`;
const muted = `${mailMuted}margin:0 0 8px;`;

/**
 * Subject, HTML and plain text of an account e-mail, in the style of the order e-mails (one
 * 600 px column of tables with inline styles, which is what mail clients keep).
 */
export function renderAccountMail(input: AccountMailInput): RenderedAccountMail {
  const t = (
    key: `${AccountMailKind}.${'subject' | 'heading' | 'intro' | 'button' | 'validity' | 'notYou'}`,
  ) => translate(input.language, `accountMail.${key}`, { shop: input.shopName });
  const { kind } = input;
  const link = accountMailLink(kind, input.storefrontOrigin, input.token);
  const subject = t(`${kind}.subject`);
  const greeting = translate(input.language, 'accountMail.greeting', { name: input.firstName });
  const fallback = translate(input.language, 'accountMail.linkFallback');

  const markup = mailDocument({
    language: input.language,
    title: subject,
    shopName: input.shopName,
    rows: html` <tr>
      <td style="padding:24px;">
        <h1 style="${mailHeading}">${t(`${kind}.heading`)}</h1>
        <p style="${body}">${greeting}</p>
        <p style="${body}">${t(`${kind}.intro`)}</p>
        <p style="margin:24px 0;text-align:center;">${mailButton(link, t(`${kind}.button`))}</p>
        <p style="${muted}">${t(`${kind}.validity`)}</p>
        <p style="${muted}">${fallback}<br />${mailLinkFallback(link)}</p>
        <p style="${muted}">${t(`${kind}.notYou`)}</p>
      </td>
    </tr>`,
  });

  const text = [
    input.shopName,
    '',
    t(`${kind}.heading`),
    '',
    greeting,
    '',
    t(`${kind}.intro`),
    '',
    `${t(`${kind}.button`)}:`,
    link,
    '',
    t(`${kind}.validity`),
    t(`${kind}.notYou`),
    '',
  ].join('\n');
  return { subject, html: markup, text, link };
}
