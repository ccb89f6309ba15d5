import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn } from './account-fixtures.ts';
import { apiUrl } from './checkout-fixtures.ts';
import { editions, launchBrowser, newVisitorContext, staffAppOrigin, viewports } from './shop.ts';
import { staffAccounts, staffSignIn, staffWords as t } from './staff-fixtures.ts';

/*
 * Issue 16: the order manager builds a quotation for the demo professional on the staff app
 * (customer search, a line at a negotiated discount, the api's totals) and sends it; the
 * professional finds it in the user area and accepts it, which makes it an order at the quoted
 * price.
 */

const origin = editions.ESSM.origin;
const professional = { email: 'profesional@mamparas-demo.es', password: 'demo1234' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

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

/** The professional's delivery address (the api's address book): an order needs one. */
async function giveAddress(): Promise<void> {
  const call = (path: string, body: object, token?: string) =>
    fetch(`${apiUrl}${path}?store=ESSM&language=es`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
      },
      body: JSON.stringify(body),
    });
  const { access } = (await (await call('/auth-users/token/', professional)).json()) as {
    access: string;
  };
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

describe('quotations for professionals', () => {
  it(
    'are sent from the staff app and accepted in the user area',
    { timeout: 180_000 },
    async () => {
      const staffContext = await newVisitorContext(browser, { viewport: viewports.desktop });
      const staff = await staffContext.newPage();
      await staffSignIn(staff, staffAccounts.orderManager);
      await staff.goto(`${staffAppOrigin}/quotations/new?q=${professional.email}`);
      await staff.getByRole('radio', { name: new RegExp(professional.email) }).check();
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

      await giveAddress();
      const context = await newVisitorContext(browser, { viewport: viewports.desktop });
      const page = await context.newPage();
      await page.goto(`${origin}/login`);
      await page.locator('form[data-ready="true"]').waitFor();
      await logIn(page, 'es', professional);
      await page.waitForURL(/\/profile\/\d+$/);
      await page.goto(`${origin}/quotation`);
      await page.getByRole('link', { name: number, exact: true }).click();
      await page.waitForURL(/\/quotation\/\d+$/);
      expect(await page.getByTestId('quotation-expired').count()).toBe(0);
      await page.getByTestId('quotation-accept').click();
      await page.waitForURL(/\/order\/\d+$/);
      const order = page.getByTestId('account-order');
      await expect.poll(() => order.textContent()).toContain(total.trim());
      await context.close();
    },
  );
});
