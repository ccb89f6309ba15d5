import { Redis } from 'ioredis';
import type { RateLimitHit, RateLimitStore } from './rate-limiter.ts';

/**
 * Increments the key, starts its expiry with the first attempt of a window (or repairs a key
 * left without one) and returns the count and the milliseconds left, in one atomic script.
 */
const hitScript = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if count == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

/** One attempt fewer in a running window; a key at 0 or gone is left alone. */
const forgiveScript = `
local count = tonumber(redis.call('GET', KEYS[1]))
if count and count > 0 then redis.call('DECR', KEYS[1]) end
return 0
`;

/**
 * How long one counter update may take. A Redis beside the api answers in a millisecond or
 * two; past this it is down or overloaded, and a login must not wait on it: the command fails
 * and the attempt is counted in the database instead (see failover-store.ts for that policy).
 */
export const redisCommandTimeoutMs = 500;

function hitOf(reply: unknown): RateLimitHit {
  if (!Array.isArray(reply) || reply.length !== 2)
    throw new Error('unexpected reply from the Redis rate-limit script');
  const [count, millisecondsLeft] = reply.map(Number);
  return {
    count: count ?? 0,
    secondsLeft: Math.max(1, Math.ceil((millisecondsLeft ?? 0) / 1000)),
  };
}

/**
 * Counters in Redis under `keyPrefix`; Redis drops each key when its window ends. Every
 * command fails within `commandTimeoutMs`, whether Redis is slow, refusing connections or
 * being reconnected to, so a caller never hangs on it.
 */
export function redisRateLimitStore(
  url: string,
  keyPrefix: string,
  { commandTimeoutMs = redisCommandTimeoutMs } = {},
): RateLimitStore {
  const redis = new Redis(url, {
    keyPrefix,
    lazyConnect: true,
    commandTimeout: commandTimeoutMs,
    connectTimeout: 2_000,
    // One reconnection per command at most: a refused connection fails the command at once
    // rather than after a series of retries.
    maxRetriesPerRequest: 1,
  });
  // A Redis that is down shows as failed commands, which the caller handles (and logs once);
  // without a listener ioredis would also print every failed reconnection.
  redis.on('error', () => {});
  return {
    async hit(key, windowSeconds) {
      const reply = await redis.eval(hitScript, 1, key, String(windowSeconds * 1000));
      return hitOf(reply);
    },
    async forgive(key) {
      await redis.eval(forgiveScript, 1, key);
    },
    async close() {
      // Never connected (or already closed): nothing to say goodbye to, and quit() would
      // first open a connection.
      if (redis.status === 'wait' || redis.status === 'end') {
        redis.disconnect();
        return;
      }
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
