import { StaffApiError } from './staff-api.ts';

/** What a form shows after the api refused it: the text as typed and the messages by field. */
export interface FormRefusal {
  ok: false;
  values: Record<string, string>;
  errors: Record<string, string[]>;
  /** Messages of the whole form (non_field_errors, or a 404's or 409's detail). */
  form: string[];
}

/**
 * The api's refusal of a form's submission, with what was typed kept; anything else (an
 * ended session, an unreachable api) is thrown on to the route's error page.
 */
export function refusalOf(
  error: unknown,
  fields: readonly string[],
  values: Record<string, string>,
): FormRefusal {
  if (!(error instanceof StaffApiError) || error.status === 401) throw error;
  const errors: Record<string, string[]> = {};
  for (const name of fields) errors[name] = error.messagesFor(name);
  // A message on a field the form does not show is the form's, never lost.
  const elsewhere = Object.keys(error.body)
    .filter((name) => !fields.includes(name) && name !== 'detail' && name !== 'code')
    .flatMap((name) => error.messagesFor(name));
  return {
    ok: false,
    values,
    errors,
    form: [...elsewhere, error.body.detail ?? ''].filter(Boolean),
  };
}

/** The named fields of a submitted form, as text. */
export function valuesFrom(form: FormData, fields: readonly string[]): Record<string, string> {
  return Object.fromEntries(fields.map((name) => [name, String(form.get(name) ?? '')]));
}

/** A moment as a datetime-local field shows it, in the browser's time zone ('' for none). */
export function inputMoment(iso: string | null): string {
  if (iso === null) return '';
  const moment = new Date(iso);
  return new Date(moment.getTime() - moment.getTimezoneOffset() * 60_000)
    .toISOString()
    .slice(0, 16);
}

/** A datetime-local field's text as the api's moment (null when empty). */
export function momentOf(text: string | undefined): string | null {
  return text === undefined || text === '' ? null : new Date(text).toISOString();
}
