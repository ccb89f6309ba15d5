import { apiErrorStatus } from '../../lib/api.server.ts';

/** An api refusal the page can explain: the status and the DRF-shaped body, already worded. */
export type ApiFailure = {
  status: number;
  /** `{field: [message]}` answers, one message per field (the first). */
  fieldErrors: Record<string, string>;
  /** `{detail}` or `non_field_errors` answers. */
  detail: string | null;
};

function firstMessage(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return null;
}

/**
 * Reads what apiGet/apiSend threw for a 4xx answer; null for anything else (an outage or a bug),
 * which the caller throws on so the error page shows.
 */
export function apiFailure(error: unknown): ApiFailure | null {
  const status = apiErrorStatus(error);
  if (status === undefined || status >= 500) return null;
  const raw = (error as { data?: { detail?: unknown } }).data?.detail;
  let body: unknown = null;
  if (typeof raw === 'string') {
    try {
      body = JSON.parse(raw);
    } catch {
      body = { detail: raw };
    }
  }
  const fieldErrors: Record<string, string> = {};
  let detail: string | null = null;
  if (typeof body === 'object' && body !== null) {
    for (const [field, value] of Object.entries(body)) {
      const message = firstMessage(value);
      if (!message) continue;
      if (field === 'detail' || field === 'non_field_errors') detail ??= message;
      else fieldErrors[field] = message;
    }
  }
  return { status, fieldErrors, detail };
}
