import type { FastifyInstance, FastifyReply, HTTPMethods } from 'fastify';
import { translate } from '@shop/i18n';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DetailErrorBody, StoreQuery, ValidationErrorBody } from '../../contracts/common.ts';
import { ApiError } from '../../plugins/api-error.ts';

/**
 * Managing sub-orders and coupons (and listing every cart) is for admins: a guest gets 401
 * like Django REST without credentials, any other account 403. The admin side itself is not
 * built yet, so an admin is told so (501).
 */
export function refuseWithoutCredentials(reply: FastifyReply): never {
  reply.header('www-authenticate', 'Bearer realm="api"');
  throw ApiError.unauthorized();
}

export function adminOnlyRoute(
  app: FastifyInstance,
  method: HTTPMethods | HTTPMethods[],
  url: string,
  summary: string,
  tag: string,
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method,
    url,
    config: { caller: 'admin' },
    schema: {
      summary,
      description: 'Admins only (guest 401, other accounts 403); not available yet (501).',
      tags: [tag],
      querystring: StoreQuery.loose(),
      ...(url.includes(':id') ? { params: z.object({ id: z.string() }) } : {}),
      response: {
        400: ValidationErrorBody,
        401: DetailErrorBody,
        403: DetailErrorBody,
        501: DetailErrorBody,
      },
    },
    handler: (request, reply) => {
      void reply
        .code(501)
        .send({ detail: translate(request.locale, 'authApi.adminCallUnavailable') });
    },
  });
}
