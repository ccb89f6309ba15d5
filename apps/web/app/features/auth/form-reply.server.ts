import { parseWithZod } from '@conform-to/zod/v4';
import { domainErrorMessageKey, isDomainErrorCode } from '@shop/domain';
import type { Translate } from '@shop/i18n';
import type { z } from 'zod';
import { apiFailure } from '../checkout/api-failure.server.ts';

/**
 * What an account form action answers: the values typed (so the form shows them again, also
 * without JavaScript), one message per field, and a message about the whole form.
 */
export type FormReply = {
  values: Record<string, string>;
  errors: Record<string, string>;
  formError: string | null;
  notice: string | null;
};

export function formReply(fields: Partial<FormReply> = {}): FormReply {
  return { values: {}, errors: {}, formError: null, notice: null, ...fields };
}

/** The text fields of a form post (passwords are never sent back). */
function typedValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value === 'string' && !name.includes('password')) values[name] = value;
  }
  return values;
}

export type ParsedForm<Output> =
  { ok: true; value: Output; values: Record<string, string> } | { ok: false; reply: FormReply };

/** Checks a form post with one of the domain's form schemas; messages in the page's language. */
export function parseForm<Schema extends z.ZodType>(
  form: FormData,
  schema: Schema,
  t: Translate,
): ParsedForm<z.output<Schema>> {
  const values = typedValues(form);
  const submission = parseWithZod(form, { schema });
  if (submission.status === 'success') return { ok: true, value: submission.value, values };
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(submission.error ?? {})) {
    const message = messages?.[0];
    if (!message || field === '') continue;
    // The domain's forms report codes only (a unit test holds them to it); should a library
    // message slip through, the customer still reads their own language, not a developer's.
    const code = isDomainErrorCode(message) ? message : 'field.invalid';
    errors[field] = t(domainErrorMessageKey(code));
  }
  return { ok: false, reply: formReply({ values, errors }) };
}

/**
 * An api refusal (4xx) as the form's reply: its field messages on the fields, its detail or
 * non_field_errors above the form. Anything else is rethrown for the error page.
 */
export function apiRefusal(error: unknown, values: Record<string, string>): FormReply {
  const failure = apiFailure(error);
  if (!failure) throw error;
  return formReply({
    values,
    errors: failure.fieldErrors,
    formError: failure.detail,
  });
}
