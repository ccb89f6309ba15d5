import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeTransferOrder, shops } from './checkout-fixtures.ts';
import {
  expectNoSeriousAxeViolations,
  launchBrowser,
  openPage,
  staffAppOrigin,
  viewports,
} from './shop.ts';
import { openOrder, staffAccounts, staffSignIn, staffWords as t } from './staff-fixtures.ts';

/*
 * Issue 15: axe finds no serious or critical violation on any screen of the staff app, on a
 * phone and on a desktop, as the owner (who sees every screen) uses it.
 */

const screenshots = new URL('../artifacts/staff-app-axe/', import.meta.url);
/** The owner's screens, by the navigation entry that opens them. */
const screens = [
  ['dashboard', '/', 'staffApp.dashboard.title'],
  ['orders', '/orders', 'staffApp.orders.title'],
  ['incidents', '/incidents', 'staffApp.incidents.title'],
  ['installations', '/installations', 'staffApp.installations.title'],
  ['customers', '/customers', 'staffApp.customers.title'],
  ['professionals', '/professionals', 'staffApp.professionals.title'],
  ['coupons', '/coupons', 'staffApp.coupons.title'],
  ['catalogue-sheets', '/catalogue-sheets', 'staffApp.catalogueSheets.title'],
  ['audit', '/audit', 'staffApp.audit.title'],
] as const;

let browser: Browser;
let orderNumber = '';
beforeAll(async () => {
  mkdirSync(screenshots, { recursive: true });
  browser = await launchBrowser();
  orderNumber = (await placeTransferOrder(shops[0])).orderNumber;
});
afterAll(async () => {
  await browser?.close();
});

describe.each(Object.keys(viewports) as (keyof typeof viewports)[])('staff app on %s', (size) => {
  it('has no serious accessibility violation on any screen', { timeout: 180_000 }, async () => {
    const { page, problems, close } = await openPage(browser, size);
    try {
      await page.goto(`${staffAppOrigin}/sign-in`);
      await expect.poll(() => page.title()).toContain(t('staffApp.signIn.title'));
      await expectNoSeriousAxeViolations(page);

      await staffSignIn(page, staffAccounts.owner);
      for (const [name, path, title] of screens) {
        await page.goto(`${staffAppOrigin}${path}`);
        await expect
          .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { message: name })
          .toBe(t(title));
        await expectNoSeriousAxeViolations(page);
        await page.screenshot({
          path: new URL(`${name}-${size}.png`, screenshots).pathname,
          fullPage: true,
        });
      }
      await openOrder(page, orderNumber);
      await expectNoSeriousAxeViolations(page);
      // The calls without a session on the sign-in page (401) are answers the app expects.
      expect(problems.filter((problem) => !/status of 401/.test(problem))).toEqual([]);
    } finally {
      await close();
    }
  });
});
