import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { changeScopeOf, changeScopes, type ChangeScope } from '@shop/ops';

export type ChangeListener = (scope: ChangeScope) => void;

/** Carries each announced change to every listener of every api instance. */
export interface ChangeBus {
  /** Tells this instance's listeners at once, then the other instances. Never throws. */
  announce(scope: ChangeScope): Promise<void>;
  /** Returns the call that stops listening. */
  listen(listener: ChangeListener): () => void;
  /** Settles once this instance hears the others (or has given up waiting for Redis). */
  ready: Promise<void>;
  close(): Promise<void>;
}

function listenerSet() {
  const listeners = new Set<ChangeListener>();
  return {
    add(listener: ChangeListener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    tell(scope: ChangeScope) {
      for (const listener of listeners) listener(scope);
    },
  };
}

/** One api process (no REDIS_URL): its own listeners are every listener there is. */
export function localChangeBus(): ChangeBus {
  const listeners = listenerSet();
  return {
    announce: async (scope) => listeners.tell(scope),
    listen: listeners.add,
    ready: Promise.resolve(),
    close: async () => {},
  };
}

export type RedisChangeBusOptions = {
  redisUrl: string;
  /** REDIS_KEY_PREFIX: shops sharing one Redis hear only their own changes. */
  keyPrefix: string;
  log: FastifyBaseLogger;
  /** How long a publish may take before the change is left to the copies' expiry. */
  commandTimeoutMs?: number;
};

/**
 * Several api instances (REDIS_URL): each publishes its changes on one Redis pub/sub channel
 * and tells its listeners what the others publish. Pub/sub keeps nothing for a subscriber that
 * is away, so after every reconnection the listeners drop everything, whatever they missed.
 * A failed publish is logged, not thrown: the change is committed, and the other instances'
 * copies still expire on their own within their maximum age.
 */
export function redisChangeBus({
  redisUrl,
  keyPrefix,
  log,
  commandTimeoutMs = 500,
}: RedisChangeBusOptions): ChangeBus {
  const channel = `${keyPrefix}cache-changes`;
  const origin = randomUUID();
  const listeners = listenerSet();
  const publisher = new Redis(redisUrl, {
    lazyConnect: true,
    commandTimeout: commandTimeoutMs,
    connectTimeout: 2_000,
    maxRetriesPerRequest: 1,
  });
  const subscriber = new Redis(redisUrl, { connectTimeout: 2_000 });
  for (const connection of [publisher, subscriber])
    connection.on('error', (error: Error) =>
      log.warn({ err: error }, 'cache change bus: Redis error'),
    );
  let connections = 0;
  subscriber.on('ready', () => {
    connections += 1;
    if (connections > 1) for (const scope of changeScopes) listeners.tell(scope);
  });
  subscriber.on('message', (from: string, text: string) => {
    // The publisher already told its own listeners.
    if (from !== channel || text.startsWith(`${origin} `)) return;
    const scope = changeScopeOf(text.slice(text.indexOf(' ') + 1));
    if (scope !== undefined) listeners.tell(scope);
  });
  // A Redis that is down must not keep the api from starting: past the connection timeout it
  // serves, its copies expiring on their own, and subscribes when Redis comes back.
  const ready = Promise.race([
    subscriber.subscribe(channel).then(
      () => {},
      (error: unknown) => log.warn({ err: error }, 'cache change bus: subscribing failed'),
    ),
    new Promise<void>((resolve) => setTimeout(resolve, 2_000).unref()),
  ]);

  return {
    async announce(scope) {
      listeners.tell(scope);
      try {
        await publisher.publish(channel, `${origin} ${JSON.stringify({ scope })}`);
      } catch (error) {
        log.error({ err: error, scope }, 'cache change bus: the other instances were not told');
      }
    },
    listen: listeners.add,
    ready,
    async close() {
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}
