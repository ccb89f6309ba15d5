import { translate } from '@shop/i18n';
import type { Locale } from '@shop/i18n';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  editions,
  expectNoSeriousAxeViolations,
  launchBrowser,
  openPage,
  newVisitorContext,
} from './shop.ts';

/** A made-to-measure screen of the demo catalogue, in each edition's language. */
const screenPaths = {
  ESSM: '/mampara-de-ducha-frontal-corredera-kala-a-medida.html',
  FRSM: '/paroi-de-douche-coulissante-kala-sur-mesure.html',
} as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** The sidebar's 'Configurar' button replaces the plain form's once React has hydrated. */
async function hydrated(page: Page, locale: Locale) {
  await page
    .getByRole('button', { name: translate(locale, 'product.configure'), exact: true })
    .waitFor();
}

type JsonLd = { '@graph': { '@type': string; offers?: { price: string } }[] };

describe.each(Object.entries(editions))('product page of %s', (store, { origin, lang }) => {
  const locale = lang === 'es' ? 'es' : 'fr';
  const url = `${origin}${screenPaths[store as keyof typeof screenPaths]}`;

  it('shows the product, its price, delivery promise and structured data', async () => {
    const { page, problems, close } = await openPage(browser);
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.locator('main h1').count()).toBe(1);
    const price = await page.getByTestId('product-price').textContent();
    expect(price).toMatch(/\d,\d\d\s€/);
    expect(await page.getByTestId('delivery-promise').textContent()).toBeTruthy();
    expect(
      await page.getByRole('navigation', { name: translate(locale, 'product.breadcrumb') }).count(),
    ).toBe(1);
    const ld = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    ) as JsonLd;
    const types = ld['@graph'].map((node) => node['@type']);
    expect(types).toEqual(expect.arrayContaining(['Product', 'BreadcrumbList']));
    const offer = ld['@graph'].find((node) => node['@type'] === 'Product')?.offers;
    expect(price?.replace(/\s/g, '')).toContain(offer?.price.replace('.', ','));
    expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe(url);
    // Recorded once the page has hydrated.
    await expect
      .poll(async () =>
        JSON.parse((await page.evaluate(() => localStorage.getItem('recently-viewed'))) ?? '[]'),
      )
      .toHaveLength(1);
    await expectNoSeriousAxeViolations(page);
    expect(problems).toEqual([]);
    await close();
  });

  it('opens the full-screen gallery on desktop and the full image on a phone', async () => {
    const desktop = await openPage(browser);
    await desktop.page.goto(url);
    await hydrated(desktop.page, locale);
    await desktop.page
      .getByRole('button', { name: translate(locale, 'product.gallery.open', { position: 1 }) })
      .click();
    const gallery = desktop.page.getByRole('dialog', {
      name: translate(locale, 'product.gallery.label'),
    });
    await expect.poll(() => gallery.isVisible()).toBe(true);
    expect(await gallery.locator('img').getAttribute('src')).toContain('w=1500');
    await desktop.page.keyboard.press('Escape');
    await expect.poll(() => gallery.isVisible()).toBe(false);
    expect(desktop.problems).toEqual([]);
    await desktop.close();

    const phone = await openPage(browser, 'phone');
    await phone.page.goto(url);
    const overflow = await phone.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'no horizontal scrolling on a 390 px screen').toBeLessThanOrEqual(0);
    await expectNoSeriousAxeViolations(phone.page);
    expect(phone.problems).toEqual([]);
    await phone.close();
  });
});

describe('quick view', () => {
  it('opens a related product in the modal and links to its page', async () => {
    const { page, problems, close } = await openPage(browser, 'phone');
    await page.goto(`${editions.ESSM.origin}${screenPaths.ESSM}`);
    await hydrated(page, 'es');
    const title = translate('es', 'product.quickView.title');
    await page
      .getByRole('button', { name: new RegExp(`^${title}`) })
      .first()
      .click();
    const modal = page.getByRole('dialog', { name: title });
    const details = modal.getByRole('link', { name: translate('es', 'product.quickView.details') });
    expect(await details.getAttribute('href')).toMatch(/\.html$/);
    expect(await modal.getByTestId('product-price').textContent()).toMatch(/\d,\d\d\s€/);
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => modal.isVisible()).toBe(false);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('product question', () => {
  it('shows each field’s error from the domain’s schema, then confirms the question was sent', async () => {
    const { page, problems, close } = await openPage(browser);
    await page.goto(`${editions.ESSM.origin}${screenPaths.ESSM}`);
    await hydrated(page, 'es');
    const questions = page.locator('#questions');
    const t = (key: Parameters<typeof translate>[1]) => translate('es', key);
    await questions.getByRole('button', { name: t('product.questions.ask.submit') }).click();
    await expect
      .poll(() => questions.getByText(t('domain.errors.required.question')).count())
      .toBe(1);
    // The refused form answers 400, which the browser reports as a failed resource.
    expect(problems.every((problem) => problem.includes('400'))).toBe(true);
    await questions.getByLabel(t('product.questions.ask.name')).fill('Ana');
    await questions.getByLabel(t('product.questions.ask.email')).fill('ana@example.es');
    await questions
      .getByLabel(t('product.questions.ask.question'))
      .fill('¿Cabe en un hueco de 68 cm?');
    await questions.getByLabel(t('product.questions.ask.privacy')).check();
    await questions.getByRole('button', { name: t('product.questions.ask.submit') }).click();
    await expect.poll(() => questions.getByText(t('product.questions.ask.sent')).count()).toBe(1);
    await close();
  });
});

describe('product page without JavaScript', () => {
  it('configures and prices a made-to-measure screen with a plain form', async () => {
    const context = await newVisitorContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${editions.ESSM.origin}${screenPaths.ESSM}`);
    await page.getByText(translate('es', 'product.configure')).click();
    const form = page.locator('#configurador form');
    for (const radio of await form.locator('fieldset').all())
      await radio.locator('input[type="radio"]').first().check();
    const measures = form.locator('input[type="number"][name^="measure-"]');
    await measures.nth(0).fill('250');
    await measures.nth(1).fill('195');
    // The browser itself refuses a measure outside the field's min and max...
    expect(await measures.nth(0).evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(
      false,
    );
    await measures.nth(0).fill('95');
    await form
      .getByRole('button', { name: translate('es', 'product.configurator.noScript.submit') })
      .click();
    expect(await page.getByTestId('plain-configuration-price').textContent()).toMatch(/\d,\d\d\s€/);
    // ...and the server checks it with the domain's rules whatever the browser sent.
    const tampered = new URL(page.url());
    const widthParam = [...tampered.searchParams.keys()].find((key) => key.startsWith('measure-'));
    tampered.searchParams.set(widthParam ?? 'measure-0', '250');
    await page.goto(tampered.toString());
    expect(await page.getByTestId('measure-error').first().textContent()).toBe(
      translate('es', 'domain.errors.measure.above_maximum', { limit: 180 }),
    );
    expect(await page.getByTestId('plain-configuration-price').count()).toBe(0);
    await context.close();
  });
});
