/**
 * A bounded in-process cache of api answers the api marks shareable (`Cache-Control: public,
 * max-age=N`), keyed by URL. Identical concurrent requests share one fetch, so a burst of
 * visitors costs the api one query per URL per max-age. Losing it costs nothing but a refetch,
 * which is why it may live in process memory (ARCHITECTURE, Scaling out).
 */
type Entry = { expiresAt: number; body: unknown };

/** Seconds a shared cache may keep an answer; 0 when it must not keep it. */
export function sharedMaxAge(cacheControl: string | null): number {
  if (!cacheControl) return 0;
  const directives = cacheControl
    .toLowerCase()
    .split(',')
    .map((part) => part.trim());
  if (!directives.includes('public') || directives.includes('no-store')) return 0;
  const maxAge = directives.find((directive) => directive.startsWith('max-age='));
  const seconds = Number(maxAge?.slice('max-age='.length));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
}

/**
 * A cache of at most `maxEntries` answers, the least recently stored dropped first. `load` is
 * called at once (before the returned promise settles) when there is neither a fresh entry
 * nor a load in flight for the key, so a caller can tell whether it started the load.
 */
export function createSharedCache(maxEntries: number) {
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<unknown>>();
  /** Counts the clears, so a load started before the last one is not kept. */
  let generation = 0;

  function remember(
    key: string,
    body: unknown,
    maxAgeSeconds: number,
    now: number,
    loadedIn: number,
  ) {
    if (maxAgeSeconds <= 0 || loadedIn !== generation) return;
    entries.delete(key);
    entries.set(key, { expiresAt: now + maxAgeSeconds * 1000, body });
    if (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
  }

  function cached<Body>(
    key: string,
    load: () => Promise<{ body: Body; maxAgeSeconds: number }>,
    now: () => number = Date.now,
  ): Promise<Body> {
    const hit = entries.get(key);
    if (hit && hit.expiresAt > now()) return Promise.resolve(hit.body as Body);
    const pending = inFlight.get(key);
    if (pending) return pending as Promise<Body>;
    const loadedIn = generation;
    const request: Promise<Body> = load()
      .then(({ body, maxAgeSeconds }) => {
        remember(key, body, maxAgeSeconds, now(), loadedIn);
        return body;
      })
      .finally(() => {
        if (inFlight.get(key) === request) inFlight.delete(key);
      });
    inFlight.set(key, request);
    return request;
  }

  /** The entry kept under `key` while it is fresh, without loading anything. */
  function fresh<Body>(key: string, now: number = Date.now()): Body | undefined {
    const hit = entries.get(key);
    return hit && hit.expiresAt > now ? (hit.body as Body) : undefined;
  }

  /**
   * Forgets every entry, and every load in flight (its answer may have been read before the
   * change that calls this): the next caller loads afresh (lib/cache-changes.server.ts).
   */
  function clear() {
    generation += 1;
    entries.clear();
    inFlight.clear();
  }

  return Object.assign(cached, { fresh, clear });
}

export const cachedJson = createSharedCache(1000);
