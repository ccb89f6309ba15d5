import {
  localeTags,
  translate,
  type Locale,
  type MessageKey,
  type MessageParams,
} from '@shop/i18n';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, placeTransferOrder, shops, type CheckoutShop } from './checkout-fixtures.ts';
import { launchBrowser, openPage } from './shop.ts';
import { signInOrderManager, staffCall } from './staff-fixtures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function json<Body>(path: string, shop: CheckoutShop): Promise<Body> {
  const response = await fetch(`${apiUrl}${path}&store=${shop.store}&language=${shop.locale}`);
  expect(response.ok).toBe(true);
  return (await response.json()) as Body;
}

const t = (locale: Locale) => (key: MessageKey, params?: MessageParams) =>
  translate(locale, key, params);

async function lookUp(page: Page, shop: CheckoutShop, orderNumber: string) {
  await page.goto(`${shop.origin}/estado-pedido`);
  await page.locator('#email').fill(shop.contact.email);
  await page.locator('#order_number').fill(orderNumber);
  await page.getByRole('button', { name: t(shop.locale)('orderStatus.submit') }).click();
  await expect.poll(() => page.getByTestId('order-shipment').count()).toBe(1);
  return (await page.getByTestId('order-shipment').textContent()) ?? '';
}

describe.each(shops)('the customer follows what staff do ($store)', (shop) => {
  it('sees a delay with its new date, then the shipment with carrier and tracking', async () => {
    const say = t(shop.locale);
    const { cartId, orderNumber } = await placeTransferOrder(shop);
    const cart = await json<{ order: { total: number } }>(`/cart/v1/carts/${cartId}/?`, shop);
    const [subOrder] = (
      await json<{ results: { id: number; order_id: number }[] }>(
        `/cart/v1/sub-orders/?cart=${cartId}`,
        shop,
      )
    ).results;
    if (!subOrder) throw new Error('the order has no sub-order');
    const cookie = await signInOrderManager();
    const order = `orders/${subOrder.order_id}`;
    await staffCall(cookie, `${order}/transfer-received/`, {
      amount: cart.order.total,
      received_on: new Date().toISOString().slice(0, 10),
      reference: `BANK-${orderNumber}`,
    });
    const newDate = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    await staffCall(cookie, `${order}/sub-orders/${subOrder.id}/delay/`, { expected_on: newDate });

    const { page, close } = await openPage(browser, 'phone');
    const delayed = await lookUp(page, shop, orderNumber);
    expect(delayed).toContain(
      say('orderStatus.order.shipment', { status: say('domain.subOrderStatus.400') }),
    );
    const longDate = new Intl.DateTimeFormat(localeTags[shop.locale], {
      dateStyle: 'long',
      // Noon UTC is the same calendar day in the shop's zone: the page shows this day.
      timeZone: 'UTC',
    }).format(new Date(`${newDate}T12:00:00Z`));
    expect(delayed).toContain(say('orderStatus.order.expectedOn', { date: longDate }));

    await staffCall(cookie, `${order}/sub-orders/${subOrder.id}/ship/`, {
      carrier: 'SEUR',
      tracking_number: `TRK-${orderNumber}`,
    });
    const shipped = await lookUp(page, shop, orderNumber);
    expect(shipped).toContain(
      say('orderStatus.order.shipment', { status: say('domain.subOrderStatus.600') }),
    );
    expect(shipped).toContain(
      say('orderStatus.order.tracking', { carrier: 'SEUR', number: `TRK-${orderNumber}` }),
    );
    await close();
  });
});
