import { translate, type Locale, type MessageKey } from '@shop/i18n';
import type { Browser, Page } from 'playwright-core';
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

/** Demo accounts the api seeds outside production (packages/db/src/seed/load-accounts.ts). */
const admin = { email: 'admin@mamparas-demo.es', password: 'demo1234' };
const professional = { email: 'profesional@mamparas-demo.es', password: 'demo1234' };

/** Per edition: a category with professional prices, and a plain stocked product. */
const shops = [
  {
    store: 'ESSM',
    locale: 'es',
    origin: editions.ESSM.origin,
    category: '/mamparas-de-ducha',
    plain: '/asidero-de-seguridad-45-cm.html',
  },
  {
    store: 'FRSM',
    locale: 'fr',
    origin: editions.FRSM.origin,
    category: '/parois-de-douche',
    plain: '/barre-d-appui-45-cm.html',
  },
] as const satisfies readonly {
  store: string;
  locale: Locale;
  origin: string;
  category: string;
  plain: string;
}[];
type Shop = (typeof shops)[number];

/** The product page's price, then the cart's row total once that product is added. */
async function addPlainProduct(page: Page, shop: Shop): Promise<{ shown: string; inCart: string }> {
  const t = (key: MessageKey) => translate(shop.locale, key);
  await page.goto(`${shop.origin}${shop.plain}`);
  const shown = (await page.getByTestId('product-price').textContent()) ?? '';
  await page.locator('#add-to-cart input[name="answer"]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: t('cartPage.add.button') }).click();
  await expect.poll(() => page.getByTestId('header-cart-count').textContent()).toBe('1');
  await page.goto(`${shop.origin}/cart`);
  const inCart = (await page.getByTestId('row-total').first().textContent()) ?? '';
  return { shown, inCart };
}

describe.each(shops)('the admin customer-type toggle ($store)', (shop) => {
  it(
    'switches to professional prices, in the listing and the cart, and back',
    {
      timeout: 120_000,
    },
    async () => {
      const context = await newVisitorContext(browser, { viewport: viewports.desktop });
      const page = await context.newPage();
      await page.goto(`${shop.origin}/login?next=${encodeURIComponent(shop.category)}`);
      await page.locator('form[data-ready="true"]').waitFor();
      await logIn(page, shop.locale, admin);
      await page.waitForURL(new RegExp(`${shop.category}$`));

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

      // The cart charges the professional price the product page showed.
      const professionalAdd = await addPlainProduct(page, shop);
      expect(professionalAdd.inCart).toBe(professionalAdd.shown);

      // Back to private prices, so the demo admin starts the same next time; the toggle empties
      // the cart, whose rows were priced for the other type.
      await page.goto(`${shop.origin}${shop.category}`);
      await page.getByTestId('customer-type-toggle').click();
      await page.waitForLoadState('load');
      await expect.poll(() => banner.getAttribute('data-customer-type')).toBe('C');
      await expect.poll(prices).toEqual(clientPrices);
      await expect.poll(() => page.getByTestId('header-cart-count').textContent()).toBe('0');

      const clientAdd = await addPlainProduct(page, shop);
      expect(clientAdd.inCart).toBe(clientAdd.shown);
      expect(clientAdd.inCart).not.toBe(professionalAdd.inCart);
      await context.close();
    },
  );
});

describe('a professional who fills the cart before signing in', () => {
  it('finds the cart at professional prices once signed in', { timeout: 90_000 }, async () => {
    const shop = shops[0];
    const context = await newVisitorContext(browser, { viewport: viewports.desktop });
    const page = await context.newPage();
    const asGuest = await addPlainProduct(page, shop);
    expect(asGuest.inCart).toBe(asGuest.shown);

    await page.goto(`${shop.origin}/login?next=${encodeURIComponent('/cart')}`);
    await page.locator('form[data-ready="true"]').waitFor();
    await logIn(page, shop.locale, professional);
    await page.waitForURL(/\/cart$/);
    const inCart = await page.getByTestId('row-total').first().textContent();
    expect(inCart).not.toBe(asGuest.inCart);

    await page.goto(`${shop.origin}${shop.plain}`);
    expect(await page.getByTestId('product-price').textContent()).toBe(inCart);
    await context.close();
  });
});

describe('the customer-type banner', () => {
  it('is not shown to a guest', async () => {
    const context = await newVisitorContext(browser, { viewport: viewports.desktop });
    const page = await context.newPage();
    await page.goto(`${editions.ESSM.origin}${shops[0].category}`, { waitUntil: 'networkidle' });
    // The banner is decided once the visitor's summary has loaded (the hearts then are ready).
    await page.locator('[data-testid^="favourite-"][data-ready="true"]').first().waitFor();
    expect(await page.getByTestId('customer-type-banner').count()).toBe(0);
    await context.close();
  });
});
