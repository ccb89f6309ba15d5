import { mkdirSync } from 'node:fs';
import { loadStaffTranslator, type StaffTranslate } from '@shop/i18n/staff-app';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeTransferOrder, shops } from './checkout-fixtures.ts';
import {
  expectNoSeriousAxeViolations,
  launchBrowser,
  openPage,
  staffAppOrigin,
  viewports,
} from './shop.ts';

/*
 * A day's first minutes in the staff app (apps/admin) against the staff api (/admin/v1/): the
 * order manager of the demo data signs in, narrows the orders list, opens an order, exports
 * the list and signs out; an expired session goes back to sign-in and then to the same page.
 */

const orderManager = { email: 'pedidos@mamparas-demo.es', password: 'demo1234' };
const screenshots = new URL('../artifacts/staff-app/', import.meta.url);

let browser: Browser;
let t: StaffTranslate;
const placed: Record<'ESSM' | 'FRSM', string> = { ESSM: '', FRSM: '' };

beforeAll(async () => {
  mkdirSync(screenshots, { recursive: true });
  browser = await launchBrowser();
  t = await loadStaffTranslator('es');
  const [es, fr] = await Promise.all(shops.map((shop) => placeTransferOrder(shop)));
  placed.ESSM = es?.orderNumber ?? '';
  placed.FRSM = fr?.orderNumber ?? '';
});
afterAll(async () => {
  await browser?.close();
});

async function signIn(page: Page) {
  await page.getByLabel(t('staffApp.signIn.email')).fill(orderManager.email);
  await page.getByLabel(t('staffApp.signIn.password')).fill(orderManager.password);
  await page.getByRole('button', { name: t('staffApp.signIn.submit') }).click();
}

describe.each(Object.keys(viewports) as (keyof typeof viewports)[])('staff app on %s', (size) => {
  it('signs in, filters orders, opens one, exports the list and signs out', async () => {
    const { page, problems, close } = await openPage(browser, size);
    try {
      // A page asked for before signing in comes back after it.
      await page.goto(`${staffAppOrigin}/orders?store=ESSM`);
      await page.waitForURL(/\/sign-in\?next=%2Forders%3Fstore%3DESSM/);
      await expect.poll(() => page.title()).toContain(t('staffApp.signIn.title'));
      await expectNoSeriousAxeViolations(page);
      await page.screenshot({ path: new URL(`sign-in-${size}.png`, screenshots).pathname });

      // A wrong password is refused with the api's words, on the same page.
      await page.getByLabel(t('staffApp.signIn.email')).fill(orderManager.email);
      await page.getByLabel(t('staffApp.signIn.password')).fill('not-the-password');
      await page.getByRole('button', { name: t('staffApp.signIn.submit') }).click();
      await expect.poll(() => page.getByRole('alert').count()).toBe(1);
      expect(page.url()).toContain('/sign-in');

      await signIn(page);
      await page.waitForURL(`${staffAppOrigin}/orders?store=ESSM`);
      const nav = page.getByRole('navigation', { name: t('staffApp.nav.label') });
      await expect
        .poll(() => nav.getByRole('link').allTextContents())
        .toEqual([
          t('staffApp.nav.dashboard'),
          t('staffApp.nav.orders'),
          t('staffApp.nav.installations'),
          t('staffApp.nav.quotations'),
          t('staffApp.nav.customers'),
          t('staffApp.nav.professionals'),
          // Read only: adjusting stock needs catalogue.manage.
          t('staffApp.nav.stock'),
        ]);

      // Every filter goes to the address: the FRSM order is not in the Spanish list.
      const filters = page.getByRole('form', { name: t('staffApp.orders.filters') });
      await filters.getByLabel(t('staffApp.orders.paymentMethod')).selectOption('transfer');
      await filters.getByLabel(t('staffApp.orders.search')).fill(placed.ESSM);
      await filters.getByRole('button', { name: t('staffApp.orders.apply') }).click();
      await page.waitForURL((url) => url.searchParams.get('q') === placed.ESSM);
      const url = new URL(page.url());
      expect(url.searchParams.get('store')).toBe('ESSM');
      expect(url.searchParams.get('payment_method')).toBe('transfer');
      const table = page.getByRole('region', { name: t('staffApp.orders.title') });
      await expect.poll(() => table.getByRole('row').count()).toBe(2);
      await expect
        .poll(() => page.getByRole('status').textContent())
        .toBe(t('staffApp.orders.count', { count: 1 }));
      await expectNoSeriousAxeViolations(page);
      await page.screenshot({
        path: new URL(`orders-${size}.png`, screenshots).pathname,
        fullPage: true,
      });
      // No sideways scrolling of the page: the table scrolls in its own region.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewports[size].width,
      );

      // The search finds the French order once the edition filter is gone.
      await filters.getByLabel(t('staffApp.orders.store')).selectOption('');
      await filters.getByLabel(t('staffApp.orders.search')).fill(placed.FRSM);
      await filters.getByRole('button', { name: t('staffApp.orders.apply') }).click();
      await expect.poll(() => table.getByRole('link', { name: placed.FRSM }).count()).toBe(1);
      // The back button brings the Spanish list back, filters shown as they were.
      await page.goBack();
      await expect.poll(() => table.getByRole('link', { name: placed.ESSM }).count()).toBe(1);
      expect(await filters.getByLabel(t('staffApp.orders.store')).inputValue()).toBe('ESSM');

      // The export has the list's filters and every matching order.
      const exportLink = page.getByRole('link', { name: t('staffApp.orders.exportCsv') });
      const href = (await exportLink.getAttribute('href')) ?? '';
      expect(href).toContain('/admin/v1/orders/export.csv?');
      expect(href).toContain(`q=${placed.ESSM}`);
      expect(href).toContain('store=ESSM');
      const csv = await page.request.get(`${staffAppOrigin}${href}`);
      expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
      const lines = (await csv.text()).trim().split(/\r?\n/);
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain(placed.ESSM);

      // Sorting by a header keeps the filters.
      await table.getByRole('link', { name: t('staffApp.orders.columns.total') }).click();
      await page.waitForURL((address) => address.searchParams.get('ordering') === '-total');
      expect(new URL(page.url()).searchParams.get('q')).toBe(placed.ESSM);

      // The order's detail.
      await table.getByRole('link', { name: placed.ESSM }).click();
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe(t('staffApp.order.title', { number: placed.ESSM }));
      for (const section of ['rows', 'subOrders', 'payments', 'timeline'] as const) {
        await expect
          .poll(() => page.getByRole('heading', { name: t(`staffApp.order.${section}`) }).count())
          .toBe(1);
      }
      await expectNoSeriousAxeViolations(page);
      await page.screenshot({
        path: new URL(`order-${size}.png`, screenshots).pathname,
        fullPage: true,
      });

      // Signing out ends the session: the list asks to sign in again.
      await page.getByRole('button', { name: t('staffApp.signOut') }).click();
      await page.waitForURL(/\/sign-in\?signed_out=1/);
      await page.goto(`${staffAppOrigin}/orders`);
      await page.waitForURL(/\/sign-in\?next=%2Forders/);
      // The refused password (400) and the calls without a session (401) are answers the app
      // expects; the browser still logs them.
      const expected = /status of 40[01]/;
      expect(problems.filter((problem) => !expected.test(problem))).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('an expired staff session', () => {
  it('goes back to sign-in and then to the page the staff member was on', async () => {
    const { page, close } = await openPage(browser, 'desktop');
    try {
      await page.goto(`${staffAppOrigin}/sign-in`);
      await signIn(page);
      await page.waitForURL(`${staffAppOrigin}/`);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe(t('staffApp.dashboard.title'));
      await expectNoSeriousAxeViolations(page);
      await page.screenshot({ path: new URL('dashboard-desktop.png', screenshots).pathname });

      // The api forgets the session (12 h idle): the next screen asked for sends to sign-in.
      await page.context().clearCookies();
      await page
        .getByRole('navigation', { name: t('staffApp.nav.label') })
        .getByRole('link', { name: t('staffApp.nav.orders') })
        .click();
      await page.waitForURL(/\/sign-in\?next=%2Forders&expired=1/);
      await expect
        .poll(() => page.getByRole('status').textContent())
        .toBe(t('staffApp.signIn.expired'));
      await signIn(page);
      await page.waitForURL(`${staffAppOrigin}/orders`);
    } finally {
      await close();
    }
  });
});
