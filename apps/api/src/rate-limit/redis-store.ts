import { Redis } from 'ioredis';
import type { RateLimitStore } from './rate-limiter.ts';

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

/** Counters in Redis under `keyPrefix`; Redis drops each key when its window ends. */
export function redisRateLimitStore(url: string, keyPrefix: string): RateLimitStore {
  const redis = new Redis(url, { keyPrefix, lazyConnect: true, maxRetriesPerRequest: 2 });
  return {
    async hit(key, windowSeconds) {
      const reply: unknown = await redis.eval(hitScript, 1, key, String(windowSeconds * 1000));
      if (!Array.isArray(reply) || reply.length !== 2)
        throw new Error('unexpected reply from the Redis rate-limit script');
      const [count, millisecondsLeft] = reply.map(Number);
      return {
        count: count ?? 0,
        secondsLeft: Math.max(1, Math.ceil((millisecondsLeft ?? 0) / 1000)),
      };
    },
    async close() {
      if (redis.status !== 'end') await redis.quit().catch(() => redis.disconnect());
    },
  };
}
