import { translate } from '@shop/i18n';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, createGuestCart, fillCheckoutData, shops } from './checkout-fixtures.ts';
import { launchBrowser, newVisitorContext, viewports } from './shop.ts';

/*
 * A provider's answer brought back to the result page of another order (a shared link, a
 * replayed return URL) is refused by the api (409): the web says so and neither order changes.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

type Shop = (typeof shops)[number];

/** The payment's state as the api reports it. */
async function paymentState(shop: Shop, reference: string) {
  const response = await fetch(
    `${apiUrl}/payment/v1/payments/${reference}/?store=${shop.store}&language=${shop.locale}`,
  );
  const body = (await response.json()) as { status: string; order_number: string };
  return { status: body.status, order: body.order_number };
}

/**
 * Places an order paid with `method` and goes through the provider's sandbox page; the
 * provider's way back to the shop (its answer in the query) is returned.
 */
async function providerReturn(shop: Shop, method: 'card' | 'paypal'): Promise<URL> {
  const context = await newVisitorContext(browser, { viewport: viewports.desktop });
  const cartId = await createGuestCart(shop);
  await fillCheckoutData(shop, cartId);
  await context.addCookies([{ name: 'cart', value: cartId, url: shop.origin, httpOnly: true }]);
  const page = await context.newPage();
  let back: URL | undefined;
  // The provider's redirect back, with its answer in the query (the shop then drops it).
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.includes('/checkout/result') && url.search !== '') back ??= url;
  });
  await page.goto(`${shop.origin}/checkout`);
  await page.locator(`input[name="payment_method_selected"][value="${method}"]`).check();
  await page.getByRole('button', { name: translate(shop.locale, 'checkout.place.submit') }).click();
  await page.waitForURL((url) => url.hostname === '127.0.0.1');
  if (method === 'card') await payByCard(page);
  else await payByPaypal(page);
  await page.waitForURL(/\/checkout\/result\/[^/?]+$/);
  const result = new URL(page.url());
  await context.close();
  if (!back) throw new Error('no return');
  // The provider's answer (query) and the order's own result page (path).
  return new URL(`${result.pathname}${back.search}`, shop.origin);
}

async function payByCard(page: Page) {
  await page.locator('#card-number').fill('4111 1111 1111 1111');
  await page.locator('#card-expiry').fill('03/30');
  await page.locator('#card-cvc').fill('737');
  await page.locator('#card-holder').fill('Ana García');
  await page.locator('#card-number').press('Enter');
}

async function payByPaypal(page: Page) {
  await page.locator('#email').fill('buyer@example.com');
  await page.locator('#password').fill('sandbox');
  await page.locator('#password').press('Enter');
}

const referenceOf = (url: URL) => decodeURIComponent(url.pathname.split('/').at(-1) ?? '');

describe.each(shops)('a swapped provider result ($store)', (shop) => {
  it.each(['card', 'paypal'] as const)('%s: says so and changes neither order', async (method) => {
    const first = await providerReturn(shop, method);
    const second = await providerReturn(shop, method);
    const before = await Promise.all(
      [first, second].map((url) => paymentState(shop, referenceOf(url))),
    );

    // The first order's provider answer, brought to the second order's result page.
    const swapped = new URL(second.pathname, shop.origin);
    swapped.search = first.search;
    const context = await newVisitorContext(browser, { viewport: viewports.desktop });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.stack ?? error.message));
    const response = await page.goto(swapped.href);
    expect(response?.status()).toBe(409);
    expect(await page.getByRole('alert').textContent()).toBe(
      translate(shop.locale, 'checkout.result.notThisPayment.text'),
    );
    expect(problems).toEqual([]);
    await context.close();

    const after = await Promise.all(
      [first, second].map((url) => paymentState(shop, referenceOf(url))),
    );
    expect(after).toEqual(before);
  });
});
