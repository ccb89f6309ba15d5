import { translate, type Locale, type MessageKey, type MessageParams } from '@shop/i18n';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureScreen } from './configurator-fixtures.ts';
import {
  editions,
  expectNoSeriousAxeViolations,
  launchBrowser,
  openPage,
  viewports,
  newVisitorContext,
} from './shop.ts';

const apiUrl = process.env.E2E_API_URL ?? 'http://127.0.0.1:4000';

/** Per edition: a plain stocked product (90 in stock), a made-to-measure screen, a seeded coupon. */
const shops = [
  {
    store: 'ESSM',
    locale: 'es',
    origin: editions.ESSM.origin,
    plain: { path: '/asidero-de-seguridad-45-cm.html', name: 'Asidero de seguridad 45 cm' },
    screen: '/mampara-de-ducha-frontal-corredera-kala-a-medida.html',
    coupon: 'VERANO10',
    vatPercent: 21,
  },
  {
    store: 'FRSM',
    locale: 'fr',
    origin: editions.FRSM.origin,
    plain: { path: '/barre-d-appui-45-cm.html', name: 'Barre d’appui 45 cm' },
    screen: '/paroi-de-douche-coulissante-kala-sur-mesure.html',
    coupon: 'ETE10',
    // A Spanish seller's distance sales to French consumers carry French VAT.
    vatPercent: 20,
  },
] as const satisfies readonly {
  store: string;
  locale: Locale;
  origin: string;
  plain: { path: string; name: string };
  screen: string;
  coupon: string;
  vatPercent: number;
}[];
type Shop = (typeof shops)[number];

type ApiCart = {
  size: number;
  rows: { id: number; quantity: number; total_pvp: number; product_id: number | null }[];
  prices: { pvp: number; pvp_saved: number; pvp_total: number; vat_rate: number };
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

function cents(text: string | null): number {
  return Math.round(Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.')) * 100);
}

/** The cart as the api holds it, found through the cookie the shop set. */
async function apiCart(context: BrowserContext, shop: Shop): Promise<ApiCart> {
  const cookie = (await context.cookies(shop.origin)).find(
    (candidate) => candidate.name === 'cart',
  );
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.sameSite).toBe('Lax');
  const response = await fetch(
    `${apiUrl}/cart/v1/carts/${cookie?.value}/?store=${shop.store}&language=${shop.locale}`,
  );
  expect(response.status).toBe(200);
  return (await response.json()) as ApiCart;
}

/** Every row total and the cart's total on the page are the api's figures. */
async function expectServerPrices(page: Page, cart: ApiCart) {
  const rows = page.getByTestId('cart-row');
  await expect.poll(() => rows.count()).toBe(cart.rows.length);
  for (const row of cart.rows) {
    const shown = page.locator(`[data-testid="cart-row"][data-row-id="${row.id}"]`);
    expect(cents(await shown.getByTestId('row-total').textContent())).toBe(row.total_pvp);
  }
  expect(cents(await page.getByTestId('cart-subtotal').textContent())).toBe(cart.prices.pvp);
  expect(cents(await page.getByTestId('cart-total').textContent())).toBe(cart.prices.pvp_total);
}

describe.each(shops)('cart ($store)', (shop) => {
  const t = (key: MessageKey, params?: MessageParams) => translate(shop.locale, key, params);

  it('adds a plain product and a configured screen, then changes, discounts and removes', async () => {
    const { page, problems, close } = await openPage(browser);
    const context = page.context();
    const panel = page.getByRole('dialog', { name: t('cartPage.panel.title') });

    // A plain product goes straight to the cart, and the side panel opens on it.
    await page.goto(`${shop.origin}${shop.plain.path}`);
    // The form asks for a JSON answer once React runs; a click before that is a plain post.
    await page.locator('#add-to-cart input[name="answer"]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: t('cartPage.add.button') }).click();
    await expect.poll(() => panel.isVisible()).toBe(true);
    expect(await panel.getByText(t('cartPage.add.added')).count()).toBe(1);
    await expect.poll(() => panel.getByTestId('cart-row').count()).toBe(1);
    await expect.poll(() => page.getByTestId('header-cart-count').textContent()).toBe('1');
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.isVisible()).toBe(false);

    // More than the stock is refused beside the button, and the cart is unchanged.
    await page.getByLabel(t('cartPage.add.quantity')).fill('999');
    await page.getByRole('button', { name: t('cartPage.add.button') }).click();
    await expect
      .poll(() => page.getByTestId('add-to-cart-error').textContent())
      .toBe(t('domain.errors.stock.out_of_stock'));
    expect((await apiCart(context, shop)).size).toBe(1);

    // A made-to-measure screen, configured in the sidebar.
    await page.goto(`${shop.origin}${shop.screen}`);
    const sidebar = await configureScreen(page, shop.locale);
    await sidebar.getByRole('button', { name: t('product.configurator.addToCart') }).click();
    await expect.poll(() => panel.isVisible()).toBe(true);
    await expect.poll(() => panel.getByTestId('cart-row').count()).toBe(2);
    expect(await sidebar.isVisible()).toBe(false);
    await panel.getByRole('link', { name: t('cartPage.viewCart') }).click();
    await page.waitForURL(`${shop.origin}/cart`);

    // The cart page shows the api's prices, the configuration and the delivery promise.
    let cart = await apiCart(context, shop);
    await expectServerPrices(page, cart);
    expect(cart.prices.vat_rate * 100).toBeCloseTo(shop.vatPercent);
    expect(await page.getByText(t('cartPage.totals.vat', { rate: shop.vatPercent })).count()).toBe(
      1,
    );
    const screenRow = page
      .getByTestId('cart-row')
      .filter({ hasText: t('cartPage.row.madeToMeasure') });
    expect(await screenRow.locator('dl').textContent()).toContain('100');
    expect(await page.getByTestId('row-delivery').count()).toBe(2);

    // Quantity: one more of the plain product.
    await page
      .getByRole('button', { name: t('cartPage.row.increase', { name: shop.plain.name }) })
      .click();
    await expect.poll(async () => (await apiCart(context, shop)).size).toBe(3);
    cart = await apiCart(context, shop);
    await expect
      .poll(async () => cents(await page.getByTestId('cart-total').textContent()))
      .toBe(cart.prices.pvp_total);
    await expectServerPrices(page, cart);
    await expect.poll(() => page.getByTestId('header-cart-count').textContent()).toBe('3');

    // Coupons: an unknown code, then the edition's seeded one, then removing it.
    const code = page.getByLabel(t('cartPage.coupon.title'));
    const apply = page.getByRole('button', { name: t('cartPage.coupon.apply') });
    await code.fill('NOEXISTE');
    await apply.click();
    await expect
      .poll(() => page.getByTestId('coupon-message').textContent())
      .toBe(t('domain.errors.coupon.invalid'));
    await code.fill(shop.coupon.toLowerCase());
    await apply.click();
    await expect
      .poll(() => page.getByTestId('coupon-message').textContent())
      .toBe(t('cart.couponApplied'));
    cart = await apiCart(context, shop);
    expect(cart.prices.pvp_saved).toBeGreaterThan(0);
    expect(cents(await page.getByTestId('cart-discount').textContent())).toBe(
      cart.prices.pvp_saved,
    );
    await expectServerPrices(page, cart);
    await page
      .getByRole('button', { name: t('cartPage.coupon.removeLabel', { code: shop.coupon }) })
      .click();
    await expect
      .poll(() => page.getByTestId('coupon-message').textContent())
      .toBe(t('cart.couponRemoved'));
    await expect.poll(() => page.getByTestId('cart-discount').count()).toBe(0);

    // Removing a row reads the cart again.
    await page
      .getByRole('button', { name: t('cartPage.row.removeLabel', { name: shop.plain.name }) })
      .click();
    await expect.poll(() => page.getByTestId('cart-row').count()).toBe(1);
    cart = await apiCart(context, shop);
    expect(cart.rows).toHaveLength(1);
    await expectServerPrices(page, cart);
    await expect.poll(() => page.getByTestId('header-cart-count').textContent()).toBe('1');

    await expectNoSeriousAxeViolations(page);
    expect(problems).toEqual([]);
    await close();
  });

  it('adds, changes and removes without JavaScript', async () => {
    const context = await newVisitorContext(browser, {
      viewport: viewports.phone,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();

    // Plain product: the form posts and the shopper lands on the cart.
    await page.goto(`${shop.origin}${shop.plain.path}`);
    await page.getByRole('button', { name: t('cartPage.add.button') }).click();
    await page.waitForURL(`${shop.origin}/cart`);
    await expect.poll(() => page.getByTestId('cart-row').count()).toBe(1);
    expect(await page.getByTestId('header-cart-count').textContent()).toBe('1');

    // Out of stock: back to the product, with the reason beside the button.
    await page.goto(`${shop.origin}${shop.plain.path}`);
    await page.getByLabel(t('cartPage.add.quantity')).fill('999');
    await page.getByRole('button', { name: t('cartPage.add.button') }).click();
    await page.waitForURL((url) => url.pathname === shop.plain.path);
    expect(await page.getByTestId('add-to-cart-error').textContent()).toBe(
      t('domain.errors.stock.out_of_stock'),
    );

    // Made-to-measure screen through the plain configurator form.
    await page.goto(`${shop.origin}${shop.screen}`);
    const form = page.locator('#configurador');
    await form.locator('summary').click();
    for (const name of await form
      .locator('input[type="radio"]')
      .evaluateAll((radios) => [...new Set(radios.map((radio) => radio.getAttribute('name')))]))
      await form.locator(`input[type="radio"][name="${name}"]`).first().check();
    const measures = form.locator('input[type="number"][name^="measure-"]');
    await measures.nth(0).fill('100');
    await measures.nth(1).fill('190');
    await form.getByRole('button', { name: t('product.configurator.noScript.submit') }).click();
    await page.getByRole('button', { name: t('cartPage.add.button') }).click();
    await page.waitForURL(`${shop.origin}/cart`);
    await expect.poll(() => page.getByTestId('cart-row').count()).toBe(2);

    // Quantity with + and by typing, then removal: each a plain post and a redirect.
    const plainRow = page.getByTestId('cart-row').filter({ hasText: shop.plain.name });
    await page
      .getByRole('button', { name: t('cartPage.row.increase', { name: shop.plain.name }) })
      .click();
    await page.waitForURL(`${shop.origin}/cart`);
    expect(await plainRow.getByTestId('row-quantity').inputValue()).toBe('2');
    await plainRow.getByTestId('row-quantity').fill('4');
    await plainRow.getByRole('button', { name: t('cartPage.row.update') }).click();
    await page.waitForURL(`${shop.origin}/cart`);
    expect(await plainRow.getByTestId('row-quantity').inputValue()).toBe('4');
    const cart = await apiCart(context, shop);
    expect(cart.size).toBe(5);
    await expectServerPrices(page, cart);

    for (const name of [shop.plain.name, null]) {
      const button = name
        ? page.getByRole('button', { name: t('cartPage.row.removeLabel', { name }) })
        : page.getByRole('button', { name: t('cartPage.row.remove') }).first();
      await button.click();
      await page.waitForURL(`${shop.origin}/cart`);
    }
    expect(await page.getByText(t('cartPage.empty.title')).count()).toBe(1);
    expect(await page.getByTestId('header-cart-count').textContent()).toBe('0');
    await context.close();
  });
});
