import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort } from '../../testing/closed-port.ts';
import { openAuthTestApp, type AuthHarness } from './auth-test-kit.ts';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe.each([
  ['the database', {}],
  // A key prefix per run, so parallel runs on one Redis do not count each other's attempts.
  ['Redis', { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `shop-test:${randomUUID()}:` }],
])('attempt limits with counters in %s', (_store, env: NodeJS.ProcessEnv) => {
  let harness: AuthHarness;
  beforeAll(async () => {
    harness = await openAuthTestApp(env);
    await harness.insertAccount('target@example.com');
  });
  afterAll(() => harness.close());

  const login = (email: string, remoteAddress: string, query = '') =>
    harness.call('POST', `/auth-users/token/${query}`, {
      body: { email, password: 'guess-123' },
      remoteAddress,
    });

  it('refuses the 11th login in a minute from one address with 429 and Retry-After', async () => {
    const address = harness.nextAddress();
    for (let attempt = 1; attempt <= 10; attempt += 1)
      expect((await login(`user${attempt}@example.com`, address)).statusCode).toBe(401);
    const refused = await login('user11@example.com', address);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(50);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.json()).toEqual({
      detail: `Demasiados intentos de inicio de sesión. Espera ${retryAfter} segundos y vuelve a intentarlo.`,
    });
    const french = await login('user12@example.com', address, '?store=FRSM');
    expect(french.json<{ detail: string }>().detail).toMatch(/^Trop de tentatives de connexion/);
    // Another address is not affected.
    expect((await login('user13@example.com', harness.nextAddress())).statusCode).toBe(401);
  });

  it('refuses the 11th login in a minute for one e-mail, whatever the addresses', async () => {
    for (let attempt = 1; attempt <= 10; attempt += 1)
      await login('target@example.com', harness.nextAddress());
    const refused = await harness.call('POST', '/auth-users/token/', {
      body: { email: 'Target@example.com', password: 'secret-123' },
    });
    expect(refused.statusCode).toBe(429);
  });

  it('counts the browser behind the web by the address the web forwards', async () => {
    const browser = harness.nextAddress();
    const viaWeb = (email: string) =>
      harness.app.inject({
        method: 'POST',
        url: '/auth-users/token/?store=ESSM',
        payload: { email, password: 'guess-123' },
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': browser },
      });
    for (let attempt = 1; attempt <= 10; attempt += 1) await viaWeb(`web${attempt}@example.com`);
    expect((await viaWeb('web11@example.com')).statusCode).toBe(429);
    // A caller that is not the web cannot pick its counter with the header.
    const spoofed = await harness.app.inject({
      method: 'POST',
      url: '/auth-users/token/?store=ESSM',
      payload: { email: 'web12@example.com', password: 'guess-123' },
      remoteAddress: harness.nextAddress(),
      headers: { 'x-forwarded-for': browser },
    });
    expect(spoofed.statusCode).toBe(401);
  });

  it('does not throttle every shopper at once when the web forwards no address', async () => {
    for (let attempt = 1; attempt <= 11; attempt += 1) {
      const response = await harness.app.inject({
        method: 'POST',
        url: '/auth-users/token/?store=ESSM',
        payload: { email: `shopper${attempt}@example.com`, password: 'guess-123' },
        remoteAddress: '127.0.0.1',
      });
      expect(response.statusCode).toBe(401);
    }
  });

  it('limits password-recovery requests for one e-mail to 5 per 15 minutes', async () => {
    await harness.insertAccount(`reset-${_store.length}@example.com`);
    const reset = () =>
      harness.call('POST', '/auth-users/v1/clients/reset_password/', {
        body: { email: `reset-${_store.length}@example.com` },
      });
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await reset()).statusCode).toBe(200);
    const refused = await reset();
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ detail: string }>().detail).toMatch(/Espera (14|15) minutos/);
  });
});

describe('attempt limits while Redis is unreachable', () => {
  let harness: AuthHarness;
  beforeAll(async () => {
    // REDIS_URL names a port nothing listens on: every Redis command is refused.
    harness = await openAuthTestApp({ REDIS_URL: `redis://127.0.0.1:${await closedPort()}` });
    await harness.insertAccount('outage@example.com');
  });
  afterAll(() => harness.close());

  it('neither hangs nor fails logins: the database counts them, the 11th is still 429', async () => {
    const address = harness.nextAddress();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const started = performance.now();
      const response = await harness.call('POST', '/auth-users/token/', {
        body: { email: `outage${attempt}@example.com`, password: 'guess-123' },
        remoteAddress: address,
      });
      expect(response.statusCode).toBe(401);
      expect(performance.now() - started).toBeLessThan(2_000);
    }
    const refused = await harness.call('POST', '/auth-users/token/', {
      body: { email: 'outage11@example.com', password: 'guess-123' },
      remoteAddress: address,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ detail: string }>().detail).toMatch(/^Demasiados intentos/);
    const login = await harness.call('POST', '/auth-users/token/', {
      body: { email: 'outage@example.com', password: 'secret-123' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('answers password recovery as usual', async () => {
    const response = await harness.call('POST', '/auth-users/v1/clients/reset_password/', {
      body: { email: 'outage@example.com' },
    });
    expect(response.statusCode).toBe(200);
  });
});
