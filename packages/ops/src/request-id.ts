import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/**
 * What an incoming X-Request-Id may be: a short token (a uuid, a load balancer's or tracing
 * id). Anything else (long, spaces, quotes, control characters) would let a caller write into
 * every log line of its request, so it is replaced by an id of our own.
 */
const requestIdPattern = /^[A-Za-z0-9._:-]{1,64}$/;

export const requestIdHeader = 'x-request-id';

/** The caller's request id when it is a short token, else a new uuid. */
export function requestIdFrom(header: string | string[] | undefined): string {
  const given = Array.isArray(header) ? header[0] : header;
  return given !== undefined && requestIdPattern.test(given) ? given : randomUUID();
}

/**
 * The request id of the request being answered, for calls made while answering it (the web's
 * api calls of a render). Kept on globalThis under a registered symbol: the web's server and
 * its React Router build each bundle their own copy of this module, and both must see one store.
 */
const storeKey = Symbol.for('@shop/ops/request-id');
const globals = globalThis as typeof globalThis & { [storeKey]?: AsyncLocalStorage<string> };
const requestIds = (globals[storeKey] ??= new AsyncLocalStorage<string>());

/** Runs `work` (and everything it starts) as part of the request `requestId`. */
export function runWithRequestId<Result>(requestId: string, work: () => Result): Result {
  return requestIds.run(requestId, work);
}

/** The id given to runWithRequestId around the current call, if any. */
export function currentRequestId(): string | undefined {
  return requestIds.getStore();
}
