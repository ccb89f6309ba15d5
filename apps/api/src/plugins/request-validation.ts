import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { translate, type Locale, type MessageKey, type MessageParams } from '@shop/i18n';
import type { z } from 'zod';
import { ApiError } from './api-error.ts';

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

/**
 * Validates with zod like fastify-type-provider-zod's compiler, but with message keys: the
 * request schemas and whatever else checks data as a request would (a CSV row as a product).
 */
export function validated<Schema extends z.ZodType>(
  schema: Schema,
  data: unknown,
): { value: z.output<Schema> } | { error: FastifySchemaValidationError[] } {
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
}

export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) =>
    validated(schema, data);

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

/**
 * C0 control characters but tab, line feed and carriage return, DEL, and lone surrogate halves:
 * no field of the shop holds them, PostgreSQL refuses NUL in text (22021) and in jsonb (22P05)
 * outright, and a lone half would be stored silently altered (as U+FFFD).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const unstorableCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|\p{Cs}/u;

/** Far deeper than any body the api reads; deeper ones would overflow JSON.stringify. */
const maxNesting = 32;

const isStorable = (text: string) => !unstorableCharacter.test(text);

/**
 * The first thing in one part of a request (query, params, body) that no column can store: a
 * string or key with a control character, or nesting past `maxNesting`. Walked with a stack, not
 * recursion, so no body can overflow it. The field is the path as validation names it
 * (`complements.0.option_ids`); the offending text itself is never echoed.
 */
function unstorableIn(part: unknown): ApiError | undefined {
  const pending: [unknown, string[]][] = [[part, []]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [value, path] = next;
    const field = path.length === 0 ? undefined : path.join('.');
    if (typeof value === 'string') {
      if (!isStorable(value)) return ApiError.badRequest(field, 'api.forbiddenCharacters');
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (path.length >= maxNesting) return ApiError.badRequest(undefined, 'api.malformedRequest');
    for (const [key, item] of Object.entries(value)) {
      if (!isStorable(key)) return ApiError.badRequest(field, 'api.forbiddenCharacters');
      pending.push([item, [...path, key]]);
    }
  }
  return undefined;
}

/**
 * The one place every request string is checked before a handler sees it: query, path, body
 * and headers, as sent (before a schema drops unknown keys), so no handler, query or column
 * ever receives one it cannot store.
 */
export const storableText = fastifyPlugin(async (app) => {
  app.addHook('preValidation', async (request) => {
    const { params, query, body, headers } = request;
    const refusal = [params, query, body, headers].map(unstorableIn).find(Boolean);
    if (refusal) throw refusal;
  });
});
