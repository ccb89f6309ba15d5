import { translate, type MessageKey, type MessageParams } from '@shop/i18n';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureScreen, measuredScreens } from './configurator-fixtures.ts';
import { editions, expectNoSeriousAxeViolations, launchBrowser, openPage } from './shop.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const t = (key: MessageKey, params?: MessageParams) => translate('es', key, params);
const missing = (...keys: MessageKey[]) =>
  t('product.installation.incomplete', {
    missing: new Intl.ListFormat('es', { type: 'conjunction' }).format(keys.map((key) => t(key))),
  });

describe('installation booking on the product page (Spain)', () => {
  it('never adds the screen without a booking left halfway, and checks the postal code’s province up to the checkout', async () => {
    const { page, problems, close } = await openPage(browser);
    const adds: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/cart/add'))
        adds.push(request.url());
    });
    await page.goto(`${editions.ESSM.origin}${measuredScreens.es}`);
    const sidebar = await configureScreen(page, 'es');
    const booking = sidebar.getByTestId('installation-booking');
    await booking.getByRole('button', { name: t('product.installation.intro.start') }).click();
    await booking.getByRole('button', { name: t('product.installation.yes'), exact: true }).click();
    await booking.getByRole('button', { name: t('product.installation.no'), exact: true }).click();
    const cityField = booking.getByLabel(t('product.installation.city.label'));
    await cityField.fill('Getafe');

    // At the city step: stopped, told what is missing, nothing sent, what was typed kept.
    const addToCart = sidebar.getByRole('button', { name: t('product.configurator.addToCart') });
    await addToCart.click();
    const error = sidebar.getByTestId('add-to-cart-error');
    await expect
      .poll(() => error.textContent())
      .toBe(missing('product.installation.missing.city', 'product.installation.missing.distance'));
    expect(await cityField.inputValue()).toBe('Getafe');
    expect(adds).toEqual([]);
    for (const width of [390, 1440] as const) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.screenshot({ path: `/tmp/installation-incomplete-${width}.png` });
    }

    // The list follows the answers and goes once nothing is missing.
    await booking.getByRole('button', { name: t('product.installation.city.search') }).click();
    await booking.getByRole('button', { name: /Getafe/ }).click();
    await expect
      .poll(() => error.textContent())
      .toBe(missing('product.installation.missing.distance'));
    await booking.getByRole('button', { name: t('product.installation.distance.d500') }).click();
    await expect.poll(() => error.count()).toBe(0);

    // Booked for Madrid, a Barcelona postal code is refused rather than priced as Madrid.
    const postalCode = sidebar.getByLabel(t('cartPage.add.postalCode'));
    await postalCode.fill('08001');
    await addToCart.click();
    await expect
      .poll(() => error.textContent())
      .toBe(t('domain.errors.postal_code.outside_booked_province'));
    expect(await booking.getByTestId('installation-summary').count()).toBe(1);

    // Its own province's postal code adds the screen with its installation.
    await postalCode.fill('28901');
    await addToCart.click();
    const panel = page.getByRole('dialog', { name: t('cartPage.panel.title') });
    await expect.poll(() => panel.isVisible()).toBe(true);
    await panel.getByRole('link', { name: t('cartPage.viewCart') }).click();
    await page.waitForURL(`${editions.ESSM.origin}/cart`);
    const row = page.getByTestId('cart-row').filter({ hasText: t('cartPage.row.madeToMeasure') });
    await expect.poll(() => row.getByTestId('row-installation').count()).toBe(1);
    expect(await row.getByTestId('row-installation').textContent()).toContain('Madrid');
    await expectNoSeriousAxeViolations(page);

    // At checkout, a shipping address in another province is refused beside its postal code,
    // saying why and how to fix it; one in Madrid is taken.
    await page.goto(`${editions.ESSM.origin}/checkout`);
    await page.locator('#shipping_postal_code').fill('08001');
    await page.locator('#shipping_city').fill('Barcelona');
    await page.locator('#email').focus();
    const postalCodeError = page.getByTestId('error-shipping_postal_code');
    await expect
      .poll(() => postalCodeError.textContent())
      .toContain(
        t('cart.installationAddressMismatch', { installation: 'Madrid', shipping: 'Barcelona' }),
      );
    for (const width of [390, 1440] as const) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await postalCodeError.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/installation-address-${width}.png` });
    }
    await page.locator('#shipping_postal_code').fill('28013');
    await page.locator('#shipping_city').fill('Madrid');
    await page.locator('#email').focus();
    await expect.poll(() => postalCodeError.count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });

  it('adds the screen alone once the booking is dropped on purpose', async () => {
    const { page, problems, close } = await openPage(browser, 'phone');
    await page.goto(`${editions.ESSM.origin}${measuredScreens.es}`);
    const sidebar = await configureScreen(page, 'es');
    const booking = sidebar.getByTestId('installation-booking');
    await booking.getByRole('button', { name: t('product.installation.intro.start') }).click();
    await booking.getByRole('button', { name: t('product.installation.cancel') }).click();
    await booking.getByRole('button', { name: t('product.installation.intro.start') }).waitFor();
    await sidebar.getByRole('button', { name: t('product.configurator.addToCart') }).click();
    const panel = page.getByRole('dialog', { name: t('cartPage.panel.title') });
    await expect.poll(() => panel.isVisible()).toBe(true);
    expect(await sidebar.getByTestId('add-to-cart-error').count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });
});
