import { translate, type Locale } from '@shop/i18n';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  editions,
  expectNoSeriousAxeViolations,
  launchBrowser,
  newVisitorContext,
  openPage,
} from './shop.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const categories = { ESSM: 'mamparas-de-ducha', FRSM: 'parois-de-douche' } as const;

/** The first cards of the grid: their ids and names, in order. */
async function firstCards(page: Page, count: number) {
  const cards = page.locator('main ol > li[data-product-id]');
  await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(count);
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const card = cards.nth(index);
      return {
        id: Number(await card.getAttribute('data-product-id')),
        name: ((await card.locator('h3').textContent()) ?? '').trim(),
      };
    }),
  );
}

const columnNames = (page: Page) =>
  page.locator('thead th[data-testid^="compare-column-"] a[href$=".html"]').allTextContents();

describe.each(Object.entries(editions))('compare in %s', (store, { origin, lang }) => {
  const locale: Locale = lang;
  const category = categories[store as keyof typeof categories];
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
    translate(locale, key, params);

  it('picks two products on a category page, compares them and removes one', async () => {
    const { page, problems, close } = await openPage(browser);
    await page.goto(`${origin}/${category}`, { waitUntil: 'networkidle' });
    const [first, second] = await firstCards(page, 2);
    if (!first || !second) throw new Error('the category needs two products');
    for (const product of [first, second]) {
      const toggle = page.getByTestId(`compare-${product.id}`);
      await toggle.and(page.locator('[data-ready="true"]')).waitFor();
      expect(await toggle.getAttribute('aria-pressed')).toBe('false');
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    }
    const bar = page.getByRole('region', { name: t('listing.compare.bar.label') });
    expect(await bar.getByText(t('listing.compare.bar.count', { count: 2 })).isVisible()).toBe(
      true,
    );
    await bar.getByRole('link', { name: t('listing.compare.bar.open') }).click();
    await page.waitForURL(`${origin}/comparar?ids=${first.id},${second.id}`);

    // A client navigation: the address may change a moment before the new page is drawn.
    await expect.poll(() => columnNames(page)).toEqual([first.name, second.name]);
    const table = page.getByRole('table', { name: t('listing.compare.caption', { count: 2 }) });
    const technical = table.locator('th[scope="rowgroup"]', {
      hasText: t('listing.compare.rows.technical'),
    });
    expect(await technical.isVisible()).toBe(true);
    // Below the fixed rows (brand, price, delivery, rating) the technical sheet's own rows.
    expect(await table.locator('tbody th[scope="row"]').count()).toBeGreaterThan(4);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await expectNoSeriousAxeViolations(page);

    await page
      .getByRole('link', { name: t('listing.compare.removeLabel', { name: first.name }) })
      .click();
    await page.waitForURL(`${origin}/comparar?ids=${second.id}`);
    await expect.poll(() => columnNames(page)).toEqual([second.name]);
    // The browser's list follows the page, so the bar on the listing agrees.
    expect(await page.evaluate(() => localStorage.getItem('compare'))).toBe(`[${second.id}]`);
    expect(problems).toEqual([]);
    await close();
  });

  it('opens the quick view from a category card', async () => {
    const { page, problems, close } = await openPage(browser, 'phone');
    await page.goto(`${origin}/${category}`, { waitUntil: 'networkidle' });
    const [first] = await firstCards(page, 1);
    if (!first) throw new Error('the category needs a product');
    const title = t('product.quickView.title');
    // The quick view opens once the page's scripts run (they load after the first paint).
    await page.locator(`[data-testid="compare-${first.id}"][data-ready="true"]`).waitFor();
    await page.getByRole('button', { name: `${title}: ${first.name}`, exact: true }).click();
    const modal = page.getByRole('dialog', { name: title });
    const details = modal.getByRole('link', { name: t('product.quickView.details') });
    await details.waitFor();
    expect(await modal.getByRole('heading', { name: first.name }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => modal.isVisible()).toBe(false);
    expect(problems).toEqual([]);
    await close();
  });

  it('works without JavaScript from an address, ignoring ids that are not products', async () => {
    const context = await newVisitorContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${origin}/${category}`);
    const [first, second] = await firstCards(page, 2);
    if (!first || !second) throw new Error('the category needs two products');

    await page.goto(`${origin}/comparar?ids=${first.id},abc,-3,${second.id}`);
    expect(await columnNames(page)).toEqual([first.name, second.name]);
    await page
      .getByRole('link', { name: t('listing.compare.removeLabel', { name: second.name }) })
      .click();
    await page.waitForURL(`${origin}/comparar?ids=${first.id}`);
    expect(await columnNames(page)).toEqual([first.name]);

    // The card's compare button is a form before JavaScript: it opens the page with that product.
    await page.goto(`${origin}/${category}`);
    await page.getByTestId(`compare-${second.id}`).click();
    await page.waitForURL(`${origin}/comparar?ids=${second.id}`);
    expect(await columnNames(page)).toEqual([second.name]);

    await page.goto(`${origin}/comparar`);
    expect(
      await page.getByRole('heading', { name: t('listing.compare.empty.title') }).isVisible(),
    ).toBe(true);
    await context.close();
  });
});
