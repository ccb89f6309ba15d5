import { domainErrorMessageKey, isDomainErrorCode } from '@shop/domain';
import type { z } from 'zod';
import { FieldErrors } from '../../cart/field-errors.ts';

/**
 * The domain's forms speak in error codes; a failed parse becomes one 400 naming every wrong
 * field in the request's language (`{field: [message]}`).
 */
export function parseWithDomainForm<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
  fieldNames: Record<string, string> = {},
): z.infer<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new FieldErrors(
    result.error.issues.map((issue) => {
      const field = String(issue.path[0] ?? 'non_field_errors');
      return {
        field: fieldNames[field] ?? field,
        messageKey: isDomainErrorCode(issue.message)
          ? domainErrorMessageKey(issue.message)
          : 'api.invalidValue',
      };
    }),
  );
}
