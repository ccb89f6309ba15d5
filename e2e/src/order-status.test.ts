import { translate, type Locale, type MessageKey, type MessageParams } from '@shop/i18n';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeTransferOrder, shops, type CheckoutShop } from './checkout-fixtures.ts';
import {
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

function translator(locale: Locale) {
  return (key: MessageKey, params?: MessageParams) => translate(locale, key, params);
}

async function lookUp(page: Page, shop: CheckoutShop, email: string, orderNumber: string) {
  const t = translator(shop.locale);
  await page.locator('#email').fill(email);
  await page.locator('#order_number').fill(orderNumber);
  await page.getByRole('button', { name: t('orderStatus.submit') }).click();
}

describe.each(shops)('order status ($store)', (shop) => {
  const t = translator(shop.locale);

  it('finds an order by e-mail and number, and refuses a wrong e-mail', async () => {
    const { orderNumber } = await placeTransferOrder(shop);
    const { page, problems, close } = await openPage(browser, 'phone');
    await page.goto(`${shop.origin}/estado-pedido`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      t('orderStatus.title'),
    );

    await page.getByRole('button', { name: t('orderStatus.submit') }).click();
    await expect
      .poll(() => page.getByTestId('error-email').textContent())
      .toContain(t('domain.errors.email.required'));
    expect(await page.getByTestId('error-order_number').textContent()).toContain(
      t('domain.errors.required.order_number'),
    );

    await lookUp(page, shop, 'someone.else@example.com', orderNumber);
    await expect
      .poll(() => page.getByTestId('lookup-error').textContent())
      .toBe(t('domain.errors.order.not_found'));
    expect(await page.getByTestId('order-details').count()).toBe(0);

    // Typed in lower case with spaces, and the e-mail in capitals: still the customer's order.
    await lookUp(
      page,
      shop,
      shop.contact.email.toUpperCase(),
      ` ${orderNumber.toLowerCase().slice(0, 4)} ${orderNumber.slice(4)} `,
    );
    const details = page.getByTestId('order-details');
    await expect.poll(() => details.count()).toBe(1);
    expect(await details.getByRole('heading', { level: 2 }).textContent()).toBe(
      t('orderStatus.order.title', { number: orderNumber }),
    );
    expect(await page.getByTestId('order-status').textContent()).toBe(t('domain.orderStatus.300'));
    expect(await details.textContent()).toContain(shop.address.street);
    expect(await details.textContent()).toContain(t('domain.paymentMethod.transfer'));
    expect(await page.getByTestId('lookup-error').count()).toBe(0);
    // Waiting for its transfer: it can be paid another way, there is nothing to complain about.
    expect(await page.getByRole('button', { name: t('orderStatus.actions.pay') }).count()).toBe(1);
    expect(await details.locator('summary').count()).toBe(0);
    await expectNoSeriousAxeViolations(page);

    // 'Pay my order' opens the checkout's payment step for that order.
    await page.getByRole('button', { name: t('orderStatus.actions.pay') }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(t('checkout.payTitle', { number: orderNumber }));
    expect(await page.locator('input[name="payment_method_selected"][value="card"]').count()).toBe(
      1,
    );
    // The refusals above are answered 400 and 404 on purpose; the browser logs those answers.
    expect(problems.filter((problem) => !/status of 40[04]/.test(problem))).toEqual([]);
    await close();
  });

  it('works without JavaScript', async () => {
    const { orderNumber } = await placeTransferOrder(shop);
    const context = await newVisitorContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${shop.origin}/estado-pedido`);
    await lookUp(page, shop, 'nobody@example.com', orderNumber);
    expect(await page.getByTestId('lookup-error').textContent()).toBe(
      t('domain.errors.order.not_found'),
    );
    expect(await page.locator('#order_number').inputValue()).toBe(orderNumber);
    await lookUp(page, shop, shop.contact.email, orderNumber);
    expect(await page.getByTestId('order-status').textContent()).toBe(t('domain.orderStatus.300'));
    await context.close();
  });
});
