import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { translate, type Locale, type MessageKey, type MessageParams } from '@shop/i18n';
import type { z } from 'zod';

type RawIssue = z.core.$ZodRawIssue;

/**
 * Zod's own messages are English; every issue instead carries a catalogue key, chosen here
 * unless the schema set its own (`{ error: 'api.invalidPage' }`), and translated per request.
 */
function messageKeyOf(issue: RawIssue): MessageKey {
  if (issue.input === undefined) return 'api.required';
  if (issue.code === 'too_small' || issue.code === 'too_big') {
    const limit = issue.code === 'too_small' ? 'min' : 'max';
    if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
      return `api.${limit}Value`;
    }
    if (issue.origin === 'string') return `api.${limit}Length`;
  }
  if (issue.code === 'invalid_value') return 'api.invalidChoice';
  return 'api.invalidValue';
}

/** Validates with zod like fastify-type-provider-zod's compiler, but with message keys. */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    // reportInput: invalidChoice quotes the rejected value back.
    const result = schema.safeParse(data, { error: messageKeyOf, reportInput: true });
    if (result.success) return { value: result.data };
    const error: FastifySchemaValidationError[] = result.error.issues.map(
      ({ code, path, message, ...params }) => ({
        keyword: code,
        instancePath: path.map(String).join('.'),
        schemaPath: '',
        message,
        params,
      }),
    );
    return { error };
  };

function isMessageKey(message: string): message is MessageKey {
  return /^[a-z][\w-]*(\.[\w-]+)+$/i.test(message) && translatesTo(message) !== undefined;
}

function translatesTo(key: string): string | undefined {
  try {
    return translate('es', key as MessageKey);
  } catch {
    return undefined;
  }
}

function listOf(values: unknown): string {
  return Array.isArray(values) ? values.map(String).join(', ') : '';
}

/** One issue in the request's language; a message that is not a catalogue key is kept as is. */
export function issueMessage(locale: Locale, issue: FastifySchemaValidationError): string {
  const message = issue.message ?? 'api.invalidValue';
  if (!isMessageKey(message)) return message;
  const { minimum, maximum, input, values } = issue.params;
  const params: MessageParams = { allowed: listOf(values) };
  if (typeof minimum === 'number' || typeof minimum === 'bigint') params.minimum = String(minimum);
  if (typeof maximum === 'number' || typeof maximum === 'bigint') params.maximum = String(maximum);
  if (typeof input === 'string' || typeof input === 'number') params.value = input;
  return translate(locale, message, params);
}
