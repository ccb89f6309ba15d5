import type { RateLimitStore } from './rate-limiter.ts';

/** After Redis fails, how long attempts go straight to the database before Redis is tried again. */
export const redisPauseMs = 30_000;

/**
 * What happens when Redis is unreachable or slow: the attempt is counted in the database
 * (rate_limit_counters, the store used without REDIS_URL), and Redis is left alone for
 * `pauseMs` so every login does not wait for its timeout again.
 *
 * Why not the alternatives: failing closed (503 on login, password reset and sign-up) would
 * turn an outage of a counter cache into "no customer can log in or recover a password", with
 * account checkouts lost, while the data those calls really need is in the database, which is
 * up. Failing fully open (no count) would let anyone probe which e-mails have accounts or
 * guess passwords for as long as Redis is down, and whoever can slow Redis could switch the
 * limit off. Counting in the database keeps every limit in force; the only cost is that a
 * window's count restarts when the store changes, so an attacker gains at most one window's
 * allowance per switch. Should the database fail too, the call fails as it would anyway.
 */
export function failoverRateLimitStore(
  primary: RateLimitStore,
  fallback: RateLimitStore,
  {
    pauseMs = redisPauseMs,
    onFailure = () => {},
    now = Date.now,
  }: { pauseMs?: number; onFailure?: (error: unknown) => void; now?: () => number } = {},
): RateLimitStore {
  let pausedUntil = 0;
  async function either<T>(use: (store: RateLimitStore) => Promise<T>): Promise<T> {
    if (now() >= pausedUntil) {
      try {
        return await use(primary);
      } catch (error) {
        // Reported once per pause: an outage is one log line every half minute, not one per login.
        if (now() >= pausedUntil) onFailure(error);
        pausedUntil = now() + pauseMs;
      }
    }
    return use(fallback);
  }
  return {
    hit: (key, windowSeconds) => either((store) => store.hit(key, windowSeconds)),
    forgive: (key) => either((store) => store.forgive(key)),
    async close() {
      await Promise.all([primary.close(), fallback.close()]);
    },
  };
}
