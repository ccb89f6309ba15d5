import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeTransferOrder, shops } from './checkout-fixtures.ts';
import { launchBrowser, openPage } from './shop.ts';
import { openOrder, staffAccounts, staffSignIn, staffWords as t } from './staff-fixtures.ts';

/*
 * Correcting an order's shipping address in place, from the order screen: a refused save keeps
 * what was typed beside the api's words, a saved one closes the form and shows the new address.
 */

const shop = shops[0];
/** The refused save's 400 and the sign-in screen's session probe (401) show in the console; nothing else may. */
const expectedRefusals = /status of 40[01]/;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('an order address corrected in the staff app', () => {
  it(
    'refuses an empty city under its field, then saves a new one',
    { timeout: 120_000 },
    async () => {
      const { orderNumber } = await placeTransferOrder(shop);
      const { page, problems, close } = await openPage(browser, 'desktop');
      try {
        await staffSignIn(page, staffAccounts.orderManager);
        await openOrder(page, orderNumber);
        await page.getByRole('button', { name: t('staffApp.addressForm.editShipping') }).click();
        const form = page.getByRole('form', { name: t('staffApp.addressForm.editShipping') });
        const city = form.getByLabel(t('staffApp.addressForm.fields.city'), { exact: true });
        await city.fill('');
        await form.getByRole('button', { name: t('staffApp.addressForm.save') }).click();
        await expect.poll(() => city.getAttribute('aria-invalid')).toBe('true');
        expect(await form.locator('#shipping-city-messages').textContent()).not.toBe('');
        expect(await city.inputValue()).toBe('');

        await city.fill('Alcalá de Henares');
        await form.getByRole('button', { name: t('staffApp.addressForm.save') }).click();
        await expect.poll(() => page.getByText(t('staffApp.addressForm.saved')).count()).toBe(1);
        expect(await form.count()).toBe(0);
        // The order is read again once saved: the new city shows a moment later.
        await expect.poll(() => page.locator('main').textContent()).toContain('Alcalá de Henares');
        expect(problems.filter((problem) => !expectedRefusals.test(problem))).toEqual([]);
      } finally {
        await close();
      }
    },
  );
});
