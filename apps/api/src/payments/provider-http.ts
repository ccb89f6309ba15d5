import type { z } from 'zod';
import {
  PaymentProviderError,
  PaymentProviderTimeoutError,
  type PaymentProviderName,
} from './payment-outcome.ts';

/** Every provider call is bounded: a provider that hangs must not hang the checkout. */
export const defaultPaymentTimeoutMs = 10_000;

export interface ProviderRequest {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  headers?: Record<string, string>;
  /** Objects are sent as JSON; strings as they are (form bodies set their own content type). */
  body?: unknown;
  timeoutMs: number;
}

export interface ProviderAnswer {
  status: number;
  headers: Headers;
  /** Parsed JSON, the raw text when it is not JSON, or undefined when empty. */
  body: unknown;
}

function isTimeout(error: unknown) {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

/** One HTTP exchange with a provider; the timeout covers the answer's body too. */
export async function callProvider(
  provider: PaymentProviderName,
  request: ProviderRequest,
): Promise<ProviderAnswer> {
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  let body: string | undefined;
  if (typeof request.body === 'string') body = request.body;
  else if (request.body !== undefined) {
    body = JSON.stringify(request.body);
    headers['content-type'] = 'application/json';
  }
  const failure = (error: unknown) =>
    isTimeout(error)
      ? new PaymentProviderTimeoutError(
          provider,
          `no answer within ${request.timeoutMs} ms (${request.method} ${request.url})`,
          { cause: error },
        )
      : new PaymentProviderError(provider, `unreachable (${request.method} ${request.url})`, {
          cause: error,
        });
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers,
      body,
      signal: AbortSignal.timeout(request.timeoutMs),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: parseBody(text) };
  } catch (error) {
    throw failure(error);
  }
}

function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Reads a successful answer with its schema; anything else is a provider failure. */
export function readAnswer<Schema extends z.ZodType>(
  provider: PaymentProviderName,
  answer: ProviderAnswer,
  schema: Schema,
  what: string,
): z.infer<Schema> {
  if (answer.status < 200 || answer.status >= 300)
    throw new PaymentProviderError(provider, `${what} answered ${answer.status}`, {
      status: answer.status,
    });
  const parsed = schema.safeParse(answer.body);
  if (!parsed.success)
    throw new PaymentProviderError(provider, `${what} answer unreadable`, {
      cause: parsed.error,
      status: answer.status,
    });
  return parsed.data;
}

export function basicAuthorization(user: string, password: string) {
  return `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
}

export function trimBaseUrl(url: string) {
  return url.replace(/\/+$/, '');
}

/** A notification URL may only be known once the api listens (port 0), so it can be late. */
export type LateUrl = string | (() => string | undefined) | undefined;

export function resolveUrl(url: LateUrl) {
  return typeof url === 'function' ? url() : url;
}
