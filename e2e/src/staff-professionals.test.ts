import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, mailTo, sameOriginLink, translator, uniqueEmail } from './account-fixtures.ts';
import { apiUrl } from './checkout-fixtures.ts';
import {
  editions,
  expectNoSeriousAxeViolations,
  launchBrowser,
  newVisitorContext,
  openPage,
  staffAppOrigin,
  viewports,
} from './shop.ts';
import { staffAccounts, staffSignIn, staffWords as t } from './staff-fixtures.ts';

/*
 * Issue 16: a professional signs up on the storefront and waits at client prices; the order
 * manager approves them on the staff app's Profesionales screen, finds them among the
 * customers, and the customer's next sign-in has professional prices. The order manager then
 * quotes them (customer search, a line at a negotiated discount, the api's totals) and sends
 * it; they find it in the user area and accept it, which makes it an order at the quoted price.
 */

const screenshots = new URL('../artifacts/staff-professionals/', import.meta.url);
const origin = editions.ESSM.origin;
const plainProduct = '/asidero-de-seguridad-45-cm.html';
const shop = translator('es');

let browser: Browser;
beforeAll(async () => {
  mkdirSync(screenshots, { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Signs in on the storefront; answers the price the plain product's page shows. */
async function signInAndReadPrice(page: Page, account: { email: string; password: string }) {
  await page.goto(`${origin}/login`);
  await page.locator('form[data-ready="true"]').waitFor();
  await logIn(page, 'es', account);
  await page.waitForURL(/\/profile\/\d+$/);
  const pending = await page.getByTestId('professional-pending').count();
  await page.goto(`${origin}${plainProduct}`);
  return { pending, price: (await page.getByTestId('product-price').textContent()) ?? '' };
}

/** A stocked product any edition sells (not made to measure, so a line needs no configuration). */
async function plainProductId(): Promise<number> {
  const response = await fetch(`${apiUrl}/catalog/v1/best_sellers/?store=ESSM&language=es`);
  const { results } = (await response.json()) as {
    results: { id: number; made_to_measure: boolean }[];
  };
  const product = results.find((candidate) => !candidate.made_to_measure);
  if (!product) throw new Error('no plain best seller');
  return product.id;
}

/** The customer's delivery address (the api's address book): an order needs one. */
async function giveAddress(account: { email: string; password: string }): Promise<void> {
  const call = (path: string, body: object, token?: string) =>
    fetch(`${apiUrl}${path}?store=ESSM&language=es`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
      },
      body: JSON.stringify(body),
    });
  const { access } = (await (
    await call('/auth-users/token/', { email: account.email, password: account.password })
  ).json()) as { access: string };
  const added = await call(
    '/auth-users/v1/shipping-addresses/',
    {
      name: 'Pablo',
      surnames: 'Reformas Pérez',
      phone: '612345678',
      address: 'Calle Alcalá',
      number: '40',
      postal_code: '28014',
      city: 'Madrid',
      province: 'Madrid',
    },
    access,
  );
  expect(added.status).toBe(201);
}

describe('professional approval in the staff app', () => {
  it('approves a storefront sign-up, which sees professional prices and accepts a quotation', async () => {
    const account = {
      email: uniqueEmail('e2e-pro'),
      password: 'secreto1',
      firstName: 'Reformas',
      lastName: 'Norte',
    };
    const context = await newVisitorContext(browser, { viewport: viewports.desktop });
    const shopper = await context.newPage();
    await shopper.goto(`${origin}/signup?professional=1`);
    await shopper.getByLabel(shop('authPages.fields.email'), { exact: true }).fill(account.email);
    await shopper
      .getByLabel(shop('authPages.fields.firstName'), { exact: true })
      .fill(account.firstName);
    await shopper
      .getByLabel(shop('authPages.fields.lastName'), { exact: true })
      .fill(account.lastName);
    await shopper
      .getByLabel(shop('authPages.fields.password'), { exact: true })
      .fill(account.password);
    await shopper.getByLabel(shop('authPages.fields.passwordConfirmation')).fill(account.password);
    expect(
      await shopper
        .getByRole('checkbox', { name: shop('authPages.fields.professional') })
        .isChecked(),
    ).toBe(true);
    await shopper.locator('input[name="privacy_policy"]').check();
    await shopper.getByRole('button', { name: shop('authPages.signup.submit') }).click();
    await expect.poll(() => shopper.getByTestId('signup-done').count()).toBe(1);
    const { link } = await mailTo(account.email, '/activar-cuenta');
    await shopper.goto(sameOriginLink(link, origin));
    const before = await signInAndReadPrice(shopper, account);
    // Waiting: the profile says so, and prices are a private customer's.
    expect(before.pending).toBe(1);
    await context.close();

    // Desktop first, to see the request waiting; the phone pass then decides it.
    for (const size of ['desktop', 'phone'] as const) {
      const { page, problems, close } = await openPage(browser, size);
      try {
        await staffSignIn(page, staffAccounts.orderManager);
        await page.goto(`${staffAppOrigin}/professionals`);
        const row = page.getByRole('row').filter({ hasText: account.email });
        await expect.poll(() => row.count()).toBe(1);
        if (size === 'desktop') {
          // The navigation counts what waits.
          await expect
            .poll(() =>
              page
                .getByRole('navigation', { name: t('staffApp.nav.label') })
                .getByRole('link', { name: new RegExp(t('staffApp.nav.professionals')) })
                .textContent(),
            )
            .toMatch(/\d+$/);
        }
        await expectNoSeriousAxeViolations(page);
        await page.screenshot({
          path: new URL(`professionals-${size}.png`, screenshots).pathname,
          fullPage: true,
        });
        if (size === 'phone') {
          // Asking, then changing one's mind, decides nothing.
          await row.getByRole('button', { name: t('staffApp.professionals.refuse') }).click();
          await row.getByRole('button', { name: t('staffApp.professionals.cancel') }).click();
          await row.getByRole('button', { name: t('staffApp.professionals.approve') }).click();
          await row
            .getByRole('button', { name: t('staffApp.professionals.confirmApproveButton') })
            .click();
          await expect
            .poll(() => page.getByRole('status').textContent())
            .toBe(t('staffApp.professionals.approved', { email: account.email }));
          await expect.poll(() => row.count()).toBe(0);
        }

        await page.goto(`${staffAppOrigin}/customers?${new URLSearchParams({ q: account.email })}`);
        await page.getByRole('link', { name: `${account.firstName} ${account.lastName}` }).click();
        await page.waitForURL(/\/customers\/\d+$/);
        await expect
          .poll(() => page.getByRole('heading', { level: 1 }).textContent())
          .toBe(`${account.firstName} ${account.lastName}`);
        // Seen before the decision on the desktop pass, after it on the phone pass.
        expect(await page.getByRole('main').textContent()).toContain(
          t(`staffApp.customers.statuses.${size === 'phone' ? 'approved' : 'pending'}`),
        );
        await expectNoSeriousAxeViolations(page);
        await page.screenshot({
          path: new URL(`customer-${size}.png`, screenshots).pathname,
          fullPage: true,
        });
        // The page asked before signing in answers 401 (the browser logs it); nothing else.
        expect(problems.filter((problem) => !/status of 401/.test(problem))).toEqual([]);
      } finally {
        await close();
      }
    }

    const later = await newVisitorContext(browser, { viewport: viewports.desktop });
    const professional = await later.newPage();
    const after = await signInAndReadPrice(professional, account);
    expect(after.pending).toBe(0);
    expect(after.price).not.toBe(before.price);

    // The order manager quotes the new professional, found by their e-mail.
    const staffContext = await newVisitorContext(browser, { viewport: viewports.desktop });
    const staff = await staffContext.newPage();
    await staffSignIn(staff, staffAccounts.orderManager);
    await staff.goto(`${staffAppOrigin}/quotations/new?q=${account.email}`);
    await staff.getByRole('radio', { name: new RegExp(account.email) }).check();
    const due = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    await staff.getByLabel(t('staffApp.quotations.validUntil')).fill(due);
    await staff
      .getByLabel(t('staffApp.quotations.productId'))
      .first()
      .fill(String(await plainProductId()));
    await staff.getByLabel(t('staffApp.quotations.quantity')).first().fill('2');
    await staff.getByLabel(t('staffApp.quotations.discount')).first().fill('10');
    await staff.getByRole('button', { name: t('staffApp.quotations.save') }).click();
    await staff.waitForURL(/\/quotations\/\d+$/);
    const totals = staff.locator('tfoot tr').last().locator('td').last();
    await expect.poll(() => totals.textContent()).toMatch(/\d,\d{2}/);
    const total = (await totals.textContent()) ?? '';
    await staff.getByRole('button', { name: t('staffApp.quotations.send') }).click();
    await expect
      .poll(() => staff.getByRole('status').textContent())
      .toBe(t('staffApp.quotations.sent'));
    const orderLink = staff.getByRole('link', {
      name: new RegExp(`^${t('staffApp.quotations.order')} [A-Z]{2}\\d{8}$`),
    });
    const number = /[A-Z]{2}\d{8}/.exec((await orderLink.textContent()) ?? '')?.[0] ?? '';
    expect(number).not.toBe('');
    await staffContext.close();

    // Still signed in, the professional accepts it in the user area: an order at the quoted price.
    await giveAddress(account);
    await professional.goto(`${origin}/quotation`);
    await professional.getByRole('link', { name: number, exact: true }).click();
    await professional.waitForURL(/\/quotation\/\d+$/);
    expect(await professional.getByTestId('quotation-expired').count()).toBe(0);
    await professional.getByTestId('quotation-accept').click();
    await professional.waitForURL(/\/order\/\d+$/);
    await expect
      .poll(() => professional.getByTestId('account-order').textContent())
      .toContain(total.trim());
    await later.close();
  }, 240_000);
});
