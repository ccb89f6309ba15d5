import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { orders } from '@shop/db';
import { shopIsoDateOf } from '@shop/domain';
import { eq } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAdyenItem, type NotificationRequestItem } from '../payments/adyen-notification.ts';
import { startAdyenSandbox } from '../payments/adyen-sandbox.ts';
import { checkoutClient, newKey, orderOf } from '../routes/payment/checkout-test-fixtures.ts';
import { smtpSink } from '../testing/smtp-sink.ts';
import { merchantDetailsFromEnv } from './merchant-details.ts';
import { readOrderDocument } from './order-document.ts';
import { insertOrder } from './order-fixture.ts';
import { enqueueShopOrderNotification } from './shop-order-notification.ts';
import { demoStaffEmails, staffHeaders } from '../testing/staff-sign-in.ts';
import { openTestApp } from '../testing/test-app.ts';
import { parseEnv } from '../env.ts';

// The shop is set up as for a real Adyen account pointed at a sandbox whose HMAC key the test
// knows, so it can sign (and replay) notifications as Adyen does; mail goes to a local server.
const hmacKey = randomBytes(32).toString('hex').toUpperCase();
const merchantAccount = 'MamparasShopNoticeECOM';
const shopAddress = 'tienda@shop-notices.example';
const dataDir = mkdtempSync(join(tmpdir(), 'shop-notices-'));
let sandbox: Awaited<ReturnType<typeof startAdyenSandbox>>;
let sink: Awaited<ReturnType<typeof smtpSink>>;
let testApp: Awaited<ReturnType<typeof openTestApp>>;
let checkout: ReturnType<typeof checkoutClient>;

beforeAll(async () => {
  sandbox = await startAdyenSandbox({ apiKey: 'notices-key', merchantAccount, hmacKey });
  sink = await smtpSink();
  testApp = await openTestApp({
    DATA_DIR: dataDir,
    ADYEN_API_URL: sandbox.url,
    ADYEN_API_KEY: 'notices-key',
    ADYEN_MERCHANT_ACCOUNT: merchantAccount,
    ADYEN_HMAC_KEY: hmacKey,
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    SHOP_NOTIFICATION_EMAIL: shopAddress,
    STAFF_APP_URL: 'https://gestion.mamparas.example/',
  });
  await testApp.app.ready();
  checkout = checkoutClient(testApp);
});
afterAll(async () => {
  await testApp.close();
  await sandbox.close();
  await new Promise((resolve) => sink.server.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

function authorisation(reference: string, amount: number): NotificationRequestItem {
  const item: NotificationRequestItem = {
    eventCode: 'AUTHORISATION',
    success: 'true',
    pspReference: `PSP${randomBytes(6).toString('hex').toUpperCase()}`,
    merchantAccountCode: merchantAccount,
    merchantReference: reference,
    amount: { value: amount, currency: 'EUR' },
  };
  return { ...item, additionalData: { hmacSignature: signAdyenItem(item, hmacKey) } };
}

const notify = (item: NotificationRequestItem) =>
  testApp.app.inject({
    method: 'POST',
    url: '/payment/v1/adyen/notifications/',
    payload: { live: 'false', notificationItems: [{ NotificationRequestItem: item }] },
  });

/** Every e-mail the mail server has received so far, after the outbox sender's rounds. */
async function mailsReceived(): Promise<ParsedMail[]> {
  await testApp.app.background.runNow();
  return Promise.all(sink.messages.map((raw) => simpleParser(Buffer.from(raw, 'latin1'))));
}

const recipient = (mail: ParsedMail) => [mail.to].flat()[0]?.value[0]?.address;

/** The shop's notices about one order, once the outbox is empty. */
async function shopNoticesOf(orderNumber: string): Promise<ParsedMail[]> {
  let mails: ParsedMail[] = [];
  await expect
    .poll(
      async () => {
        mails = (await mailsReceived()).filter(
          (mail) => recipient(mail) === shopAddress && mail.subject?.includes(orderNumber),
        );
        return mails.length;
      },
      { timeout: 20_000, interval: 250 },
    )
    .toBeGreaterThan(0);
  return mails;
}

describe('the shop is told of each new order', () => {
  it('once for a card order paid by a notification delivered twice, in Spanish, with a link to the staff app', async () => {
    const cart = await checkout.readyCart();
    const started = await checkout.startCard(cart.id);
    expect(started.statusCode).toBe(201);
    const start = started.json<{ payment_reference: string; order_number: string }>();
    const item = authorisation(start.payment_reference, cart.prices.pvp_total);
    expect((await notify(item)).body).toBe('[accepted]');
    const { order } = await orderOf(testApp, start.order_number);
    expect(order.status).toBe(400);

    const [notice, ...more] = await shopNoticesOf(start.order_number);
    expect(more).toEqual([]);
    // Adyen delivers the same notification again: the order was paid once, the shop told once.
    expect((await notify(item)).body).toBe('[accepted]');
    await testApp.app.background.runNow();
    expect(await shopNoticesOf(start.order_number)).toHaveLength(1);

    expect(notice?.subject).toMatch(
      new RegExp(`^Nuevo pedido ${start.order_number} · ESSM · \\d+,\\d{2}\\s€$`),
    );
    const text = notice?.text ?? '';
    expect(text).toContain(`El pedido ${start.order_number} está pagado`);
    expect(text).toContain('Tienda: Mamparas Shop (ESSM)');
    expect(text).toContain('Cliente: Ana García López');
    expect(text).toContain('Correo electrónico: ana.garcia@example.com');
    expect(text).toContain('Forma de pago: Tarjeta');
    expect(text).toMatch(/1 x .+: \d+,\d{2}\s€/);
    expect(text).toContain('Calle Mayor, 12');
    const staffLink = `https://gestion.mamparas.example/orders/${order.id}`;
    expect(text).toContain(staffLink);
    expect(notice?.html).toContain(`href="${staffLink}"`);
    expect(notice?.replyTo?.value[0]?.address).toBe('ana.garcia@example.com');
  });

  it('once for a transfer order, in French on the French edition: when placed, not again when paid', async () => {
    const cart = await checkout.readyCart({ store: 'FRSM' });
    const placed = await checkout.post(
      'transfer/payments/create_order/',
      { cart: cart.id, idempotency_key: newKey() },
      'store=FRSM',
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const number = placed.json<{ order_number: string }>().order_number;
    const [notice, ...more] = await shopNoticesOf(number);
    expect(more).toEqual([]);
    expect(notice?.subject).toMatch(new RegExp(`^Nouvelle commande ${number} · FRSM · `));
    const text = notice?.text ?? '';
    expect(text).toContain(`La commande ${number} sera payée par virement`);
    expect(text).toContain('Client\u00a0: Claire Martin');
    expect(text).toMatch(/Mode de paiement\u00a0: Virement/);

    // Staff record the money: the customer hears of it, the shop already knew of the order.
    const { order } = await orderOf(testApp, number);
    const received = await testApp.app.inject({
      method: 'POST',
      url: `/admin/v1/orders/${order.id}/transfer-received/?language=es`,
      headers: await staffHeaders(testApp.app, demoStaffEmails.order_manager),
      payload: {
        amount: order.total,
        received_on: shopIsoDateOf(new Date()),
        reference: `BANK-${number}`,
      },
    });
    expect(received.statusCode, received.body).toBe(200);
    await expect
      .poll(
        async () =>
          (await mailsReceived()).filter(
            (mail) =>
              recipient(mail) === 'claire.martin@example.fr' && mail.subject?.includes(number),
          ).length,
        { timeout: 20_000, interval: 250 },
      )
      .toBe(2);
    expect(await shopNoticesOf(number)).toHaveLength(1);
  });

  it('lists each row with its configuration in the edition’s language, whatever the customer’s', async () => {
    const order = await insertOrder(testApp.db, {
      rows: [{ productRef: 'AQN-KALA-CM', totalPvp: 46900, quantity: 2 }],
      observations: 'Llamar antes de subir',
    });
    // A French-speaking customer of the Spanish edition: the shop still reads Spanish.
    await testApp.db.update(orders).set({ language: 'fr' }).where(eq(orders.id, order.id));
    await testApp.db.transaction((tx) => enqueueShopOrderNotification(tx, order.id));
    const [notice] = await shopNoticesOf(order.number);
    const text = notice?.text ?? '';
    expect(notice?.subject).toMatch(/^Nuevo pedido /);
    const merchant = merchantDetailsFromEnv(parseEnv({ NODE_ENV: 'test' }));
    const document = await readOrderDocument(testApp.db, order.id, merchant, 'store');
    const configuration = document?.lines[0]?.configuration ?? [];
    expect(configuration.length).toBeGreaterThan(0);
    expect(text).toMatch(/2 x .+: 469,00\s€/);
    for (const entry of configuration) expect(text).toContain(`${entry.label}: ${entry.value}`);
    expect(text).toContain('Observaciones del cliente\nLlamar antes de subir');
  });
});
