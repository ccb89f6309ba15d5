import { basename } from 'node:path';
import { invoices, orders, outboxEmails, payments } from '@shop/db';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startAdyenSandboxProcess,
  type AdyenSandboxProcess,
} from '../payments/testing/adyen-sandbox-process.ts';
import { claimMs } from '../mail/outbox.ts';
import { paymentNotificationPaths } from '../payments/payment-providers.ts';
import { startApiProcess, type ApiProcess } from './api-process.ts';
import { closedPort } from './closed-port.ts';
import { guestCheckout, type StoreCode } from './guest-checkout.ts';
import { orderInconsistencies, stockProduct } from './order-consistency.ts';
import { outboxEmlFiles } from './outbox-files.ts';

/**
 * The api as `npm start` runs it, on the suite's database (PGlite on disk in the PGlite run,
 * PostgreSQL in the other), killed with SIGKILL in the middle of a burst of card payments. The
 * Adyen sandbox runs in a process of its own, so it outlives the api and redelivers the
 * notifications the dead api never acknowledged, as Adyen does.
 */
let api: ApiProcess;
let adyen: AdyenSandboxProcess;
let productId: number;
const initialStock = 1_000;
const guests = 18;
/** The api is killed once this many guests have paid at the provider. */
const paidBeforeKill = 6;

beforeAll(async () => {
  const port = await closedPort();
  adyen = await startAdyenSandboxProcess({
    notificationUrl: `http://127.0.0.1:${port}${paymentNotificationPaths.adyen}`,
    // Adyen keeps retrying for days; half a second apart keeps the test short.
    retryDelaysMs: Array.from({ length: 240 }, () => 500),
  });
  api = await startApiProcess({
    port,
    database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    env: adyen.apiEnv,
    async beforeStart({ db }) {
      productId = await stockProduct(db, 'BRS-CL730', initialStock);
    },
  });
}, 240_000);
afterAll(async () => {
  await api?.close();
  await adyen?.close();
});

const storeOf = (guest: number): StoreCode => (guest % 2 === 0 ? 'ESSM' : 'FRSM');
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What an operator watches: `shop_outbox_emails_pending` on the api's /metrics. */
async function outboxEmailsPending(): Promise<number | string> {
  const response = await fetch(`${api.url}/metrics`).catch(() => null);
  if (!response?.ok) return `answered ${response?.status ?? 'nothing'}`;
  const line = /^shop_outbox_emails_pending (\d+)$/m.exec(await response.text());
  return line ? Number(line[1]) : 'no shop_outbox_emails_pending';
}

async function paymentStatus(reference: string, store: StoreCode): Promise<string> {
  const response = await fetch(`${api.url}/payment/v1/payments/${reference}/?store=${store}`).catch(
    () => null,
  );
  if (!response?.ok) return `answered ${response?.status ?? 'nothing'}`;
  return ((await response.json()) as { status: string }).status;
}

/**
 * The customers' e-mails in the outbox folder (each file name carries its order number); the
 * shop's own notice of each paid order is left out, or counting would stop before every
 * customer's confirmation is written.
 */
async function emailFiles(): Promise<string[]> {
  const names = (await outboxEmlFiles(api.dataDir)).map((file) => basename(file));
  return names.filter((name) => !name.includes('shop-new-order'));
}

describe('the api killed with SIGKILL in the middle of card payments', () => {
  it(
    'ends with every order paid at the provider paid, whole orders, exact stock, gapless invoices and one e-mail each',
    { timeout: 240_000 },
    async () => {
      const paidAtProvider = new Map<string, StoreCode>();
      let killed: Promise<unknown> | undefined;
      const burst = Array.from({ length: guests }, async (_, guest) => {
        const store = storeOf(guest);
        // Staggered, so the kill finds guests at every step of the checkout.
        await pause(guest * 150);
        return guestCheckout(api.url, store)
          .byCard(productId, 1 + (guest % 3), '4111111111111111', (reference) => {
            paidAtProvider.set(reference, store);
            if (paidAtProvider.size === paidBeforeKill) killed = api.kill('SIGKILL');
          })
          .then(
            () => 'completed',
            () => 'broken',
          );
      });
      const outcomes = await Promise.all(burst);
      await killed;
      expect(killed, 'the api was never killed').toBeDefined();
      // The kill cut some checkouts short: that is the point of the test.
      expect(outcomes).toContain('broken');

      await api.restart();
      // The sandbox redelivers what the dead api never acknowledged.
      for (const [reference, store] of paidAtProvider)
        await expect
          .poll(() => paymentStatus(reference, store), { timeout: 60_000, interval: 250 })
          .toBe('authorized');
      // One order confirmation per paid order, sent by the restarted api's outbox. The files are
      // no signal: the killed api may have written one and died before marking it sent, and its
      // claim on that row lasts claimMs before the restarted api sends it (finding the file).
      await expect
        .poll(() => outboxEmailsPending(), { timeout: claimMs + 60_000, interval: 250 })
        .toBe(0);
      expect((await emailFiles()).length).toBeGreaterThanOrEqual(paidAtProvider.size);
      await api.kill();

      const database = await api.openDatabase();
      try {
        const { db } = database;
        expect(await orderInconsistencies(db, new Map([[productId, initialStock]]))).toEqual([]);

        const paid = await db
          .select({ id: orders.id, number: orders.number, reference: payments.reference })
          .from(payments)
          .innerJoin(orders, eq(orders.id, payments.orderId))
          .where(eq(payments.status, 'authorized'));
        expect(paid.map((row) => row.reference).sort()).toEqual([...paidAtProvider.keys()].sort());

        const series = await db
          .select({ store: invoices.storeCode, sequence: invoices.sequence })
          .from(invoices);
        for (const store of new Set(series.map((row) => row.store))) {
          const numbers = series
            .filter((row) => row.store === store)
            .map((row) => row.sequence)
            .sort((a, b) => a - b);
          expect(numbers, `invoice series ${store}`).toEqual(
            numbers.map((_, index) => (numbers[0] ?? 1) + index),
          );
        }
        expect(series.length).toBeGreaterThanOrEqual(paid.length);

        const emails = await db
          .select({ dedupeKey: outboxEmails.dedupeKey, sentAt: outboxEmails.sentAt })
          .from(outboxEmails)
          .where(
            inArray(
              outboxEmails.dedupeKey,
              paid.map((order) => `order:${order.id}:orderConfirmation`),
            ),
          );
        expect(emails).toHaveLength(paid.length);
        expect(emails.filter((email) => email.sentAt === null)).toEqual([]);
        const files = await emailFiles();
        for (const order of paid)
          expect(
            files.filter((name) => name.includes(`-${order.number}-`)),
            `e-mails of order ${order.number}`,
          ).toHaveLength(1);
      } finally {
        await database.close();
      }
    },
  );
});
