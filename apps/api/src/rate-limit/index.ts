import type { FastifyInstance } from 'fastify';
import type { Db } from '../database.ts';
import type { Env } from '../env.ts';
import { databaseRateLimitStore } from './database-store.ts';
import { failoverRateLimitStore } from './failover-store.ts';
import type { RateLimitStore } from './rate-limiter.ts';
import { redisRateLimitStore } from './redis-store.ts';

export { accountLimits } from './account-limits.ts';
export { countAttempt, type RateLimit, type RateLimitStore } from './rate-limiter.ts';

/**
 * Redis when REDIS_URL is set (shared by every api process, no table writes), else the
 * database. With Redis, an attempt Redis cannot count in time is counted in the database
 * (failover-store.ts says why); `onRedisFailure` hears of each outage, to log it.
 */
export function createRateLimitStore(
  env: Pick<Env, 'REDIS_URL' | 'REDIS_KEY_PREFIX'>,
  db: Db,
  onRedisFailure?: (error: unknown) => void,
): RateLimitStore {
  const database = databaseRateLimitStore(db);
  if (env.REDIS_URL === undefined) return database;
  const redis = redisRateLimitStore(env.REDIS_URL, `${env.REDIS_KEY_PREFIX}rate:`);
  return failoverRateLimitStore(redis, database, { onFailure: onRedisFailure });
}

/**
 * The attempt store of a route plugin: logs each Redis outage as a warning and closes with
 * the app.
 */
export function attemptStoreOf(
  app: FastifyInstance,
  env: Pick<Env, 'REDIS_URL' | 'REDIS_KEY_PREFIX'>,
  db: Db,
): RateLimitStore {
  const attempts = createRateLimitStore(env, db, (error) =>
    app.log.warn({ err: error }, 'Redis did not count an attempt: counting in the database'),
  );
  app.addHook('onClose', async () => {
    await attempts.close();
  });
  return attempts;
}
