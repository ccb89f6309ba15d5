import { readFile } from 'node:fs/promises';
import { translate, type Locale, type MessageKey, type MessageParams } from '@shop/i18n';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  editions,
  expectNoSeriousAxeViolations,
  launchBrowser,
  viewports,
  newVisitorContext,
} from './shop.ts';
import {
  apiCart,
  createGuestCart,
  fillCheckoutData,
  payByCard,
  placeOrder,
  shops,
  type CheckoutShop,
} from './checkout-fixtures.ts';

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

/** A guest's browser holding a cart with one plain product (the cart cookie the shop sets). */
async function guest(
  shop: CheckoutShop,
  options: { javaScript?: boolean; viewport?: keyof typeof viewports } = {},
) {
  const context = await newVisitorContext(browser, {
    viewport: viewports[options.viewport ?? 'desktop'],
    javaScriptEnabled: options.javaScript ?? true,
  });
  const cartId = await createGuestCart(shop);
  await context.addCookies([
    { name: 'cart', value: cartId, url: shop.origin, httpOnly: true, sameSite: 'Lax' },
  ]);
  const page = await context.newPage();
  const problems: string[] = [];
  // Only the shop's own pages count: the providers' sandbox pages are not ours.
  page.on('console', (message) => {
    if (message.type() === 'error' && message.location().url.startsWith(shop.origin))
      problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.stack ?? error.message));
  return { context, page, cartId, problems };
}

function translator(locale: Locale) {
  return (key: MessageKey, params?: MessageParams) => translate(locale, key, params);
}

async function heading(page: Page): Promise<string | null> {
  return page.getByRole('heading', { level: 1 }).textContent();
}

async function errorOf(page: Page, field: string): Promise<string | null> {
  const message = page.getByTestId(`error-${field}`);
  return (await message.count()) > 0 ? message.textContent() : null;
}

async function expectCookieGone(context: BrowserContext, shop: CheckoutShop) {
  const cookies = await context.cookies(shop.origin);
  expect(cookies.find((cookie) => cookie.name === 'cart')).toBeUndefined();
}

describe.each(shops)('checkout ($store)', (shop) => {
  const t = translator(shop.locale);

  it('checks fields as they are left, keeps what is valid, and pays by card', async () => {
    const { context, page, cartId, problems } = await guest(shop);
    await page.goto(`${shop.origin}/checkout`);
    await expect.poll(() => heading(page)).toBe(t('checkout.title'));
    expect(await page.locator('[aria-current="step"]').textContent()).toContain(
      t('checkout.steps.details'),
    );

    await page.locator('#email').fill(shop.contact.email);
    await page.locator('#name').fill('Ana');
    await page.locator('#surnames').fill('García López');
    await page.locator('#phone').fill(shop.contact.phone);
    await page.locator('#shipping_address').fill(shop.address.street);
    await page.locator('#shipping_number').fill('12');
    await page.locator('#shipping_postal_code').fill(shop.refusedPostalCode.code);
    await page.locator('#shipping_city').fill(shop.address.city);
    await page.locator('#shipping_province').fill(shop.address.province);
    await page.getByLabel(t('checkout.shipping.differentBilling')).check();
    await page.locator('#billing_business_name').fill('Ana García López');
    await page.locator('#billing_tax_id').fill(shop.badTaxId.value);
    await page.locator('#billing_address').fill(shop.address.street);
    await page.locator('#billing_number').fill('12');
    await page.locator('#billing_postal_code').fill(shop.address.postalCode);
    await page.locator('#billing_city').fill(shop.address.city);
    await page.locator('#billing_province').blur();

    // Messages next to their fields, in the edition's language.
    await expect
      .poll(() => errorOf(page, 'shipping_postal_code'))
      .toContain(t(shop.refusedPostalCode.message));
    expect(await errorOf(page, 'billing_tax_id')).toContain(t(shop.badTaxId.message));
    expect(await page.locator('#shipping_postal_code').getAttribute('aria-invalid')).toBe('true');

    // Placing now is refused in the page: the first wrong field gets the focus.
    await page.locator('#billing_province').fill(shop.address.province);
    await placeOrder(page, shop, 'card');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id))
      .toBe('shipping_postal_code');

    await page.locator('#shipping_postal_code').fill(shop.address.postalCode);
    await page.locator('#billing_tax_id').fill(shop.goodTaxId);
    await page.locator('#email').focus();
    await expect.poll(() => errorOf(page, 'shipping_postal_code')).toBeNull();
    expect(await errorOf(page, 'billing_tax_id')).toBeNull();

    // Everything valid was kept on the cart in the background: a reload finds it.
    await expect
      .poll(async () => {
        const cart = await apiCart(shop, cartId);
        return [cart.shipping_postal_code, cart.billing_tax_id, cart.payment_method_selected];
      })
      .toEqual([shop.address.postalCode, shop.goodTaxId, 'card']);
    await page.reload();
    expect(await page.locator('#email').inputValue()).toBe(shop.contact.email);
    expect(await page.locator('#shipping_postal_code').inputValue()).toBe(shop.address.postalCode);
    expect(await page.locator('#billing_tax_id').inputValue()).toBe(shop.goodTaxId);
    expect(await page.getByLabel(t('checkout.shipping.differentBilling')).isChecked()).toBe(true);
    expect(
      await page.locator('input[name="payment_method_selected"][value="card"]').isChecked(),
    ).toBe(true);
    await expectNoSeriousAxeViolations(page);

    const total = (await apiCart(shop, cartId)).prices.pvp_total;
    expect(cents(await page.getByTestId('summary-total').textContent())).toBe(total);
    await placeOrder(page, shop, 'card');
    await payByCard(page, '4111 1111 1111 1111');

    await page.waitForURL(/\/checkout\/result\/[A-Za-z0-9]+$/);
    await expect.poll(() => heading(page)).toBe(t('checkout.result.authorized.title'));
    expect(await page.getByText(t('checkout.result.authorized.email')).count()).toBe(1);
    const orderNumber = await page.getByTestId('order-number').textContent();
    expect(orderNumber).toMatch(new RegExp(`^${shop.store.slice(0, 2)}\\d{8}$`));
    expect(cents(await page.getByTestId('order-total').textContent())).toBe(total);
    expect(await page.getByTestId('delivery-promise').count()).toBeGreaterThan(0);
    expect((await apiCart(shop, cartId)).order_number).toBe(orderNumber);
    await expectCookieGone(context, shop);
    await expectNoSeriousAxeViolations(page);

    // The paid order, looked up: paid, invoiced, an incident can be opened, nothing to pay.
    await page.getByRole('link', { name: t('checkout.result.orderStatus') }).click();
    await page.locator('#email').fill(shop.contact.email);
    await page.locator('#order_number').fill(orderNumber ?? '');
    await page.getByRole('button', { name: t('orderStatus.submit') }).click();
    await expect.poll(() => page.getByTestId('order-status').count()).toBe(1);
    expect(await page.getByTestId('order-status').textContent()).toBe(t('domain.orderStatus.400'));
    expect(await page.getByText(t('orderStatus.order.noInvoice')).count()).toBe(0);
    // The guest downloads the invoice from here: a PDF, proven by the same e-mail and number.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('guest-invoice-download').click(),
    ]);
    const pdf = await readFile((await download.path()) ?? '');
    expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect(
      await page
        .locator('summary')
        .filter({ hasText: t('orderStatus.actions.incident') })
        .count(),
    ).toBe(1);
    expect(await page.getByRole('button', { name: t('orderStatus.actions.pay') }).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('fits a phone screen: no sideways scrolling, the VAT and the coupon field in sight', async () => {
    const { context, page } = await guest(shop, { viewport: 'phone' });
    await page.goto(`${shop.origin}/checkout`, { waitUntil: 'networkidle' });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'no horizontal scrolling on a 390 px screen').toBeLessThanOrEqual(0);
    const cart = await apiCart(
      shop,
      (await context.cookies()).find((c) => c.name === 'cart')?.value ?? '',
    );
    expect(
      await page
        .getByText(
          t('checkout.summary.vatIncluded', { rate: Math.round(cart.prices.vat_rate * 100) }),
        )
        .count(),
    ).toBe(1);
    expect(await page.getByLabel(t('cartPage.coupon.title')).isVisible()).toBe(true);
    await context.close();
  });

  it('shows the failure of a refused card and pays again with PayPal', async () => {
    const { context, page, cartId, problems } = await guest(shop);
    await fillCheckoutData(shop, cartId);
    await page.goto(`${shop.origin}/checkout`);
    await placeOrder(page, shop, 'card');
    await payByCard(page, '4000 0000 0000 0002');

    await page.waitForURL(/\/checkout\/result\//);
    expect(await page.getByTestId('payment-error').textContent()).toBe(
      t('domain.errors.payment.failed'),
    );
    const orderNumber = await page.getByTestId('order-number').textContent();
    await page.getByRole('link', { name: t('checkout.result.error.payAgain') }).click();

    // The same order, paid with another method.
    await expect
      .poll(() => heading(page))
      .toBe(t('checkout.payTitle', { number: orderNumber ?? '' }));
    await placeOrder(page, shop, 'paypal');
    await page.waitForURL((url) => url.hostname === '127.0.0.1');
    await page.locator('#email').fill('buyer@example.com');
    await page.locator('#password').fill('sandbox');
    await page.locator('#password').press('Enter');

    await page.waitForURL(/\/checkout\/result\/[A-Za-z0-9]+$/);
    await expect.poll(() => heading(page)).toBe(t('checkout.result.authorized.title'));
    expect(await page.getByTestId('order-number').textContent()).toBe(orderNumber);
    await expectCookieGone(context, shop);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('places a transfer order and shows how to pay it', async () => {
    const { context, page, cartId, problems } = await guest(shop);
    await fillCheckoutData(shop, cartId);
    await page.goto(`${shop.origin}/checkout`);
    // The order is slow to place: the loader shows and the button cannot be pressed twice.
    await page.route('**/checkout.data*', async (route) => {
      if (route.request().method() === 'POST' && route.request().postData()?.includes('place'))
        await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await placeOrder(page, shop, 'transfer');
    const overlay = page.getByTestId('processing-overlay');
    await expect.poll(() => overlay.isVisible()).toBe(true);
    expect(await overlay.textContent()).toBe(t('checkout.place.processing'));
    expect(
      await page.getByRole('button', { name: t('checkout.place.submitTransfer') }).isDisabled(),
    ).toBe(true);

    await page.waitForURL(/\/checkout\/result\/[A-Za-z0-9]+$/);
    await expect.poll(() => heading(page)).toBe(t('checkout.result.transfer.title'));
    const cart = await apiCart(shop, cartId);
    expect(await page.getByTestId('order-number').textContent()).toBe(cart.order_number);
    expect(await page.getByTestId('transfer-concept').textContent()).toContain(cart.order_number);
    expect(await page.getByTestId('transfer-iban').textContent()).toMatch(/^[A-Z]{2}\d{2}/);
    expect(cents(await page.getByTestId('order-total').textContent())).toBe(cart.prices.pvp_total);
    expect(await page.getByText(t('checkout.result.transfer.stock')).count()).toBe(1);
    await expectNoSeriousAxeViolations(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('works without JavaScript: messages, typed values kept, then the order', async () => {
    const { context, page, cartId } = await guest(shop, { javaScript: false });
    await page.goto(`${shop.origin}/checkout`);
    await page.locator('#email').fill('ana@');
    await page.locator('#name').fill('Ana');
    await page.locator('#shipping_postal_code').fill(shop.refusedPostalCode.code);
    await page.getByRole('button', { name: t('checkout.place.submit') }).click();

    await page.waitForLoadState();
    expect(await page.getByTestId('checkout-alert').textContent()).toContain(
      t('checkout.form.errorSummary'),
    );
    expect(await errorOf(page, 'email')).toContain(t('domain.errors.email.invalid'));
    expect(await errorOf(page, 'surnames')).toContain(t('domain.errors.required.surname'));
    expect(await errorOf(page, 'shipping_postal_code')).toContain(
      t(shop.refusedPostalCode.message),
    );
    expect(await errorOf(page, 'payment_method_selected')).toContain(
      t('domain.errors.payment.method_required'),
    );
    expect(await page.locator('#name').inputValue()).toBe('Ana');
    expect(await page.locator('#email').inputValue()).toBe('ana@');
    // The valid name was kept on the cart, the wrong e-mail was not.
    const kept = await apiCart(shop, cartId);
    expect([kept.name, kept.email]).toEqual(['Ana', null]);

    await page.locator('#email').fill(shop.contact.email);
    await page.locator('#surnames').fill('García López');
    await page.locator('#phone').fill(shop.contact.phone);
    await page.locator('#shipping_address').fill(shop.address.street);
    await page.locator('#shipping_number').fill('12');
    await page.locator('#shipping_postal_code').fill(shop.address.postalCode);
    await page.locator('#shipping_city').fill(shop.address.city);
    await page.locator('#shipping_province').fill(shop.address.province);
    await page.locator('input[name="payment_method_selected"][value="transfer"]').check();
    await page.getByRole('button', { name: t('checkout.place.submit') }).click();

    await page.waitForURL(/\/checkout\/result\/[A-Za-z0-9]+$/);
    await expect.poll(() => heading(page)).toBe(t('checkout.result.transfer.title'));
    await context.close();
  });
});

describe('checkout with seQura (only the Spanish edition sells it)', () => {
  const [shop] = shops;
  const t = translator(shop.locale);

  it('is paid once seQura approves the financing, and fails when it refuses', async () => {
    const approved = await guest(shop);
    await fillCheckoutData(shop, approved.cartId);
    await approved.page.goto(`${shop.origin}/checkout`);
    await placeOrder(approved.page, shop, 'sequra_sp1');
    // seQura's own form, shown by the shop; the sandbox plays seQura's decision.
    await approved.page.getByRole('button', { name: 'Aprobar la financiación' }).click();
    await approved.page.waitForURL(/\/checkout\/result\//);
    // Paid by seQura's signed notification, which may land a moment after the shopper.
    await expect
      .poll(() => heading(approved.page), { timeout: 15_000 })
      .toBe(t('checkout.result.authorized.title'));
    expect(await approved.page.getByTestId('order-number').textContent()).toBe(
      (await apiCart(shop, approved.cartId)).order_number,
    );
    expect(approved.problems).toEqual([]);
    await approved.context.close();

    const refused = await guest(shop);
    await fillCheckoutData(shop, refused.cartId);
    await refused.page.goto(`${shop.origin}/checkout`);
    await placeOrder(refused.page, shop, 'sequra_sp1');
    await refused.page.getByRole('button', { name: 'Rechazar' }).click();
    await refused.page.waitForURL(/\/checkout\/result\//);
    await expect
      .poll(() => refused.page.getByTestId('payment-error').textContent(), { timeout: 15_000 })
      .toBe(t('domain.errors.payment.failed'));
    expect(refused.problems).toEqual([]);
    await refused.context.close();
  });
});

describe('checkout without a cart', () => {
  it('sends the visitor to the cart page', async () => {
    const context = await newVisitorContext(browser, { viewport: viewports.phone });
    const page = await context.newPage();
    await page.goto(`${editions.ESSM.origin}/checkout`);
    expect(new URL(page.url()).pathname).toBe('/cart');
    await context.close();
  });
});
