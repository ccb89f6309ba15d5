import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rateLimitCounters } from '@shop/db';
import { openTestDatabase } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseRateLimitStore } from './database-store.ts';
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
