import { translate, type Locale } from '@shop/i18n';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editions, expectNoSeriousAxeViolations, launchBrowser, openPage } from './shop.ts';

const screens = {
  es: `${editions.ESSM.origin}/mampara-de-ducha-frontal-corredera-kala-a-medida.html`,
  fr: `${editions.FRSM.origin}/paroi-de-douche-coulissante-kala-sur-mesure.html`,
} as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

function euros(text: string | null): number {
  return Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.'));
}

/** Opens the sidebar and walks the option groups, choosing the first option of each. */
async function configureUpToMeasures(page: Page, locale: Locale): Promise<Locator> {
  const t = (key: Parameters<typeof translate>[1]) => translate(locale, key);
  await page.getByRole('button', { name: t('product.configure'), exact: true }).click();
  const sidebar = page.getByRole('dialog', { name: t('product.configurator.title') });
  await expect.poll(() => sidebar.isVisible()).toBe(true);
  while ((await sidebar.locator('input[type="number"]').count()) === 0) {
    await sidebar.locator('input[type="radio"]').first().check();
    await sidebar.getByRole('button', { name: t('product.configurator.next') }).click();
  }
  return sidebar;
}

async function typeMeasures(sidebar: Locator, locale: Locale, width: string, height: string) {
  await sidebar.locator('input[type="number"]').fill(width);
  await sidebar
    .getByRole('button', { name: translate(locale, 'product.configurator.next') })
    .click();
  await sidebar.locator('input[type="number"]').fill(height);
}

describe('configurator', () => {
  it('refuses an out-of-range measure, draws the sketch and shows the server’s price', async () => {
    const { page, problems, close } = await openPage(browser);
    await page.goto(screens.es);
    const sidebar = await configureUpToMeasures(page, 'es');
    const priceTag = sidebar.getByTestId('configuration-price');
    const before = euros(await priceTag.textContent());

    await sidebar.locator('input[type="number"]').fill('250');
    expect(await sidebar.getByTestId('measure-error').textContent()).toBe(
      translate('es', 'domain.errors.measure.above_maximum', { limit: 180 }),
    );
    await sidebar.locator('input[type="number"]').fill('95');
    expect(await sidebar.getByTestId('measure-error').count()).toBe(0);
    await sidebar
      .getByRole('button', { name: translate('es', 'product.configurator.next') })
      .click();

    const serverAnswer = page.waitForResponse((response) => response.url().includes('/price'));
    await sidebar.locator('input[type="number"]').fill('195');
    const sketch = sidebar.getByTestId('screen-sketch');
    expect(await sketch.getAttribute('data-width')).toBe('95');
    expect(await sketch.getAttribute('data-height')).toBe('195');
    expect(await sketch.getByTestId('sketch-width').textContent()).toBe('95 cm');

    const server = (await (await serverAnswer).json()) as { prices: { total: number } };
    await expect.poll(() => priceTag.getAttribute('data-confirmed')).toBe('true');
    expect(Math.round(euros(await priceTag.textContent()) * 100)).toBe(server.prices.total);
    expect(before).toBeGreaterThan(0);

    // A complement changes the price, and the server confirms the new one.
    await sidebar
      .getByRole('button', { name: translate('es', 'product.configurator.next') })
      .click();
    const withComplement = page.waitForResponse((response) => response.url().includes('/price'));
    await sidebar
      .getByRole('button', { name: translate('es', 'product.configurator.complements.add') })
      .first()
      .click();
    const confirmed = (await (await withComplement).json()) as { prices: { total: number } };
    expect(confirmed.prices.total).toBeGreaterThan(server.prices.total);
    await expect
      .poll(async () => Math.round(euros(await priceTag.textContent()) * 100))
      .toBe(confirmed.prices.total);
    await expectNoSeriousAxeViolations(page);
    expect(problems).toEqual([]);
    await close();
  });

  it('blocks adding an incomplete configuration and lists what is missing', async () => {
    const { page, problems, close } = await openPage(browser);
    await page.goto(screens.es);
    const sidebar = await configureUpToMeasures(page, 'es');
    await sidebar.locator('input[type="number"]').fill('10');
    const next = sidebar.getByRole('button', {
      name: translate('es', 'product.configurator.next'),
    });
    while ((await next.count()) > 0) await next.click();
    expect(await sidebar.getByTestId('configuration-issues').textContent()).toContain(
      translate('es', 'domain.errors.measure.required'),
    );
    expect(
      await sidebar
        .getByRole('button', { name: translate('es', 'product.configurator.addToCart') })
        .isDisabled(),
    ).toBe(true);
    expect(problems).toEqual([]);
    await close();
  });

  it('books the installation in Spain, priced by the server', async () => {
    const { page, problems, close } = await openPage(browser);
    await page.goto(screens.es);
    const sidebar = await configureUpToMeasures(page, 'es');
    await typeMeasures(sidebar, 'es', '120', '195');
    const next = sidebar.getByRole('button', {
      name: translate('es', 'product.configurator.next'),
    });
    while ((await next.count()) > 0) await next.click();
    const booking = sidebar.getByTestId('installation-booking');
    const t = (key: Parameters<typeof translate>[1]) => translate('es', key);
    await booking.getByRole('button', { name: t('product.installation.intro.start') }).click();
    await booking.getByRole('button', { name: t('product.installation.yes'), exact: true }).click();
    await booking.getByRole('button', { name: t('product.installation.no'), exact: true }).click();
    await booking.getByLabel(t('product.installation.city.label')).fill('Getafe');
    await booking.getByRole('button', { name: t('product.installation.city.search') }).click();
    await booking.getByRole('button', { name: /Getafe/ }).click();
    const priced = page.waitForResponse((response) => response.url().includes('/price'));
    await booking.getByRole('button', { name: t('product.installation.distance.d500') }).click();
    const server = (await (await priced).json()) as {
      prices: { total: number; installation: { total: number } | null };
    };
    expect(server.prices.installation?.total).toBeGreaterThan(0);
    const reservation = euros(await booking.getByTestId('installation-total').textContent());
    expect(Math.round(reservation * 100)).toBe(server.prices.installation?.total);
    const priceTag = sidebar.getByTestId('configuration-price');
    await expect
      .poll(async () => Math.round(euros(await priceTag.textContent()) * 100))
      .toBe(server.prices.total);

    // A booked installation goes to the cart with the address's postal code (e2e/src/cart.test.ts).
    await sidebar.getByRole('button', { name: t('product.configurator.addToCart') }).click();
    await expect
      .poll(() => sidebar.getByTestId('add-to-cart-error').textContent())
      .toBe(t('domain.errors.postal_code.required'));

    // A place where nobody installs says so.
    await booking.getByRole('button', { name: t('product.installation.summary.restart') }).click();
    await booking.getByRole('button', { name: t('product.installation.back') }).click();
    await booking.getByLabel(t('product.installation.city.label')).fill('Zzzz');
    await booking.getByRole('button', { name: t('product.installation.city.search') }).click();
    await expect
      .poll(() => booking.getByText(t('domain.errors.installation.city_unavailable')).count())
      .toBeGreaterThan(0);

    await expectNoSeriousAxeViolations(page);
    expect(problems).toEqual([]);
    await close();
  });

  it('offers no installation in France', async () => {
    const { page, problems, close } = await openPage(browser);
    await page.goto(screens.fr);
    expect(await page.getByText(translate('fr', 'product.trust.installation')).count()).toBe(0);
    const sidebar = await configureUpToMeasures(page, 'fr');
    await typeMeasures(sidebar, 'fr', '100', '190');
    const next = sidebar.getByRole('button', {
      name: translate('fr', 'product.configurator.next'),
    });
    while ((await next.count()) > 0) await next.click();
    await expect
      .poll(() =>
        sidebar
          .getByRole('button', { name: translate('fr', 'product.configurator.addToCart') })
          .count(),
      )
      .toBe(1);
    expect(await sidebar.getByTestId('installation-booking').count()).toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => sidebar.isVisible()).toBe(false);
    expect(problems).toEqual([]);
    await close();
  });
});
