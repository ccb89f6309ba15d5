import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rateLimitCounters } from '@shop/db';
import { openTestDatabase } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { closedPort, silentServer } from '../testing/closed-port.ts';
import { databaseRateLimitStore } from './database-store.ts';
import { failoverRateLimitStore } from './failover-store.ts';
import { countAttempt, type RateLimitStore } from './rate-limiter.ts';
import { redisRateLimitStore } from './redis-store.ts';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const rule = { name: 'test-login', limit: 10, windowSeconds: 60 };

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let redis: RateLimitStore;
beforeAll(async () => {
  database = await openTestDatabase();
  // A prefix of its own, so parallel runs sharing the Redis never count each other's hits.
  redis = redisRateLimitStore(redisUrl, `shop-test:${randomUUID()}:`);
});
afterAll(async () => {
  await redis.close();
  await database.close();
});

describe.each([
  ['the database', () => databaseRateLimitStore(database.db)],
  ['Redis', () => redis],
])('counting attempts in %s', (_name, store) => {
  it('lets ten attempts through and refuses the eleventh with the seconds left', async () => {
    const subject = randomUUID();
    for (let attempt = 1; attempt <= 10; attempt += 1)
      expect(await countAttempt(store(), rule, [subject])).toBeNull();
    const wait = await countAttempt(store(), rule, [subject]);
    expect(wait).toBeGreaterThan(55);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await countAttempt(store(), rule, [randomUUID()])).toBeNull();
  });

  it('refuses when any one subject is over its limit, counting the others too', async () => {
    const busy = randomUUID();
    for (let attempt = 1; attempt <= 10; attempt += 1) await countAttempt(store(), rule, [busy]);
    const fresh = randomUUID();
    expect(await countAttempt(store(), rule, [fresh, busy])).not.toBeNull();
    expect((await store().hit(`${rule.name}:${fresh}`, 60)).count).toBe(2);
  });

  it('takes an attempt back, never below none, and only in a running window', async () => {
    const key = `forgive:${randomUUID()}`;
    await store().forgive(key);
    expect((await store().hit(key, 60)).count).toBe(1);
    expect((await store().hit(key, 60)).count).toBe(2);
    await store().forgive(key);
    expect((await store().hit(key, 60)).count).toBe(2);
    for (let taken = 1; taken <= 3; taken += 1) await store().forgive(key);
    expect((await store().hit(key, 60)).count).toBe(1);
  });

  it('starts a new window once the old one has ended', async () => {
    const key = `window:${randomUUID()}`;
    expect((await store().hit(key, 1)).count).toBe(1);
    expect((await store().hit(key, 1)).count).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await store().hit(key, 1)).toEqual({ count: 1, secondsLeft: 1 });
  });
});

describe('the database store', () => {
  it('deletes counters whose window has ended, now and then', async () => {
    const alwaysPrune = databaseRateLimitStore(database.db, () => 0);
    await alwaysPrune.hit('old', 60);
    await database.db
      .update(rateLimitCounters)
      .set({ windowEndsAt: sql`now() - interval '1 second'` })
      .where(sql`${rateLimitCounters.key} = 'old'`);
    await alwaysPrune.hit('new', 60);
    const keys = (await database.db.select().from(rateLimitCounters)).map((row) => row.key);
    expect(keys).toContain('new');
    expect(keys).not.toContain('old');
  });
});

describe('a Redis that is down or slow', () => {
  /** Milliseconds `promise` took to settle, and whether it was rejected. */
  async function timed(promise: Promise<unknown>) {
    const started = performance.now();
    const rejected = await promise.then(
      () => false,
      () => true,
    );
    return { rejected, ms: performance.now() - started };
  }

  it('fails a count at once when nothing listens on its port', async () => {
    const store = redisRateLimitStore(`redis://127.0.0.1:${await closedPort()}`, 'down:');
    try {
      const { rejected, ms } = await timed(store.hit('key', 60));
      expect(rejected).toBe(true);
      expect(ms).toBeLessThan(1_500);
    } finally {
      await store.close();
    }
  });

  it('fails a count after the command timeout when Redis accepts but never answers', async () => {
    const server = await silentServer();
    const store = redisRateLimitStore(`redis://127.0.0.1:${server.port}`, 'slow:', {
      commandTimeoutMs: 200,
    });
    try {
      const { rejected, ms } = await timed(store.hit('key', 60));
      expect(rejected).toBe(true);
      expect(ms).toBeGreaterThanOrEqual(150);
      expect(ms).toBeLessThan(1_500);
    } finally {
      await store.close();
      await server.close();
    }
  });

  it('counts in the database meanwhile, and tries Redis again after the pause', async () => {
    const down: RateLimitStore = {
      hit: vi.fn(() => Promise.reject(new Error('Redis down'))),
      forgive: () => Promise.reject(new Error('Redis down')),
      close: async () => {},
    };
    let clock = 1_000;
    const onFailure = vi.fn();
    const store = failoverRateLimitStore(down, databaseRateLimitStore(database.db), {
      pauseMs: 30_000,
      onFailure,
      now: () => clock,
    });
    const subject = randomUUID();
    for (let attempt = 1; attempt <= 10; attempt += 1)
      expect(await countAttempt(store, rule, [subject])).toBeNull();
    // The limit holds: the database counted every attempt Redis could not.
    expect(await countAttempt(store, rule, [subject])).toBeGreaterThan(55);
    // Redis was asked once, then left alone; the outage was reported once.
    expect(down.hit).toHaveBeenCalledTimes(1);
    expect(onFailure).toHaveBeenCalledTimes(1);
    clock += 30_000;
    await countAttempt(store, rule, [subject]);
    expect(down.hit).toHaveBeenCalledTimes(2);
    expect(onFailure).toHaveBeenCalledTimes(2);
  });

  it('goes back to Redis once it answers again', async () => {
    let healthy = false;
    const redisCounts = new Map<string, number>();
    const flaky: RateLimitStore = {
      hit: async (key) => {
        if (!healthy) throw new Error('Redis down');
        const count = (redisCounts.get(key) ?? 0) + 1;
        redisCounts.set(key, count);
        return { count, secondsLeft: 60 };
      },
      forgive: async (key) => {
        redisCounts.set(key, Math.max(0, (redisCounts.get(key) ?? 0) - 1));
      },
      close: async () => {},
    };
    let clock = 0;
    const store = failoverRateLimitStore(flaky, databaseRateLimitStore(database.db), {
      now: () => clock,
    });
    const key = `back:${randomUUID()}`;
    expect((await store.hit(key, 60)).count).toBe(1);
    healthy = true;
    clock += 29_999;
    // Still within the pause: the database again.
    expect((await store.hit(key, 60)).count).toBe(2);
    clock += 1;
    expect((await store.hit(key, 60)).count).toBe(1);
    expect(redisCounts.get(key)).toBe(1);
  });
});
