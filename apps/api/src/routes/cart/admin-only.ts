import type { FastifyInstance, FastifyReply, HTTPMethods } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DetailErrorBody, StoreQuery, ValidationErrorBody } from '../../contracts/common.ts';
import { ApiError } from '../../plugins/api-error.ts';

/**
 * Managing sub-orders and coupons (and listing every cart) is for admins, and accounts do not
 * exist yet: these calls answer 401 like Django REST without credentials, until auth arrives.
 */
export function refuseWithoutCredentials(reply: FastifyReply): never {
  reply.header('www-authenticate', 'Bearer realm="api"');
  throw new ApiError(401, 'cart.authenticationRequired');
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
    schema: {
      summary,
      description: 'Admins only: answers 401 until accounts exist.',
      tags: [tag],
      querystring: StoreQuery.loose(),
      ...(url.includes(':id') ? { params: z.object({ id: z.string() }) } : {}),
      response: { 400: ValidationErrorBody, 401: DetailErrorBody },
    },
    handler: (_request, reply) => refuseWithoutCredentials(reply),
  });
}
