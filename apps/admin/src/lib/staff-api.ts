import { redirect } from 'react-router';
import { signInPath } from './return-path.ts';
import { savedLanguage } from './staff-language.ts';

/** The api's error shapes: 400 `{field: [msg], non_field_errors: [msg]}`, others `{detail, code}`. */
export type StaffApiErrorBody = Record<string, unknown> & { detail?: string; code?: string };

export class StaffApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: StaffApiErrorBody,
  ) {
    super(typeof body.detail === 'string' ? body.detail : `staff api answered ${status}`);
  }

  /** The messages of a 400 answer for one field, or for the whole form. */
  messagesFor(field: string): string[] {
    const messages = this.body[field];
    return Array.isArray(messages) ? messages.filter((m) => typeof m === 'string') : [];
  }
}

/** `/admin/v1/<path>` with the staff member's language, as the contract asks of every call. */
export function staffApiUrl(path: string, query: URLSearchParams = new URLSearchParams()): string {
  const params = new URLSearchParams(query);
  params.set('language', savedLanguage());
  return `/admin/v1/${path}?${params}`;
}

/**
 * One staff api call. Every call says it comes from the staff app (the api's CSRF check on
 * state-changing calls); the session travels in its HttpOnly cookie.
 */
export async function staffApi<T>(
  path: string,
  {
    method = 'GET',
    query,
    body,
    signal,
    headers: extra = {},
  }: {
    method?: string;
    query?: URLSearchParams;
    body?: unknown;
    signal?: AbortSignal;
    /** Call-specific headers, such as a refund's Idempotency-Key. */
    headers?: Record<string, string>;
  } = {},
): Promise<T> {
  const headers: Record<string, string> = {
    ...extra,
    Accept: 'application/json',
    'X-Requested-With': 'staff-app',
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(staffApiUrl(path, query), {
    method,
    headers,
    credentials: 'same-origin',
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  if (response.status === 204) return undefined as T;
  const answer: unknown = await response.json().catch(() => ({}));
  if (!response.ok) {
    throw new StaffApiError(
      response.status,
      typeof answer === 'object' && answer !== null ? (answer as StaffApiErrorBody) : {},
    );
  }
  return answer as T;
}

/**
 * A loader's call: without a session (401) the staff member goes to the sign-in page, which
 * brings them back to the page they were on. `expired` says the session ended while they
 * worked (a screen's call), rather than that they had not signed in (the shell's first call).
 */
export async function staffApiForPage<T>(
  request: Request,
  path: string,
  {
    query,
    expired = true,
    method,
    body,
  }: {
    query?: URLSearchParams;
    expired?: boolean;
    /** A read that needs a body (a bulk change's preview) is a POST. */
    method?: 'POST';
    body?: unknown;
  } = {},
): Promise<T> {
  try {
    return await staffApi<T>(path, { query, method, body, signal: request.signal });
  } catch (error) {
    if (error instanceof StaffApiError && error.status === 401) {
      const url = new URL(request.url);
      throw redirect(signInPath(`${url.pathname}${url.search}`, { expired }));
    }
    throw error;
  }
}
