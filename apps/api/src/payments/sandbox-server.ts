import { randomBytes } from 'node:crypto';
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request to a sandbox, with the few ways it can be answered. */
export interface SandboxExchange {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  text: string;
  /** The body as JSON, or undefined when it is not JSON. */
  json(): unknown;
  form(): URLSearchParams;
  sendJson(status: number, body: unknown, headers?: Record<string, string>): void;
  sendHtml(status: number, page: string): void;
  sendEmpty(status: number, headers?: Record<string, string>): void;
  /** 303: a form post answered by sending the browser on (to the merchant, or back to a page). */
  redirect(location: string): void;
  /** Never answers: the caller's timeout ends the exchange, or the sandbox closing does. */
  hold(): void;
}

export type SandboxHandler = (exchange: SandboxExchange) => void | Promise<void>;

export interface RunningSandbox {
  url: string;
  close(): Promise<void>;
}

function send(
  response: ServerResponse,
  status: number,
  headers: Record<string, string>,
  body = '',
) {
  response.writeHead(status, headers);
  response.end(body);
}

/**
 * A provider stand-in on loopback only (127.0.0.1, never another interface); port 0 takes any
 * free port. Closing drops held requests and open connections so tests end promptly.
 */
export async function startSandboxServer(
  handle: SandboxHandler,
  { port = 0 }: { port?: number } = {},
): Promise<RunningSandbox & { origin: string }> {
  const host = '127.0.0.1';
  let origin = '';
  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const exchange: SandboxExchange = {
      method: request.method ?? 'GET',
      url: new URL(request.url ?? '/', origin),
      headers: request.headers,
      text,
      json() {
        try {
          return JSON.parse(text);
        } catch {
          return undefined;
        }
      },
      form: () => new URLSearchParams(text),
      sendJson: (status, body, headers = {}) =>
        send(
          response,
          status,
          { 'content-type': 'application/json; charset=utf-8', ...headers },
          JSON.stringify(body),
        ),
      sendHtml: (status, page) =>
        send(response, status, { 'content-type': 'text/html; charset=utf-8' }, page),
      sendEmpty: (status, headers = {}) => send(response, status, headers),
      redirect: (location) => send(response, 303, { location }),
      hold: () => {},
    };
    await handle(exchange);
  };
  const server = createServer((request, response) => {
    // A client gone mid-request, or a handler bug, must never take the api down with it.
    answer(request, response).catch(() => {
      if (response.headersSent) response.destroy();
      else
        send(response, 500, { 'content-type': 'application/json' }, '{"message":"sandbox error"}');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  origin = `http://${host}:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    origin,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Random identifiers in the providers' styles (upper-case alphanumerics). */
export function randomCode(length: number) {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
  return Array.from(randomBytes(length), (byte) => alphabet.charAt(byte % alphabet.length)).join(
    '',
  );
}

export function randomToken(bytes = 24) {
  return randomBytes(bytes).toString('base64url');
}

export interface SandboxReply {
  status: number;
  body: unknown;
}

/**
 * Idempotent calls, as the providers keep them: the first answer to an operation with a given
 * key (Idempotency-Key, PayPal-Request-Id) is given again to every retry, which changes nothing.
 * `replayStatus` is the status a retry gets (PayPal answers a replayed 201 with 200).
 */
export function createReplies(replayStatus: (first: number) => number = (first) => first) {
  const replies = new Map<string, SandboxReply>();
  return (exchange: SandboxExchange, key: string | null, answer: () => SandboxReply | 'hold') => {
    const previous = key === null ? undefined : replies.get(key);
    if (previous) return exchange.sendJson(replayStatus(previous.status), previous.body);
    const reply = answer();
    if (reply === 'hold') return exchange.hold();
    if (key !== null) replies.set(key, reply);
    exchange.sendJson(reply.status, reply.body);
  };
}

/** The operation's replay key from the caller's idempotency header, or null without one. */
export function replyKey(exchange: SandboxExchange, header: string, operation: string) {
  const value = exchange.headers[header];
  return typeof value === 'string' ? `${operation}:${value}` : null;
}

/** Reads `Basic user:password`, or null. */
export function readBasicAuth(headers: IncomingHttpHeaders) {
  const match = /^Basic\s+(.+)$/i.exec(headers.authorization ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

export function withQuery(url: string, parameters: Record<string, string>) {
  const target = new URL(url);
  for (const [name, value] of Object.entries(parameters)) target.searchParams.set(name, value);
  return target.toString();
}

export interface Notification {
  url: string;
  body: string;
  contentType: string;
}

/** Retries after these delays when the merchant does not accept a notification. */
const defaultRetryDelaysMs = [1_000, 5_000];

/**
 * Sends notifications after the shopper's answer, as providers do: asynchronously, retried
 * after each of `retryDelaysMs` while the merchant is down or refuses (Adyen keeps retrying for
 * days; a crash test gives a long, quick schedule). Closing stops pending deliveries.
 */
export function createNotifier({
  retryDelaysMs = defaultRetryDelaysMs,
}: { retryDelaysMs?: readonly number[] } = {}) {
  const controller = new AbortController();
  const timers = new Set<NodeJS.Timeout>();
  const schedule = (delayMs: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, delayMs);
    timers.add(timer);
  };
  const attempt = (notification: Notification, retry: number) => {
    fetch(notification.url, {
      method: 'POST',
      headers: { 'content-type': notification.contentType },
      body: notification.body,
      signal: controller.signal,
    })
      .then(async (response) => {
        await response.arrayBuffer();
        return response.ok;
      })
      .catch(() => false)
      .then((accepted) => {
        const delay = retryDelaysMs[retry];
        if (!accepted && delay !== undefined && !controller.signal.aborted)
          schedule(delay, () => attempt(notification, retry + 1));
      });
  };
  return {
    send(notification: Notification) {
      schedule(0, () => attempt(notification, 0));
    },
    close() {
      controller.abort();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
