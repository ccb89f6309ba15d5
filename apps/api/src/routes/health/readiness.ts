import { Redis } from 'ioredis';
import { sql } from 'drizzle-orm';
import type { Db } from '../../database.ts';

/** Longest wait for each dependency: a load balancer's probe must get its answer quickly. */
export const readinessTimeoutMs = 2_000;

export type Dependency = 'database' | 'redis';

/** Resolves once `check` succeeds; rejects when it fails or takes longer than `timeoutMs`. */
async function within(check: Promise<unknown>, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([check, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * What the readiness probe asks: `select 1` on the database, and PING on Redis when REDIS_URL
 * is set (its own connection, so a probe never queues behind the attempt counters' commands).
 * `failing()` names the dependencies that did not answer in time, checked side by side.
 */
export function readinessChecks(
  db: Db,
  redisUrl: string | undefined,
  timeoutMs = readinessTimeoutMs,
) {
  const redis =
    redisUrl === undefined
      ? undefined
      : new Redis(redisUrl, {
          lazyConnect: true,
          connectTimeout: timeoutMs,
          maxRetriesPerRequest: 1,
        });
  // A Redis that is down shows in the probe's answer; ioredis would also print each reconnection.
  redis?.on('error', () => {});
  const checks: [Dependency, () => Promise<unknown>][] = [
    ['database', () => db.execute(sql`select 1`)],
  ];
  if (redis) checks.push(['redis', () => redis.ping()]);
  return {
    async failing(): Promise<{ dependency: Dependency; error: string }[]> {
      const results = await Promise.all(
        checks.map(([dependency, check]) =>
          within(check(), timeoutMs).then(
            () => [],
            (error: unknown) => [{ dependency, error: String(error) }],
          ),
        ),
      );
      return results.flat();
    },
    close() {
      redis?.disconnect();
    },
  };
}
