import { randomUUID } from 'node:crypto';
import { orders, productTranslations, products } from '@shop/db';
import { and, eq } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestCheckout, type Answer } from '../testing/guest-checkout.ts';
import { stockProduct } from '../testing/order-consistency.ts';
import {
  clusterPorts,
  servedByHeader,
  shopNotificationEmail,
  startCluster,
  waitForBalancer,
  type Cluster,
} from './cluster.ts';

/**
 * The shop scaled out (cluster.ts): two apis, two webs and a worker from the compiled build,
 * behind HAProxy. What one process cannot show: the races are won by the database, not by a
 * process's memory; a session is any web's; a scheduled job runs once; an api can be stopped
 * or killed under load without the shoppers noticing.
 */
let cluster: Cluster;

beforeAll(async () => {
  cluster = await startCluster();
}, 240_000);
afterAll(async () => {
  await cluster?.close();
}, 60_000);

const recipientsOf = (mail: ParsedMail) =>
  [mail.to ?? []].flat().flatMap((to) => to.value.map((mailbox) => mailbox.address));

const servers = (answers: Answer[]) =>
  new Set(answers.map((answer) => answer.headers.get(servedByHeader)));

async function stockOf(ref: string) {
  const [product] = await cluster.database.db
    .select({ stock: products.stockQuantity })
    .from(products)
    .where(eq(products.ref, ref));
  return product?.stock;
}

describe('races across two apis', () => {
  it(
    'sells the last 5 units to exactly 5 of 40 parallel checkouts',
    { timeout: 120_000 },
    async () => {
      const ref = 'BRS-AG345';
      const productId = await stockProduct(cluster.database.db, ref, 100);
      const buyer = guestCheckout(cluster.apiUrl, 'ESSM');
      const ready = await Promise.all(
        Array.from({ length: 40 }, () => buyer.readyCart(productId, 1)),
      );
      await stockProduct(cluster.database.db, ref, 5);
      const answers = await Promise.all(ready.map((cart) => buyer.startCard(cart)));
      expect(servers(answers)).toEqual(new Set(['api1', 'api2']));
      expect(answers.filter((answer) => answer.status === 201)).toHaveLength(5);
      expect(
        answers.filter((answer) => answer.status !== 201).map((answer) => answer.status),
      ).toEqual(Array.from({ length: 35 }, () => 400));
      expect(await stockOf(ref)).toBe(0);
    },
  );

  it(
    'lets 20 parallel checkouts use a single-use coupon exactly once',
    { timeout: 120_000 },
    async () => {
      const productId = await stockProduct(cluster.database.db, 'BRS-CL730', 5_000);
      const buyer = guestCheckout(cluster.apiUrl, 'ESSM');
      const ready = await Promise.all(
        Array.from({ length: 20 }, async () => {
          // Enough for the coupon's 50 € minimum.
          const cart = await buyer.readyCart(productId, 20);
          await buyer.applyCoupon(cart, 'BIENVENIDA5');
          return cart;
        }),
      );
      const answers = await Promise.all(ready.map((cart) => buyer.startCard(cart)));
      expect(servers(answers)).toEqual(new Set(['api1', 'api2']));
      const placed = answers.filter((answer) => answer.status === 201);
      expect(placed).toHaveLength(1);
      const withCoupon = await cluster.database.db
        .select({ number: orders.number })
        .from(orders)
        .where(eq(orders.couponCode, 'BIENVENIDA5'));
      expect(withCoupon).toHaveLength(1);
    },
  );

  it(
    'places one order for 12 parallel submissions of one idempotency key',
    { timeout: 60_000 },
    async () => {
      const productId = await stockProduct(cluster.database.db, 'BRS-CL730', 5_000);
      const buyer = guestCheckout(cluster.apiUrl, 'FRSM');
      const cart = await buyer.readyCart(productId, 1);
      const key = randomUUID();
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => buyer.startCard(cart, key)),
      );
      expect(servers(answers)).toEqual(new Set(['api1', 'api2']));
      const placed = answers.filter((answer) => answer.status === 201);
      expect(placed.length).toBeGreaterThan(0);
      const references = new Set(
        placed.map((answer) => (answer.body as { payment_reference: string }).payment_reference),
      );
      expect(references.size).toBe(1);
      const ordersOfCart = await cluster.database.db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.cartId, cart));
      expect(ordersOfCart).toHaveLength(1);
    },
  );
});

describe('sessions and background jobs', () => {
  it('keeps a session signed in on web 1 on web 2', { timeout: 60_000 }, async () => {
    const [web1, web2] = clusterPorts.webs.map((port) => `http://localhost:${port}`);
    const signedIn = await fetch(`${web1}/login`, {
      method: 'POST',
      headers: { origin: web1 ?? '', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        email: 'cliente@mamparas-demo.es',
        password: 'demo1234',
        terms: 'on',
      }),
      redirect: 'manual',
    });
    expect(signedIn.status).toBe(302);
    const profile = signedIn.headers.get('location') ?? '';
    expect(profile).toMatch(/\/profile\/\d+/);
    const cookie = signedIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const onWeb2 = await fetch(`${web2}${profile}`, { headers: { cookie }, redirect: 'manual' });
    expect(onWeb2.status).toBe(200);
    expect(await onWeb2.text()).toContain('cliente@mamparas-demo.es');
    const signedOut = await fetch(`${web2}${profile}`, { redirect: 'manual' });
    expect(signedOut.status).toBe(302);
  });

  it(
    'runs each scheduled job once per period and sends an order e-mail once',
    { timeout: 60_000 },
    async () => {
      const productId = await stockProduct(cluster.database.db, 'BRS-CL730', 5_000);
      const placed = await guestCheckout(cluster.apiUrl, 'ESSM').byTransfer(productId, 1);
      // The customer's e-mails about the order (staff are told at shopNotificationEmail).
      const mailsOf = async (orderNumber: string) =>
        (await Promise.all(cluster.mails.map((raw) => simpleParser(raw)))).filter(
          (mail) =>
            mail.subject?.includes(orderNumber) === true &&
            !recipientsOf(mail).includes(shopNotificationEmail),
        );
      await expect.poll(() => mailsOf(placed.orderNumber), { timeout: 30_000 }).toHaveLength(1);

      // BullMQ's event stream keeps every completed job, removed or not: a scheduled run
      // appears once per scheduler and period, however many processes share the queue.
      const events = await cluster.redis.xrange(
        `${cluster.bullPrefix}:background:events`,
        '-',
        '+',
      );
      const completed = events
        .map(([, fields]) => Object.fromEntries(pairs(fields)))
        .filter((event) => event.event === 'completed')
        .map((event) => event.jobId ?? '');
      const scheduledRuns = completed.filter((id) => id.startsWith('repeat:'));
      expect(scheduledRuns.some((id) => id.includes('payment reconciliation'))).toBe(true);
      expect(new Set(scheduledRuns).size).toBe(scheduledRuns.length);
      const schedulers = await cluster.redis.zrange(
        `${cluster.bullPrefix}:background:repeat`,
        0,
        -1,
      );
      expect(schedulers.sort()).toEqual(
        [
          'abandonment',
          'left notifications',
          'outbox e-mails',
          'payment actions',
          'payment reconciliation',
        ].sort(),
      );
      // Two apis and a worker, and still exactly one e-mail for the order.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      expect(await mailsOf(placed.orderNumber)).toHaveLength(1);
    },
  );
});

describe('a catalogue change', () => {
  it(
    'is seen at once by both apis and both webs, whose kept answers and pages are dropped',
    { timeout: 120_000 },
    async () => {
      const { db } = cluster.database;
      const [product] = await db
        .select({ id: products.id, name: productTranslations.name, slug: productTranslations.slug })
        .from(products)
        .innerJoin(productTranslations, eq(productTranslations.productId, products.id))
        .where(and(eq(products.ref, 'BRS-DS620'), eq(productTranslations.language, 'es')));
      if (!product) throw new Error('no BRS-DS620 in the seed');
      const search = `/catalog/v1/weblist_products/?store=ESSM&language=es&q=${encodeURIComponent(product.name)}`;
      const apis = clusterPorts.apis.map((port) => `http://127.0.0.1:${port}`);
      const webs = clusterPorts.webs.map((port) => `http://localhost:${port}`);
      const listedPrice = async (api: string) => {
        const answer = await fetch(`${api}${search}`);
        const listing = (await answer.json()) as {
          results: { id: number; prices: { pvp: number } }[];
        };
        return listing.results.find((card) => card.id === product.id)?.prices.pvp;
      };
      const page = async (web: string) => (await fetch(`${web}/${product.slug}.html`)).text();

      // Each api keeps the listing and each web keeps the page, as a guest sees them.
      const before = await Promise.all(apis.map(listedPrice));
      expect(new Set(before).size).toBe(1);
      const oldPrice = before[0] ?? 0;
      for (const web of webs) await page(web);

      const signIn = await fetch(`${cluster.apiUrl}/admin/v1/session/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'catalogo@mamparas-demo.es', password: 'demo1234' }),
      });
      expect(signIn.status).toBe(200);
      const staff = {
        cookie: (signIn.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '',
        'x-requested-with': 'staff-app',
        'content-type': 'application/json',
      };
      const newPrice = oldPrice + 400;
      const saved = await fetch(`${cluster.apiUrl}/admin/v1/products/${product.id}/prices/`, {
        method: 'PUT',
        headers: staff,
        body: JSON.stringify({
          rows: [
            {
              variant_id: null,
              store: 'ESSM',
              currency: 'EUR',
              client_pvp: newPrice,
              client_pvp_old: null,
              professional_pvp: oldPrice,
              professional_pvp_old: null,
            },
          ],
        }),
      });
      expect(saved.status, await saved.clone().text()).toBe(200);

      // Told through Redis (apis) and the change stream (webs): no cache lifetime to wait out.
      const euros = (cents: number) =>
        new Intl.NumberFormat('es-ES', { minimumFractionDigits: 2 }).format(cents / 100);
      for (const api of apis)
        await expect.poll(() => listedPrice(api), { timeout: 3_000 }).toBe(newPrice);
      for (const web of webs)
        await expect.poll(() => page(web), { timeout: 3_000 }).toContain(euros(newPrice));
    },
  );
});

function pairs(fields: string[]): [string, string][] {
  const result: [string, string][] = [];
  for (let index = 0; index + 1 < fields.length; index += 2)
    result.push([fields[index] ?? '', fields[index + 1] ?? '']);
  return result;
}

interface Outcome {
  startedAt: number;
  ok: boolean;
  detail: string;
}

/**
 * Shoppers (API reads and cart writes through HAProxy, page views through the webs' HAProxy)
 * as fast as they can, until `stop` resolves.
 */
async function load(stop: Promise<unknown>): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  let running = true;
  void stop.then(() => {
    running = false;
  });
  const requests: [string, () => Promise<Response>][] = [
    ['api read', () => fetch(`${cluster.apiUrl}/stores/v1/stores/?store=ESSM`)],
    [
      'api write',
      () => fetch(`${cluster.apiUrl}/cart/v1/carts/?store=ESSM&language=es`, { method: 'POST' }),
    ],
    ['page view', () => fetch(`${cluster.webUrl}/`)],
  ];
  await Promise.all(
    Array.from({ length: 6 }, async (_, shopper) => {
      while (running) {
        const [kind, request] = requests[shopper % requests.length] ?? [];
        if (!request) return;
        const startedAt = Date.now();
        const outcome = await request().then(
          async (response) => {
            const text = await response.text();
            const ok = response.status < 500;
            return {
              ok,
              detail: `${kind}: ${response.status}${ok ? '' : ` ${text.slice(0, 120)}`}`,
            };
          },
          (error: unknown) => ({
            ok: false,
            detail: `${kind}: ${String(error instanceof Error ? (error.cause ?? error) : error)}`,
          }),
        );
        outcomes.push({ startedAt, ...outcome });
      }
    }),
  );
  return outcomes;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('an api stopped under load', () => {
  for (const signal of ['SIGTERM', 'SIGKILL'] as const)
    it(
      `loses no request that started after a ${signal}, and the shop goes on`,
      { timeout: 120_000 },
      async () => {
        const api2 = cluster.apis[1];
        if (!api2) throw new Error('no second api');
        // Requests sent between the signal and the process's end were in flight; "after" starts
        // once it has gone.
        let killedAt = Number.POSITIVE_INFINITY;
        const stopped = (async () => {
          await pause(1_500);
          await api2.kill(signal);
          killedAt = Date.now();
          await pause(3_000);
        })();
        const outcomes = await load(stopped);
        const before = outcomes.filter((outcome) => outcome.startedAt < killedAt);
        const after = outcomes.filter((outcome) => outcome.startedAt >= killedAt);
        expect(before.length).toBeGreaterThan(10);
        expect(after.length).toBeGreaterThan(10);
        expect(after.filter((outcome) => !outcome.ok)).toEqual([]);
        // A graceful stop finishes what it had started: not one request is lost.
        if (signal === 'SIGTERM') expect(before.filter((outcome) => !outcome.ok)).toEqual([]);
        const stillAnswering = await fetch(`${cluster.webUrl}/`);
        expect(stillAnswering.status).toBe(200);
        await api2.restart();
        await waitForBalancer(cluster.apiUrl, clusterPorts.apis.length);
      },
    );
});
