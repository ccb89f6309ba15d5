import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { invoices, paymentNotifications } from '@shop/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  signAdyenItem,
  verifyAdyenNotification,
  type NotificationRequestItem,
} from '../../payments/adyen-notification.ts';
import { startAdyenSandbox } from '../../payments/adyen-sandbox.ts';
import { openTestApp } from '../../testing/test-app.ts';
import { checkoutClient, orderOf } from './checkout-test-fixtures.ts';

// The shop is configured as for a real Adyen account (URL, key, merchant, HMAC key), pointed at
// a sandbox whose HMAC key the test knows, so it can sign notifications as Adyen does.
const hmacKey = randomBytes(32).toString('hex').toUpperCase();
const merchantAccount = 'MamparasNotificationsECOM';
const dataDir = mkdtempSync(join(tmpdir(), 'shop-notifications-'));
let sandbox: Awaited<ReturnType<typeof startAdyenSandbox>>;
let testApp: Awaited<ReturnType<typeof openTestApp>>;
let checkout: ReturnType<typeof checkoutClient>;

beforeAll(async () => {
  sandbox = await startAdyenSandbox({ apiKey: 'notifications-key', merchantAccount, hmacKey });
  testApp = await openTestApp({
    DATA_DIR: dataDir,
    ADYEN_API_URL: sandbox.url,
    ADYEN_API_KEY: 'notifications-key',
    ADYEN_MERCHANT_ACCOUNT: merchantAccount,
    ADYEN_HMAC_KEY: hmacKey,
  });
  await testApp.app.ready();
  checkout = checkoutClient(testApp);
});
afterAll(async () => {
  await testApp.close();
  await sandbox.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function pendingCardPayment() {
  const cart = await checkout.readyCart();
  const started = await checkout.startCard(cart.id);
  expect(started.statusCode).toBe(201);
  return { cart, start: started.json() };
}

function authorisation(
  reference: string,
  amount: number,
  overrides: Partial<NotificationRequestItem> = {},
): NotificationRequestItem {
  const item: NotificationRequestItem = {
    eventCode: 'AUTHORISATION',
    success: 'true',
    pspReference: `PSP${randomBytes(6).toString('hex').toUpperCase()}`,
    merchantAccountCode: merchantAccount,
    merchantReference: reference,
    amount: { value: amount, currency: 'EUR' },
    ...overrides,
  };
  return { ...item, additionalData: { hmacSignature: signAdyenItem(item, hmacKey) } };
}

const notify = (...items: NotificationRequestItem[]) =>
  testApp.app.inject({
    method: 'POST',
    url: '/payment/v1/adyen/notifications/',
    payload: {
      live: 'false',
      notificationItems: items.map((item) => ({ NotificationRequestItem: item })),
    },
  });

const recorded = (reference: string) =>
  testApp.db
    .select()
    .from(paymentNotifications)
    .where(eq(paymentNotifications.merchantReference, reference));

describe('Adyen notifications', () => {
  it('pay the order once, however many times the signed notification is delivered', async () => {
    const { cart, start } = await pendingCardPayment();
    const item = authorisation(start.payment_reference, cart.prices.pvp_total);
    const first = await notify(item);
    expect(first.body).toBe('[accepted]');
    const { order } = await orderOf(testApp, start.order_number);
    expect(order.status).toBe(400);
    const again = await notify(item);
    expect(again.body).toBe('[accepted]');
    expect(await recorded(start.payment_reference)).toHaveLength(1);
    const issued = await testApp.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(issued).toHaveLength(1);
  });

  it('change nothing when unsigned, tampered, for another amount or for an unknown payment', async () => {
    const { cart, start } = await pendingCardPayment();
    const signed = authorisation(start.payment_reference, cart.prices.pvp_total);
    const unsigned = { ...signed, additionalData: {} };
    const tampered = { ...signed, amount: { value: 1, currency: 'EUR' } };
    const otherAmount = authorisation(start.payment_reference, cart.prices.pvp_total - 100);
    const unknown = authorisation(`ESSM${Date.now()}unknownpaymentreference00000000000`, 1000);
    for (const item of [unsigned, tampered, otherAmount, unknown])
      expect((await notify(item)).body).toBe('[accepted]');
    expect((await orderOf(testApp, start.order_number)).order.status).toBe(300);
    const rows = await recorded(start.payment_reference);
    // Only the signed one for another amount is kept, as received and bound to no payment.
    expect(rows).toHaveLength(1);
    expect(rows[0]?.paymentId).toBeNull();
  });

  it('are applied by the retry job when a crash left them recorded but unapplied', async () => {
    const { cart, start } = await pendingCardPayment();
    const item = authorisation(start.payment_reference, cart.prices.pvp_total);
    const [checked] = verifyAdyenNotification(
      { live: 'false', notificationItems: [{ NotificationRequestItem: item }] },
      hmacKey,
    ).items;
    if (!checked) throw new Error('the signed item was not read');
    const longAgo = new Date(Date.now() - 5 * 60_000);
    const recordedUnapplied = {
      provider: 'adyen' as const,
      eventCode: 'AUTHORISATION',
      merchantReference: start.payment_reference,
      success: true,
      signatureValid: true,
      receivedAt: longAgo,
    };
    // What the inbox stores for a verified item, and a row no Adyen item can be read from.
    await testApp.db.insert(paymentNotifications).values([
      { ...recordedUnapplied, notificationKey: `left:${item.pspReference}`, payload: checked },
      {
        ...recordedUnapplied,
        notificationKey: `left:unreadable:${item.pspReference}`,
        payload: {},
      },
    ]);
    await testApp.app.background.runNow();
    const { order } = await orderOf(testApp, start.order_number);
    expect(order.status).toBe(400);
    await testApp.app.background.runNow();
    const issued = await testApp.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(issued).toHaveLength(1);
    const rows = await recorded(start.payment_reference);
    expect(
      rows
        .map((row) => [row.notificationKey.startsWith('left:unreadable'), row.appliedAt !== null])
        .sort(),
    ).toEqual([
      [false, true],
      [true, false],
    ]);
  });

  it('refuse an unreadable body with a 400', async () => {
    const answer = await testApp.app.inject({
      method: 'POST',
      url: '/payment/v1/adyen/notifications/',
      payload: { hello: 'world' },
    });
    expect(answer.statusCode).toBe(400);
  });
});
