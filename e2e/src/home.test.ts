import { translate } from '@shop/i18n';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editions, expectNoSeriousAxeViolations, launchBrowser, openPage } from './shop.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe.each(Object.entries(editions))('home of %s', (store, { origin, lang }) => {
  it('renders the shop in its language with prices, SEO head and alternates', async () => {
    const { page, problems, close } = await openPage(browser);
    const response = await page.goto(`${origin}/`);
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe(lang);
    expect((await page.title()).length).toBeGreaterThan(10);
    expect(await page.getAttribute('meta[name="description"]', 'content')).toBeTruthy();
    expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe(`${origin}/`);
    const alternates = await page.$$eval('link[rel="alternate"][hreflang]', (links) =>
      links.map((link) => link.getAttribute('hreflang')),
    );
    expect(alternates).toEqual(expect.arrayContaining(['es-ES', 'fr-FR', 'x-default']));
    await expect.poll(() => page.locator('main h1').count()).toBeGreaterThan(0);
    // Trends are product cards with a price in euros; they stream in after the first bytes.
    const prices = page.locator('main').getByText(/\d,\d\d\s€/);
    await expect
      .poll(() => prices.count(), { message: `${store} shows priced products` })
      .toBeGreaterThan(3);
    expect(problems).toEqual([]);
    await expectNoSeriousAxeViolations(page);
    await close();
  });

  it('is readable on a phone and passes the accessibility scan there', async () => {
    const { page, problems, close } = await openPage(browser, 'phone');
    await page.goto(`${origin}/`);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'no horizontal scrolling on a 390 px screen').toBeLessThanOrEqual(0);
    await expectNoSeriousAxeViolations(page);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('not-found page', () => {
  it.each(Object.entries(editions))(
    '%s answers 404 with the way back to the shop',
    async (_store, { origin, lang }) => {
      const locale = lang === 'es' ? 'es' : 'fr';
      const { page, close } = await openPage(browser);
      const response = await page.goto(`${origin}/esta-pagina-no-existe-${Date.now()}`);
      expect(response?.status()).toBe(404);
      await expect
        .poll(() =>
          page.getByText(translate(locale, 'errorPage.pipeBroke'), { exact: true }).count(),
        )
        .toBeGreaterThan(0);
      const back = page.getByRole('link', { name: translate(locale, 'errorPage.backToShop') });
      expect(await back.getAttribute('href')).toBe('/');
      await expectNoSeriousAxeViolations(page);
      await close();
    },
  );
});
