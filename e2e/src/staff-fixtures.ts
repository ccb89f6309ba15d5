import { translate, type MessageKey, type MessageParams } from '@shop/i18n';
import { loadStaffTranslator } from '@shop/i18n/staff-app';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { apiUrl, shops } from './checkout-fixtures.ts';
import { staffAppOrigin } from './shop.ts';

/*
 * The staff app journeys' shared steps: signing staff in, finding an order, reading what the
 * order screen answers, and the staff api calls that prepare an order's state.
 */

/** The demo staff accounts (README), all with the demo password. */
export const staffAccounts = {
  owner: 'propietario@mamparas-demo.es',
  orderManager: 'pedidos@mamparas-demo.es',
  support: 'soporte@mamparas-demo.es',
} as const;
const staffPassword = 'demo1234';

/** The staff app's words in Spanish, its default language. */
export const staffWords = await loadStaffTranslator('es');
const t = staffWords;

/** Signs a staff member in through the sign-in screen; answers once it has moved on. */
export async function staffSignIn(page: Page, email: string) {
  await page.goto(`${staffAppOrigin}/sign-in`);
  await page.getByLabel(t('staffApp.signIn.email')).fill(email);
  await page.getByLabel(t('staffApp.signIn.password')).fill(staffPassword);
  await page.getByRole('button', { name: t('staffApp.signIn.submit') }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
}

/** The order's detail, found through the list's search; answers its address. */
export async function openOrder(page: Page, number: string): Promise<string> {
  await page.goto(`${staffAppOrigin}/orders?q=${number}`);
  await page.getByRole('link', { name: number, exact: true }).click();
  await page.waitForURL(/\/orders\/\d+$/);
  await expect
    .poll(() => page.getByRole('heading', { level: 1 }).textContent())
    .toBe(t('staffApp.order.title', { number }));
  return page.url();
}

/** What the order's actions panel last said (its status line). */
export const orderNotice = (page: Page) =>
  page
    .getByRole('region', { name: t('staffApp.orderActions.title'), exact: true })
    .getByRole('status')
    .textContent();

/** The order's status line under its title. */
export const orderHeader = (page: Page) =>
  page.getByRole('heading', { level: 1 }).locator('xpath=..').textContent();

/** The ids of the order's sub-orders, as their table lists them. */
export async function subOrderIds(page: Page): Promise<number[]> {
  const heads = await page
    .getByRole('region', { name: t('staffApp.order.subOrders') })
    .locator('tbody th')
    .allTextContents();
  return heads.map(Number);
}

/** A 1200x900 JPEG the browser draws (a gradient with stripes), as a camera's file would be. */
export async function drawnPhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 900;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    const gradient = context.createLinearGradient(0, 0, 1200, 900);
    gradient.addColorStop(0, '#d8cbb5');
    gradient.addColorStop(1, '#6d5a45');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 1200, 900);
    context.fillStyle = '#f4efe6';
    for (let x = 100; x < 1200; x += 200) context.fillRect(x, 150, 60, 600);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', 0.9),
    );
    if (!blob) throw new Error('no JPEG from the canvas');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

/** Today in the shop's calendar (Madrid), as a date field takes it. */
const shopToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());

/**
 * Marks the order's transfer received on its screen: the amount the form proposes, the day
 * typed in (today) and the bank's reference.
 */
export async function markTransferReceived(page: Page, number: string) {
  const transfer = page.getByRole('form', { name: t('staffApp.orderActions.transfer.title') });
  await transfer.getByLabel(t('staffApp.orderActions.transfer.receivedOn')).fill(shopToday());
  await transfer.getByLabel(t('staffApp.orderActions.transfer.reference')).fill(`BANK-${number}`);
  await transfer.getByRole('button', { name: t('staffApp.orderActions.transfer.submit') }).click();
  await expect.poll(() => orderNotice(page)).toBe(t('staffApp.orderActions.transfer.done'));
}

/** The order manager's session cookie, from the staff api itself. */
export async function signInOrderManager(): Promise<string> {
  const response = await fetch(`${apiUrl}/admin/v1/session/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: staffAccounts.orderManager, password: staffPassword }),
  });
  expect(response.status).toBe(200);
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

/** A staff call as the staff app makes it: session cookie and CSRF header. */
export async function staffCall(cookie: string, path: string, body: object = {}) {
  const response = await fetch(`${apiUrl}/admin/v1/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'staff-app', cookie },
    body: JSON.stringify(body),
  });
  expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
  return response.json();
}

const shop = shops[0];
const say = (key: MessageKey, params?: MessageParams) => translate('es', key, params);

/**
 * Checks out the page's cart (its `cart` cookie) in the Spanish shop, paying by transfer;
 * answers the order number the result page shows.
 */
export async function checkoutByTransfer(page: Page, email: string): Promise<string> {
  await page.goto(`${shop.origin}/checkout`);
  await page.locator('#email').fill(email);
  await page.locator('#name').fill('Lucía');
  await page.locator('#surnames').fill('Cliente Demo');
  await page.locator('#phone').fill(shop.contact.phone);
  await page.locator('#shipping_address').fill(shop.address.street);
  await page.locator('#shipping_number').fill('7');
  await page.locator('#shipping_postal_code').fill(shop.address.postalCode);
  await page.locator('#shipping_city').fill(shop.address.city);
  await page.locator('#shipping_province').fill(shop.address.province);
  await page.locator('input[name="payment_method_selected"][value="transfer"]').check();
  await page.getByRole('button', { name: say('checkout.place.submitTransfer') }).click();
  await page.waitForURL(/\/checkout\/result\/[A-Za-z0-9]+$/);
  // The address changes before the result page has loaded (it checks the order, slowly on a
  // busy machine): wait for its number.
  await expect.poll(() => page.getByTestId('order-number').count(), { timeout: 60_000 }).toBe(1);
  const number = (await page.getByTestId('order-number').textContent()) ?? '';
  expect(number).not.toBe('');
  return number;
}
