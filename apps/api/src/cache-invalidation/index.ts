import type { ServerResponse } from 'node:http';
import fastifyPlugin from 'fastify-plugin';
import type { Env } from '../env.ts';
import { cacheChangesPath, headerCarries, internalTokenHeader, type ChangeScope } from '@shop/ops';
import { ApiError } from '../plugins/api-error.ts';
import { type ChangeListener, localChangeBus, redisChangeBus } from './change-bus.ts';

/*
 * Cross-instance cache invalidation (ARCHITECTURE, Scaling out). What a process keeps in
 * memory is a copy: when a write changes what the storefront shows, the write calls
 * `app.announceChange(scope)` after its commit, and every copy the scope names
 * (@shop/ops cache-changes.ts, staleCopies) is dropped on every instance:
 * - api instances hear each other over Redis pub/sub when REDIS_URL is set; without it there is
 *   one api process and the announcement stays in it;
 * - web instances follow GET /cache/v1/changes/, a server-sent-events stream of the api they
 *   call, which relays every change that api hears (its own and, through Redis, the others').
 *   So the web needs no Redis of its own, and the one-machine `npm start` works the same.
 *   The stream answers only the shop's webs: X-Internal-Token must carry INTERNAL_API_TOKEN
 *   (401 otherwise, nothing streamed).
 * A web that loses the stream drops everything when it gets it back (it may have missed one).
 */

declare module 'fastify' {
  interface FastifyInstance {
    /** Tells every instance that data under `scope` changed; call it once the change is committed. */
    announceChange(scope: ChangeScope): Promise<void>;
    /** Calls `listener` with every change announced on any instance; returns the unsubscribe. */
    onChange(listener: ChangeListener): () => void;
  }
}

/** A comment line now and then keeps proxies from closing an idle stream. */
const heartbeatMs = 25_000;

/**
 * Each web instance holds one stream (to whichever api the balancer picked): far fewer than
 * this. The cap bounds what a leaked INTERNAL_API_TOKEN, or a web that never closes its old
 * streams, can hold open.
 */
const maxStreams = 100;
/** A web refused for the cap follows again after its own retry delay; this is what it is told. */
const retryAfterSeconds = 5;

export const cacheInvalidation = fastifyPlugin<{ env: Env }>(
  async (app, { env }) => {
    const bus =
      env.REDIS_URL === undefined
        ? localChangeBus()
        : redisChangeBus({
            redisUrl: env.REDIS_URL,
            keyPrefix: env.REDIS_KEY_PREFIX,
            log: app.log,
          });
    app.decorate('announceChange', (scope: ChangeScope) => bus.announce(scope));
    app.decorate('onChange', (listener: ChangeListener) => bus.listen(listener));

    const streams = new Set<ServerResponse>();
    app.get(
      cacheChangesPath,
      {
        schema: {
          summary: 'Server-sent events naming each change of cached data',
          tags: ['cache'],
        },
      },
      (request, reply) => {
        // Which scopes change, and when, is the shop's own business: the webs only.
        const token = env.INTERNAL_API_TOKEN;
        if (token === undefined || !headerCarries(request.headers[internalTokenHeader], token))
          throw ApiError.unauthorized();
        if (streams.size >= maxStreams) throw ApiError.tooManyRequests(retryAfterSeconds);
        reply.hijack();
        const stream = reply.raw;
        stream.writeHead(200, {
          'content-type': 'text/event-stream',
          'cache-control': 'no-store',
          connection: 'keep-alive',
        });
        stream.write(': following changes\n\n');
        const stop = bus.listen((scope) => stream.write(`data: ${JSON.stringify({ scope })}\n\n`));
        const heartbeat = setInterval(() => stream.write(': still here\n\n'), heartbeatMs);
        streams.add(stream);
        request.raw.on('close', () => {
          stop();
          clearInterval(heartbeat);
          streams.delete(stream);
        });
      },
    );
    // The streams never end on their own: end them so the server can close.
    app.addHook('preClose', async () => {
      for (const stream of streams) stream.end();
    });
    app.addHook('onReady', () => bus.ready);
    app.addHook('onClose', async () => {
      await bus.close();
    });
  },
  { name: 'cache-invalidation' },
);
