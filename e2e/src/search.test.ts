import { translate } from '@shop/i18n';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  editions,
  expectNoSeriousAxeViolations,
  launchBrowser,
  openPage,
  newVisitorContext,
} from './shop.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** What a shower screen is called in each edition's product names. */
const showerScreen = { es: /mampara/i, fr: /paroi/i } as const;

describe.each(Object.entries(editions))('search in %s', (_store, { origin, lang }) => {
  const locale = lang === 'es' ? 'es' : 'fr';
  const typo = locale === 'es' ? 'mampra' : 'parois douch';

  it('suggests as the customer types and finds shower screens for a typo', async () => {
    const { page, problems, close } = await openPage(browser);
    // Scripts arrive late, as on a slow phone: the customer starts typing before the page
    // has hydrated, and what they typed must still bring suggestions.
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(`${origin}/`, { waitUntil: 'commit' });
    const box = page.getByRole('searchbox', {
      name: translate(locale, 'layout.header.search.label'),
    });
    await box.fill(typo);
    const suggestions = page.getByRole('region', {
      name: translate(locale, 'listing.search.suggestions.label'),
    });
    await expect.poll(() => suggestions.getByRole('link').count()).toBeGreaterThan(2);
    expect(await suggestions.textContent()).toMatch(showerScreen[locale]);
    await box.press('Enter');
    await page.waitForURL(/\/buscar\?q=/);
    const heading = page.getByRole('heading', { level: 1 });
    await expect.poll(() => heading.textContent()).toContain(typo);
    const names = await page.locator('main ol h3').allTextContents();
    expect(names.length).toBeGreaterThan(3);
    expect(names.filter((name) => showerScreen[locale].test(name)).length).toBeGreaterThan(2);
    expect(problems).toEqual([]);
    await expectNoSeriousAxeViolations(page);
    await close();
  });

  it('works as a plain form without JavaScript', async () => {
    const context = await newVisitorContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${origin}/`);
    await page.getByRole('searchbox').first().fill(typo);
    await page.getByRole('searchbox').first().press('Enter');
    await page.waitForURL(/\/buscar\?q=/);
    expect(await page.locator('main ol li').count()).toBeGreaterThan(3);
    await context.close();
  });
});
