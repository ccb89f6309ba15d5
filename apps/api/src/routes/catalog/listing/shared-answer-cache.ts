import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { staleCopies } from '@shop/ops';

/**
 * Listing answers depend only on their URL and are sent `Cache-Control: public, max-age=N`
 * (plugins/cache-policy.ts, CATALOGUE_CACHE_SECONDS): any shared cache may keep them for N
 * seconds. This is that cache inside the api, so a burst of shoppers on one category page costs
 * one listing query per URL per N seconds, whether or not a CDN sits in front; identical
 * requests arriving while the first is computed wait for it instead of querying too.
 * Losing it costs a recomputation, which is why it may live in process memory (ARCHITECTURE,
 * Scaling out). Requests with credentials are never served from it nor stored in it.
 * A catalogue change announced on any instance (cache-invalidation/) empties it; an answer
 * computed from data read before that change is not stored.
 */
type Answer = { body: string; contentType: string; cacheControl: string; expiresAt: number };

const maxEntries = 500;

/** Seconds a shared cache may keep an answer; 0 when it must not keep it. */
export function sharedMaxAge(cacheControl: string | undefined): number {
  const directives = (cacheControl ?? '')
    .toLowerCase()
    .split(',')
    .map((part) => part.trim());
  if (!directives.includes('public') || directives.includes('no-store')) return 0;
  const maxAge = directives.find((directive) => directive.startsWith('max-age='));
  const seconds = Number(maxAge?.slice('max-age='.length));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
}

export function sharedAnswerCache(app: FastifyInstance, now: () => number = Date.now) {
  const answers = new Map<string, Answer>();
  const computing = new Map<string, Promise<void>>();
  const finishers = new WeakMap<FastifyRequest, () => void>();
  /** Counts the changes heard, so an answer started before the last one is not kept. */
  let generation = 0;
  const startedIn = new WeakMap<FastifyRequest, number>();
  app.onChange((scope) => {
    if (!staleCopies[scope].includes('api-answers')) return;
    generation += 1;
    answers.clear();
  });

  const keyOf = (request: FastifyRequest) =>
    request.method === 'GET' && !request.headers.authorization ? request.url : undefined;

  const fresh = (key: string) => {
    const answer = answers.get(key);
    return answer && answer.expiresAt > now() ? answer : undefined;
  };

  const replay = (reply: FastifyReply, answer: Answer) =>
    reply
      .header('content-type', answer.contentType)
      .header('cache-control', answer.cacheControl)
      .send(answer.body);

  app.addHook('onRequest', async (request, reply) => {
    const key = keyOf(request);
    if (key === undefined) return;
    startedIn.set(request, generation);
    const pending = computing.get(key);
    if (pending) await pending;
    const answer = fresh(key);
    if (answer) return replay(reply, answer);
    if (!computing.has(key)) {
      let finish = () => {};
      computing.set(
        key,
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
      );
      finishers.set(request, () => {
        computing.delete(key);
        finish();
      });
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const key = keyOf(request);
    const maxAge = sharedMaxAge(reply.getHeader('cache-control')?.toString());
    if (key === undefined || reply.statusCode !== 200 || maxAge === 0) return payload;
    if (typeof payload !== 'string' || fresh(key)) return payload;
    if (startedIn.get(request) !== generation) return payload;
    answers.delete(key);
    answers.set(key, {
      body: payload,
      contentType: reply.getHeader('content-type')?.toString() ?? 'application/json',
      cacheControl: reply.getHeader('cache-control')?.toString() ?? '',
      expiresAt: now() + maxAge * 1000,
    });
    if (answers.size > maxEntries) {
      const oldest = answers.keys().next().value;
      if (oldest !== undefined) answers.delete(oldest);
    }
    return payload;
  });

  // Whatever the outcome (answer, error, client gone), the requests waiting on this one go on.
  app.addHook('onResponse', async (request) => {
    finishers.get(request)?.();
  });
  app.addHook('onRequestAbort', async (request) => {
    finishers.get(request)?.();
  });
}
