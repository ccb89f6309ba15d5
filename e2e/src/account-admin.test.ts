import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn } from './account-fixtures.ts';
import { launchBrowser, editions, viewports, newVisitorContext } from './shop.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** The demo admin the api seeds outside production (packages/db/src/seed/load-accounts.ts). */
const admin = { email: 'admin@mamparas-demo.es', password: 'demo1234' };
const category = '/mamparas-de-ducha';

describe('the admin customer-type toggle', () => {
  it('switches to professional prices and back', { timeout: 120_000 }, async () => {
    const { origin } = editions.ESSM;
    const context = await newVisitorContext(browser, { viewport: viewports.desktop });
    const page = await context.newPage();
    await page.goto(`${origin}/login?next=${encodeURIComponent(category)}`);
    await page.locator('form[data-ready="true"]').waitFor();
    await logIn(page, 'es', admin);
    await page.waitForURL(new RegExp(`${category}$`));

    const banner = page.getByTestId('customer-type-banner');
    await expect.poll(() => banner.getAttribute('data-customer-type')).toBe('C');
    // The listing's own cards (the recently viewed strip below it has cards too).
    const cards = page.locator('main ol > li[data-product-id]');
    const prices = () => cards.allTextContents();
    const clientPrices = await prices();

    await page.getByTestId('customer-type-toggle').click();
    await page.waitForLoadState('load');
    await expect.poll(() => banner.getAttribute('data-customer-type')).toBe('P');
    await expect.poll(prices).not.toEqual(clientPrices);

    // The product page shows the professional the price their card showed, the one they pay.
    const card = cards.first();
    const cardPrice = await card.locator('p > span.text-xl').first().textContent();
    await card.getByRole('link').first().click();
    await page.waitForURL(/\.html$/);
    expect(await page.getByTestId('product-price').textContent()).toBe(cardPrice);
    await page.goto(`${origin}${category}`);

    // Back to private prices, so the demo admin starts the same next time.
    await page.getByTestId('customer-type-toggle').click();
    await page.waitForLoadState('load');
    await expect.poll(() => banner.getAttribute('data-customer-type')).toBe('C');
    await expect.poll(prices).toEqual(clientPrices);
    await context.close();
  });

  it('is not shown to a guest', async () => {
    const context = await newVisitorContext(browser, { viewport: viewports.desktop });
    const page = await context.newPage();
    await page.goto(`${editions.ESSM.origin}${category}`, { waitUntil: 'networkidle' });
    // The banner is decided once the visitor's summary has loaded (the hearts then are ready).
    await page.locator('[data-testid^="favourite-"][data-ready="true"]').first().waitFor();
    expect(await page.getByTestId('customer-type-banner').count()).toBe(0);
    await context.close();
  });
});
