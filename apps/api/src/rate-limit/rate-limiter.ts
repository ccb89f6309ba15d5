/** The outcome of counting one attempt against a fixed window. */
export interface RateLimitHit {
  /** Attempts in the current window, this one included. */
  count: number;
  /** Seconds until the window ends (at least 1). */
  secondsLeft: number;
}

/**
 * Fixed-window counters shared by every api process: Redis when REDIS_URL is set, the
 * rate_limit_counters table otherwise. Counting is one atomic step in both stores, so
 * concurrent attempts cannot slip past the limit.
 */
export interface RateLimitStore {
  hit(key: string, windowSeconds: number): Promise<RateLimitHit>;
  /** Takes one attempt back from the current window, if any (an attempt that succeeded). */
  forgive(key: string): Promise<void>;
  close(): Promise<void>;
}

/** A limit on one kind of attempt: at most `limit` per `windowSeconds` for one key. */
export interface RateLimit {
  name: string;
  limit: number;
  windowSeconds: number;
}

/** Whole seconds left, never 0, so a Retry-After is always worth waiting for. */
export function secondsUntil(windowEndsAtMs: number, nowMs: number = Date.now()): number {
  return Math.max(1, Math.ceil((windowEndsAtMs - nowMs) / 1000));
}

/**
 * Counts one attempt under every key (for example the caller's address and the e-mail) and
 * returns the longest wait among those over their limit, or null when the attempt may go on.
 * Every key is counted even when an earlier one is over, so an attacker spreading attempts
 * over addresses still exhausts the e-mail's allowance.
 */
export async function countAttempt(
  store: RateLimitStore,
  rule: RateLimit,
  subjects: readonly string[],
): Promise<number | null> {
  const hits = await Promise.all(
    subjects.map((subject) => store.hit(`${rule.name}:${subject}`, rule.windowSeconds)),
  );
  const waits = hits.filter((hit) => hit.count > rule.limit).map((hit) => hit.secondsLeft);
  return waits.length === 0 ? null : Math.max(...waits);
}
