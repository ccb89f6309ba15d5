import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { rateLimitCounters } from '@shop/db';
import type { Db } from '../database.ts';
import { secondsUntil, type RateLimitStore } from './rate-limiter.ts';

/** One attempt in this many also deletes the counters whose window has ended. */
const pruneEveryAttempts = 100;

/**
 * Counters in the rate_limit_counters table: one upsert per attempt that starts a new window
 * when the old one has ended. The row lock of `on conflict do update` serialises concurrent
 * attempts on one key.
 */
export function databaseRateLimitStore(
  db: Db,
  random: () => number = Math.random,
): RateLimitStore & { pruneExpired(): Promise<void> } {
  async function pruneExpired(): Promise<void> {
    await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowEndsAt, sql`now()`));
  }
  return {
    async hit(key, windowSeconds) {
      const newWindowEnd = sql`now() + make_interval(secs => ${windowSeconds})`;
      const [row] = await db
        .insert(rateLimitCounters)
        .values({ key, count: 1, windowEndsAt: newWindowEnd })
        .onConflictDoUpdate({
          target: rateLimitCounters.key,
          set: {
            count: sql`case when ${rateLimitCounters.windowEndsAt} < now() then 1 else ${rateLimitCounters.count} + 1 end`,
            windowEndsAt: sql`case when ${rateLimitCounters.windowEndsAt} < now() then ${newWindowEnd} else ${rateLimitCounters.windowEndsAt} end`,
          },
        })
        .returning({
          count: rateLimitCounters.count,
          windowEndsAt: rateLimitCounters.windowEndsAt,
        });
      if (row === undefined) throw new Error('the rate-limit upsert returned no row');
      if (random() * pruneEveryAttempts < 1) await pruneExpired();
      return { count: row.count, secondsLeft: secondsUntil(row.windowEndsAt.getTime()) };
    },
    async forgive(key) {
      await db
        .update(rateLimitCounters)
        .set({ count: sql`greatest(${rateLimitCounters.count} - 1, 0)` })
        .where(and(eq(rateLimitCounters.key, key), gt(rateLimitCounters.windowEndsAt, sql`now()`)));
    },
    pruneExpired,
    close: async () => {},
  };
}
