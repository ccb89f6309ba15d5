import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { outboxEmails } from '@shop/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutClient, orderOf, payByCard } from '../routes/payment/checkout-test-fixtures.ts';
import { silentServer } from '../testing/closed-port.ts';
import { openTestApp } from '../testing/test-app.ts';
import { startAdyenSandbox } from './adyen-sandbox.ts';
import { paymentNotificationPaths } from './payment-providers.ts';

/**
 * Adyen waits for our answer to a notification only so long, then retries: the answer must not
 * wait for the order e-mail the notification causes. Here the mail server accepts connections and
 * never says a word; the notifications pass through a relay that keeps the shop's answers.
 */
const credentials = {
  ADYEN_API_KEY: randomBytes(16).toString('hex'),
  ADYEN_MERCHANT_ACCOUNT: 'AckTestShop',
  ADYEN_HMAC_KEY: randomBytes(32).toString('hex').toUpperCase(),
};
const dataDir = mkdtempSync(join(tmpdir(), 'shop-ack-before-mail-'));
const acknowledgements: { status: number; body: string }[] = [];
let shopUrl = '';
let smtp: Awaited<ReturnType<typeof silentServer>>;
let relay: Server;
let adyen: Awaited<ReturnType<typeof startAdyenSandbox>>;
let testApp: Awaited<ReturnType<typeof openTestApp>>;

beforeAll(async () => {
  smtp = await silentServer();
  relay = createServer((request, response) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const answer = await fetch(`${shopUrl}${request.url ?? '/'}`, {
        method: 'POST',
        headers: { 'content-type': request.headers['content-type'] ?? 'application/json' },
        body: Buffer.concat(chunks),
      });
      const body = await answer.text();
      acknowledgements.push({ status: answer.status, body });
      response.writeHead(answer.status).end(body);
    })();
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const relayPort = (relay.address() as AddressInfo).port;
  adyen = await startAdyenSandbox({
    apiKey: credentials.ADYEN_API_KEY,
    merchantAccount: credentials.ADYEN_MERCHANT_ACCOUNT,
    hmacKey: credentials.ADYEN_HMAC_KEY,
    notificationUrl: `http://127.0.0.1:${relayPort}${paymentNotificationPaths.adyen}`,
    notificationRetryDelaysMs: [],
  });
  testApp = await openTestApp({
    ...credentials,
    ADYEN_API_URL: adyen.url,
    DATA_DIR: dataDir,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
  });
  shopUrl = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  // The hung mail server goes first: the background send it holds fails and the app can close.
  await smtp?.close();
  await testApp?.close();
  await adyen?.close();
  await new Promise((resolve) => relay?.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

describe('an Adyen notification while the mail server hangs', () => {
  it('is acknowledged with the order paid and its e-mail still waiting in the outbox', async () => {
    const checkout = checkoutClient(testApp);
    const cart = await checkout.readyCart();
    const started = await checkout.startCard(cart.id);
    expect(started.statusCode).toBe(201);
    const { redirect_url: redirectUrl, order_number: orderNumber } = started.json<{
      redirect_url: string;
      order_number: string;
    }>();
    // The shopper pays and never comes back: the notification alone settles the order.
    await payByCard(redirectUrl, '4111111111111111');

    await expect.poll(() => acknowledgements).toEqual([{ status: 200, body: '[accepted]' }]);
    const { order, payments } = await orderOf(testApp, orderNumber);
    expect(payments.map((payment) => payment.status)).toEqual(['authorized']);
    // Neither sent nor failed: when the answer left, the send to the silent server was pending.
    const [email] = await testApp.db
      .select({ sentAt: outboxEmails.sentAt, lastError: outboxEmails.lastError })
      .from(outboxEmails)
      .where(eq(outboxEmails.dedupeKey, `order:${order.id}:orderConfirmation`));
    expect(email).toEqual({ sentAt: null, lastError: null });
  });
});
