import { domainErrorMessageKey, isDomainErrorCode } from '@shop/domain';
import type { z } from 'zod';
import { FieldErrors } from '../../cart/field-errors.ts';

/**
 * Checks a body with one of the domain's forms: every field's first mistake in one 400, with
 * the spec's wording (the forms' issues are domain error codes).
 */
export function parseDomainForm<Schema extends z.ZodType>(
  form: Schema,
  body: unknown,
): z.infer<Schema> {
  const parsed = form.safeParse(body);
  if (parsed.success) return parsed.data;
  const seen = new Set<string>();
  const issues = parsed.error.issues.flatMap((issue) => {
    const field = issue.path.length === 0 ? 'non_field_errors' : issue.path.map(String).join('.');
    if (seen.has(field)) return [];
    seen.add(field);
    const messageKey = isDomainErrorCode(issue.message)
      ? domainErrorMessageKey(issue.message)
      : ('api.invalidValue' as const);
    return [{ field, messageKey }];
  });
  throw new FieldErrors(issues);
}

/** Accounts are found by e-mail whatever its case; the api stores it lower-cased. */
export function normalisedEmail(email: string): string {
  return email.trim().toLowerCase();
}
