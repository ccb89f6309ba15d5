import type { Db } from '../database.ts';
import type { Env } from '../env.ts';
import { databaseRateLimitStore } from './database-store.ts';
import type { RateLimitStore } from './rate-limiter.ts';
import { redisRateLimitStore } from './redis-store.ts';

export { accountLimits } from './account-limits.ts';
export { countAttempt, type RateLimit, type RateLimitStore } from './rate-limiter.ts';

/** Redis when REDIS_URL is set (shared by every api process, no table writes), else the database. */
export function createRateLimitStore(
  env: Pick<Env, 'REDIS_URL' | 'REDIS_KEY_PREFIX'>,
  db: Db,
): RateLimitStore {
  return env.REDIS_URL === undefined
    ? databaseRateLimitStore(db)
    : redisRateLimitStore(env.REDIS_URL, `${env.REDIS_KEY_PREFIX}rate:`);
}
