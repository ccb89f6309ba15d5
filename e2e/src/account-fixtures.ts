import { readFile } from 'node:fs/promises';
import { outboxEmlFiles } from '@shop/api/testing/outbox-files';
import { translate, type Locale, type MessageKey, type MessageParams } from '@shop/i18n';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { editions } from './shop.ts';

/**
 * The shop under test writes its e-mails to <DATA_DIR>/outbox when SMTP_URL is unset.
 * scripts/test.mjs passes the e2e shop's DATA_DIR as E2E_DATA_DIR.
 */
const dataDir = process.env.E2E_DATA_DIR ?? '.data';

/**
 * The HTML of every outbox e-mail to `email`, newest first; null where the outbox sender has
 * written the .eml but not yet the .html beside it.
 */
async function htmlOfMailsTo(email: string): Promise<(string | null)[]> {
  const found: (string | null)[] = [];
  for (const file of (await outboxEmlFiles(dataDir)).reverse()) {
    const eml = await readFile(file, 'utf8');
    if (!eml.toLowerCase().includes(email.toLowerCase())) continue;
    found.push(await readFile(file.replace(/\.eml$/, '.html'), 'utf8').catch(() => null));
  }
  return found;
}

export function translator(locale: Locale) {
  return (key: MessageKey, params?: MessageParams) => translate(locale, key, params);
}

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/**
 * The newest e-mail sent to `email` whose HTML holds a link to `linkPath`, waited for (the api's
 * outbox sender writes it right after the answer). Answers the link and the whole HTML.
 */
export async function mailTo(
  email: string,
  linkPath: string,
): Promise<{ link: string; html: string }> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    for (const html of await htmlOfMailsTo(email)) {
      // Not written yet: wait for it rather than take an older e-mail's link.
      if (html === null) break;
      const link = new RegExp(`href="([^"]*${linkPath}[^"]*)"`).exec(html)?.[1];
      if (link) return { link: link.replaceAll('&amp;', '&'), html };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no e-mail to ${email} with a link to ${linkPath} in ${dataDir}/outbox`);
}

/** Any e-mail to `email` whose text contains `needle` (a coupon code, a subject). */
export async function mailContaining(email: string, needle: RegExp): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const html = (await htmlOfMailsTo(email)).find((each) => each !== null && needle.test(each));
    if (html) return html;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no e-mail to ${email} matching ${needle} in ${dataDir}/outbox`);
}

/** The edition's link (e-mails carry the edition's host and the shop's port). */
export function sameOriginLink(link: string, origin: string): string {
  const url = new URL(link);
  return `${origin}${url.pathname}${url.search}`;
}

export async function signUp(
  page: Page,
  origin: string,
  locale: Locale,
  account: { email: string; password: string; firstName: string; lastName: string },
) {
  const t = translator(locale);
  await page.goto(`${origin}/signup`);
  await page.getByLabel(t('authPages.fields.email'), { exact: true }).fill(account.email);
  await page.getByLabel(t('authPages.fields.firstName'), { exact: true }).fill(account.firstName);
  await page.getByLabel(t('authPages.fields.lastName'), { exact: true }).fill(account.lastName);
  await page.getByLabel(t('authPages.fields.password'), { exact: true }).fill(account.password);
  await page.getByLabel(t('authPages.fields.passwordConfirmation')).fill(account.password);
  await page.locator('input[name="privacy_policy"]').check();
  await page.getByRole('button', { name: t('authPages.signup.submit') }).click();
  await expect.poll(() => page.getByTestId('signup-done').count()).toBe(1);
}

export async function logIn(
  page: Page,
  locale: Locale,
  account: { email: string; password: string },
) {
  const t = translator(locale);
  await page.getByLabel(t('authPages.fields.email'), { exact: true }).fill(account.email);
  await page.getByLabel(t('authPages.fields.password'), { exact: true }).fill(account.password);
  await page.locator('input[name="terms"]').check();
  await page.getByRole('button', { name: t('authPages.login.submit') }).click();
}

/** The session cookies the login form sets for a demo account (password demo1234). */
export async function demoSession(email: string): Promise<string> {
  const es = editions.ESSM.origin;
  const response = await fetch(`${es}/login`, {
    method: 'POST',
    headers: { origin: es, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      email,
      password: 'demo1234',
      terms: 'on',
      next: '',
      favourites: '',
    }),
    redirect: 'manual',
  });
  expect(response.status).toBe(302);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** The same session as cookies a browser context takes, for the edition at `origin`. */
export async function demoSessionCookies(email: string, origin: string) {
  return (await demoSession(email)).split('; ').map((pair) => {
    const [name = '', ...value] = pair.split('=');
    return { name, value: value.join('='), url: origin };
  });
}
