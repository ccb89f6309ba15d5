import { mkdirSync } from 'node:fs';
import { loadStaffTranslator, type StaffTranslate } from '@shop/i18n/staff-app';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, mailTo, sameOriginLink, translator, uniqueEmail } from './account-fixtures.ts';
import {
  editions,
  expectNoSeriousAxeViolations,
  launchBrowser,
  newVisitorContext,
  openPage,
  staffAppOrigin,
  viewports,
} from './shop.ts';

/*
 * Issue 16: a professional signs up on the storefront and waits at client prices; the order
 * manager approves them on the staff app's Profesionales screen, finds them among the
 * customers, and the customer's next sign-in has professional prices.
 */

const orderManager = { email: 'pedidos@mamparas-demo.es', password: 'demo1234' };
const screenshots = new URL('../artifacts/staff-professionals/', import.meta.url);
const origin = editions.ESSM.origin;
const plainProduct = '/asidero-de-seguridad-45-cm.html';
const shop = translator('es');

let browser: Browser;
let t: StaffTranslate;
beforeAll(async () => {
  mkdirSync(screenshots, { recursive: true });
  browser = await launchBrowser();
  t = await loadStaffTranslator('es');
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

async function staffSignIn(page: Page, path: string) {
  await page.goto(`${staffAppOrigin}${path}`);
  await page.waitForURL(/\/sign-in/);
  await page.getByLabel(t('staffApp.signIn.email')).fill(orderManager.email);
  await page.getByLabel(t('staffApp.signIn.password')).fill(orderManager.password);
  await page.getByRole('button', { name: t('staffApp.signIn.submit') }).click();
  await page.waitForURL(new RegExp(`${path}$`));
}

describe('professional approval in the staff app', () => {
  it('approves a storefront sign-up, which then sees professional prices', async () => {
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
        await staffSignIn(page, '/professionals');
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
    const after = await signInAndReadPrice(await later.newPage(), account);
    expect(after.pending).toBe(0);
    expect(after.price).not.toBe(before.price);
    await later.close();
  }, 180_000);
});
