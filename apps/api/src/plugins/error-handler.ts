import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { isDatabaseUnavailable } from '@shop/db';
import { translate, type Locale, type MessageKey } from '@shop/i18n';
import { ApiError } from './api-error.ts';
import { databaseRefusal } from './database-refusals.ts';
import { issueMessage } from './request-validation.ts';

type FieldErrors = Record<string, string[]>;

function validationBody(locale: Locale, error: FastifyError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.validation ?? []) {
    const field = issue.instancePath === '' ? 'non_field_errors' : issue.instancePath;
    (fields[field] ??= []).push(issueMessage(locale, issue));
  }
  return fields;
}

/** Fastify's own client errors (bad JSON, wrong content type, body too large...). */
const clientErrorKeys: Record<number, MessageKey> = {
  404: 'api.notFound',
  413: 'api.payloadTooLarge',
  415: 'api.unsupportedMediaType',
};

function sendApiError(error: ApiError, request: FastifyRequest, reply: FastifyReply) {
  const message = translate(request.locale, error.messageKey, error.params);
  if (error.status === 429) reply.header('retry-after', String(error.params.seconds));
  if (error.status === 400)
    return reply.code(400).send({ [error.field ?? 'non_field_errors']: [message] });
  const coded = error.code === undefined ? {} : { code: error.code };
  return reply.code(error.status).send({ detail: message, ...coded });
}

/**
 * The one place errors become answers: 400 in the Django REST shape, other client errors as
 * `{detail}`, a database out of reach as 503, anything unexpected as a logged 500 whose body says nothing about the internals.
 */
export const errorHandler = fastifyPlugin(async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { locale } = request;
    if (error instanceof ApiError) return sendApiError(error, request, reply);
    if (error.validation) return reply.code(400).send(validationBody(locale, error));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = translate(locale, clientErrorKeys[status] ?? 'api.malformedRequest');
      if (status === 400) return reply.code(400).send({ non_field_errors: [message] });
      return reply.code(status).send({ detail: message });
    }
    // A lost or unreachable database fails this request only: the client may retry.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).send({ detail: translate(locale, 'api.databaseUnavailable') });
    }
    const refusal = databaseRefusal(error);
    if (refusal) {
      request.log.warn({ err: error }, 'the database refused a value of the request');
      return sendApiError(refusal, request, reply);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ detail: translate(locale, 'api.internal') });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ detail: translate(request.locale, 'api.notFound') }),
  );
});

/**
 * For Fastify's `frameworkErrors`: a URL it cannot decode fails before routing, hooks and the
 * error handler, so the request has no locale yet and the answer is in the default language.
 */
export function answerFrameworkError(
  _error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  return reply.code(400).send({ non_field_errors: [translate('es', 'api.malformedRequest')] });
}
