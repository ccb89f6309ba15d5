import type { FastifySchemaValidationError } from 'fastify';
import type { MessageKey } from '@shop/i18n';

export interface FieldIssue {
  field: string;
  messageKey: MessageKey;
}

/**
 * Several fields wrong at once, answered like a failed request schema (the error handler's
 * `validation` path): 400 `{field: [message]}` for every field, in the request's language.
 * ApiError carries one field only, and a checkout form wants all its mistakes in one answer.
 */
export class FieldErrors extends Error {
  override name = 'FieldErrors';
  readonly statusCode = 400;
  readonly validation: FastifySchemaValidationError[];

  constructor(issues: readonly FieldIssue[]) {
    super(issues.map((issue) => `${issue.field}: ${issue.messageKey}`).join('; '));
    this.validation = issues.map((issue) => ({
      keyword: 'custom',
      instancePath: issue.field,
      schemaPath: '',
      message: issue.messageKey,
      params: {},
    }));
  }
}
