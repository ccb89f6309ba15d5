import { translate } from '@shop/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiProcess, type ApiProcess } from './api-process.ts';
import {
  guestCheckout,
  UnexpectedAnswer,
  type Answer,
  type CheckoutResult,
  type StoreCode,
} from './guest-checkout.ts';
import { orderInconsistencies, stockProduct } from './order-consistency.ts';

/**
 * The api as `npm start` runs it, on PostgreSQL (in both runs of the suite), while the test
 * ends every connection to its database again and again under checkout traffic, as a database
 * restart or failover would.
 */
let api: ApiProcess;
let productId: number;
const initialStock = 100_000;

beforeAll(async () => {
  api = await startApiProcess({
    async beforeStart({ db }) {
      productId = await stockProduct(db, 'BRS-CL730', initialStock);
    },
  });
});
afterAll(async () => {
  await api?.close();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const languageOf = (store: StoreCode) => (store === 'ESSM' ? 'es' : 'fr');

interface Traffic {
  completed: (CheckoutResult & { store: StoreCode; method: 'transfer' | 'card' })[];
  /** Calls answered with another status than the checkout needed, and the store asked. */
  refused: { store: StoreCode; answer: Answer }[];
  /** Anything else: a connection refused (the process is gone), a timeout (it hangs). */
  broken: string[];
}

/** 20 guests checking out one after another, half by transfer, half by card. */
function checkoutLoops(traffic: Traffic, running: () => boolean) {
  return Array.from({ length: 20 }, async (_, guest) => {
    const store: StoreCode = guest % 2 === 0 ? 'ESSM' : 'FRSM';
    const method = guest % 4 < 2 ? 'transfer' : 'card';
    const shopper = guestCheckout(api.url, store);
    while (running()) {
      try {
        const result =
          method === 'transfer'
            ? await shopper.byTransfer(productId)
            : await shopper.byCard(productId);
        traffic.completed.push({ ...result, store, method });
      } catch (error) {
        if (error instanceof UnexpectedAnswer)
          traffic.refused.push({ store, answer: error.answer });
        else traffic.broken.push(String(error));
      }
    }
  });
}

/**
 * Ends every connection of the api's database in several rounds, more if the first ones
 * happened to hit no request; stops early if the api crashed. Answers the connections ended.
 */
async function terminateRepeatedly(traffic: Traffic): Promise<{ rounds: number; ended: number }> {
  let rounds = 0;
  let ended = 0;
  while (api.crashes.length === 0 && (rounds < 4 || (traffic.refused.length < 3 && rounds < 15))) {
    ended += await api.terminateBackends();
    rounds += 1;
    await pause(500 + Math.random() * 500);
  }
  return { rounds, ended };
}

describe('the api when PostgreSQL ends its connections under checkout traffic', () => {
  it(
    'fails only the requests in flight with a 503 in their language, and lives on',
    {
      timeout: 240_000,
    },
    async () => {
      const pid = api.pid;
      const traffic: Traffic = { completed: [], refused: [], broken: [] };
      let running = true;
      const loops = checkoutLoops(traffic, () => running);
      const deadline = Date.now() + 120_000;
      while (traffic.completed.length < 5 && Date.now() < deadline) await pause(100);
      const { rounds, ended } = await terminateRepeatedly(traffic);
      running = false;
      await Promise.all(loops);

      expect(api.crashes, api.output()).toEqual([]);
      expect(api.pid).toBe(pid);
      expect(ended).toBeGreaterThanOrEqual(rounds);
      expect(traffic.broken).toEqual([]);
      expect(traffic.refused.length).toBeGreaterThan(0);
      for (const { store, answer } of traffic.refused)
        expect(
          { call: answer.call, status: answer.status, body: answer.body },
          answer.call,
        ).toEqual({
          call: answer.call,
          status: 503,
          body: { detail: translate(languageOf(store), 'api.databaseUnavailable') },
        });

      // The pool opened new connections: guests buy again, in both editions, by both methods.
      for (const store of ['ESSM', 'FRSM'] as const) {
        const shopper = guestCheckout(api.url, store);
        expect(await shopper.byTransfer(productId)).toMatchObject({ status: 'pending' });
        expect(await shopper.byCard(productId)).toMatchObject({ status: 'authorized' });
      }

      const database = await api.openDatabase();
      try {
        expect(
          await orderInconsistencies(database.db, new Map([[productId, initialStock]])),
        ).toEqual([]);
      } finally {
        await database.close();
      }
    },
  );
});
