import { randomBytes } from 'node:crypto';
import { openTestDatabase } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { parseEnv } from '../../env.ts';
import { closedPort } from '../../testing/closed-port.ts';
import { openTestApp } from '../../testing/test-app.ts';

let shop: Awaited<ReturnType<typeof openTestApp>>;

beforeAll(async () => {
  shop = await openTestApp();
});
afterAll(async () => {
  await shop?.close();
});

/** The value of one sample in Prometheus's text format, or undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}) {
  const line = text
    .split('\n')
    .find((candidate) =>
      candidate.startsWith(`${name}{`) || candidate.startsWith(`${name} `)
        ? Object.entries(labels).every(([label, value]) =>
            candidate.includes(`${label}="${value}"`),
          )
        : false,
    );
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('/healthz and /readyz', () => {
  it('/healthz answers 200 while the process lives', async () => {
    const response = await shop.app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('/readyz answers 200 when the database answers', async () => {
    const response = await shop.app.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('/readyz answers 503 naming the database once it is closed; /healthz still 200', async () => {
    // A database of this test's own, closed under a running app.
    const database = await openTestDatabase({ seed: true });
    const env = parseEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      JWT_SECRET: randomBytes(32).toString('base64url'),
    });
    const app = await buildApp({ database, env });
    try {
      expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
      await database.close();
      const response = await app.inject({ url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        status: 'unavailable',
        failing: [{ dependency: 'database' }],
      });
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
      // The background jobs fail their round on it, and are counted; the scrape still answers.
      await app.background.runNow();
      const scrape = await app.inject({ url: '/metrics' });
      expect(scrape.statusCode).toBe(200);
      expect(
        sample(scrape.body, 'shop_background_job_failures_total', { job: 'outbox e-mails' }),
      ).toBeGreaterThanOrEqual(1);
    } finally {
      await app.close();
    }
  });

  it('/readyz answers 200 when Redis answers PING too', async () => {
    const app = await openTestApp({ REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' });
    try {
      const response = await app.app.inject({ url: '/readyz' });
      expect(response.json()).toEqual({ status: 'ready' });
    } finally {
      await app.close();
    }
  });

  it('/readyz answers 503 naming Redis when REDIS_URL does not answer', async () => {
    const app = await openTestApp({ REDIS_URL: `redis://127.0.0.1:${await closedPort()}` });
    try {
      const response = await app.app.inject({ url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        status: 'unavailable',
        failing: [{ dependency: 'redis' }],
      });
    } finally {
      await app.close();
    }
  });
});

describe('request id', () => {
  it('uses a valid incoming X-Request-Id and echoes it', async () => {
    const response = await shop.app.inject({
      url: '/healthz',
      headers: { 'x-request-id': 'web-3f2a.9:1' },
    });
    expect(response.headers['x-request-id']).toBe('web-3f2a.9:1');
  });

  it('replaces an invalid or missing one with a uuid of its own', async () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    for (const given of ['two words', 'x'.repeat(65), 'a"b', undefined]) {
      const response = await shop.app.inject({
        url: '/healthz',
        headers: given === undefined ? {} : { 'x-request-id': given },
      });
      expect(response.headers['x-request-id']).toMatch(uuid);
    }
  });
});

describe('/metrics', () => {
  it('labels request durations by route pattern, with the shop metrics', async () => {
    const product = await shop.app.inject({
      url: '/catalog/v1/products/999999/variants/?store=ESSM&language=es',
    });
    const response = await shop.app.inject({ url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const text = response.body;
    expect(
      sample(text, 'http_request_duration_seconds_count', {
        route: '/catalog/v1/products/:id/variants/',
        method: 'GET',
        status_code: String(product.statusCode),
      }),
    ).toBe(1);
    // The raw URL (its id) makes no series of its own.
    expect(text).not.toMatch(/route="[^"]*\/999999\//);
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(text, 'shop_outbox_emails_pending')).toBeGreaterThanOrEqual(0);
    for (const name of [
      'shop_orders_placed_total',
      'shop_payment_outcomes_total',
      'shop_background_job_failures_total',
    ])
      expect(text).toContain(`# TYPE ${name} counter`);
    if (process.env.DATABASE_URL)
      expect(sample(text, 'db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(0);
    else expect(sample(text, 'db_embedded_open')).toBe(1);
  });

  it('asks for the token when METRICS_TOKEN is set', async () => {
    const token = randomBytes(16).toString('hex');
    const guarded = await openTestApp({ METRICS_TOKEN: token });
    try {
      const refused = await guarded.app.inject({ url: '/metrics' });
      expect(refused.statusCode).toBe(401);
      expect(refused.body).not.toContain('http_request_duration_seconds');
      const wrong = await guarded.app.inject({
        url: '/metrics',
        headers: { 'x-metrics-token': token.replace(/.$/, 'x') },
      });
      expect(wrong.statusCode).toBe(401);
      const allowed = await guarded.app.inject({
        url: '/metrics',
        headers: { 'x-metrics-token': token },
      });
      expect(allowed.statusCode).toBe(200);
      expect(allowed.body).toContain('http_request_duration_seconds');
    } finally {
      await guarded.close();
    }
  });
});
