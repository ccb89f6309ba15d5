import { apiErrorStatus } from '../../lib/api.server.ts';

/** Why the api refused a cart change, in the request's language, as it answered it. */
export type CartRefusal = {
  status: number;
  /** The detail, else the first field message: what to show next to the button. */
  message: string | null;
  /** The field the message is about ('quantity', 'postal_code', 'code', ...), if any. */
  field: string | null;
};

function bodyOf(error: unknown): unknown {
  if (typeof error !== 'object' || error === null || !('data' in error)) return null;
  const { data } = error as { data: unknown };
  if (typeof data !== 'object' || data === null || !('detail' in data)) return null;
  const { detail } = data as { detail: unknown };
  if (typeof detail !== 'string') return null;
  try {
    return JSON.parse(detail);
  } catch {
    return null;
  }
}

/**
 * The api's 4xx answer (DRF shape: `{detail}` or `{field: [message]}`) read back from the
 * error the api client threw; null for anything else (an outage, a bug), which the caller
 * lets through to the error page.
 */
export function cartRefusal(error: unknown): CartRefusal | null {
  const status = apiErrorStatus(error);
  if (status === undefined || status < 400 || status >= 500) return null;
  const body = bodyOf(error);
  if (typeof body !== 'object' || body === null) return { status, message: null, field: null };
  const entries = Object.entries(body as Record<string, unknown>);
  const detail = entries.find(([name]) => name === 'detail')?.[1];
  if (typeof detail === 'string') return { status, message: detail, field: null };
  for (const [field, messages] of entries) {
    const first: unknown = Array.isArray(messages) ? messages[0] : messages;
    if (typeof first === 'string')
      return { status, message: first, field: field === 'non_field_errors' ? null : field };
  }
  return { status, message: null, field: null };
}
