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

const cases = [
  { locale: 'es', origin: editions.ESSM.origin },
  { locale: 'fr', origin: editions.FRSM.origin },
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Chooses the frontal shape and types the measures, as a customer does. */
async function chooseFrontal(page: Page, locale: Locale, width: string, height: string) {
  const t = (key: Parameters<typeof translate>[1]) => translate(locale, key);
  await page.getByRole('radio', { name: t('configuratorPage.shape.frontal.name') }).check();
  await page.getByLabel(t('configuratorPage.measures.width'), { exact: true }).fill(width);
  await page.getByLabel(t('configuratorPage.measures.height'), { exact: true }).fill(height);
}

describe.each(cases)('the configurator page ($locale)', ({ locale, origin }) => {
  it('shows the fitting screens priced for the measures and opens one with them filled in', async () => {
    const { page, problems, close } = await openPage(browser);
    await page.goto(`${origin}/configurador`);
    expect(await page.locator('h1').textContent()).toBe(
      translate(locale, 'configuratorPage.heading'),
    );
    // The results follow the choices once the page's scripts run.
    await page.locator('main form[data-ready="true"]').waitFor();
    await chooseFrontal(page, locale, '120', '195');
    const results = page.getByTestId('configurator-result');
    await expect.poll(() => page.url()).toContain('alto=195');
    await expect.poll(() => results.count()).toBeGreaterThan(0);
    for (const price of await results.getByTestId('result-price').allTextContents())
      expect(price).toMatch(/\d+,\d{2}\s€/);

    // A width no frontal model takes is refused next to its field, and no result is shown.
    await page
      .getByLabel(translate(locale, 'configuratorPage.measures.width'), { exact: true })
      .fill('250');
    const widthError = page.getByTestId('measure-width-error');
    await expect
      .poll(() => widthError.textContent())
      .toBe(translate(locale, 'configuratorPage.errors.width', { min: 70, max: 180 }));
    expect(await results.count()).toBe(0);

    await page
      .getByLabel(translate(locale, 'configuratorPage.measures.width'), { exact: true })
      .fill('120');
    await expect.poll(() => widthError.count()).toBe(0);
    await expect.poll(() => results.count()).toBeGreaterThan(0);
    const first = results.first();
    const price = await first.getByTestId('result-price').textContent();
    await expectNoSeriousAxeViolations(page);

    await first.locator('a[href*="configurar=1"]').click();
    const sidebar = page.getByRole('dialog', {
      name: translate(locale, 'product.configurator.title'),
    });
    await expect.poll(() => sidebar.isVisible()).toBe(true);
    const sketch = sidebar.getByTestId('screen-sketch');
    expect(await sketch.getAttribute('data-width')).toBe('120');
    expect(await sketch.getAttribute('data-height')).toBe('195');
    const priceTag = sidebar.getByTestId('configuration-price');
    await expect.poll(() => priceTag.getAttribute('data-confirmed')).toBe('true');
    expect(await priceTag.textContent()).toBe(price);
    expect(problems).toEqual([]);
    await close();
  });

  it('gives the same results without JavaScript', async () => {
    const context = await newVisitorContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${origin}/configurador`);
    await chooseFrontal(page, locale, '120', '195');
    await page.getByRole('button', { name: translate(locale, 'configuratorPage.submit') }).click();
    const results = page.getByTestId('configurator-result');
    // The form is a plain GET: the results come with the next page.
    await expect.poll(() => results.count()).toBeGreaterThan(0);
    const price = await results.first().getByTestId('result-price').textContent();

    await results.first().locator('a[href*="configurar=1"]').click();
    expect(await page.getByTestId('plain-configuration-price').textContent()).toBe(
      translate(locale, 'product.configurator.noScript.price', { price: price ?? '' }),
    );
    await context.close();
  });
});
