import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import { users, type CustomerType } from '@shop/db';
import type { Db } from '../database.ts';
import { verifyAccessToken } from '../auth/access-token.ts';
import { ApiError } from './api-error.ts';

/** The caller behind a valid `Authorization: Bearer <access token>`. */
export type Account = {
  id: number;
  email: string;
  customerType: CustomerType;
  isAdmin: boolean;
};

/** Who may call a route: a signed-in account, or an admin. */
export type RequiredCaller = 'account' | 'admin';

declare module 'fastify' {
  interface FastifyRequest {
    /** null for guests; a present but invalid, expired or inactive token is answered 401. */
    account: Account | null;
  }
  interface FastifyContextConfig {
    /**
     * Declared by every route that needs a caller (`config: { caller: 'account' }`): checked
     * when the request arrives, before its body is read or anything in it is validated, so a
     * caller without the right token never learns the call's schema from a 400.
     */
    caller?: RequiredCaller;
  }
}

export type AuthenticationOptions = { db: Db; jwtSecret: string };

/**
 * Declares who may call a route (for a whole plugin of them, from its onRoute hook), and marks
 * it in the OpenAPI document as needing the access token, and the admin role.
 */
export function declareCaller(route: RouteOptions, required: RequiredCaller): void {
  const roles = required === 'admin' ? ['admin'] : [];
  route.config = { ...route.config, caller: required };
  route.schema = { ...route.schema, security: [{ bearerAuth: roles }] };
}

function refuseGuest(reply: FastifyReply): never {
  reply.header('www-authenticate', 'Bearer realm="api"');
  throw ApiError.unauthorized();
}

/** 401 without a valid token, 403 for an account that is not the admin the route asks for. */
function checkCaller(required: RequiredCaller, account: Account | null, reply: FastifyReply) {
  if (account === null) refuseGuest(reply);
  if (required === 'admin' && !account.isAdmin) throw ApiError.forbidden();
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  const [scheme, token] = header.split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || token === undefined || token === '')
    throw ApiError.unauthorized();
  return token;
}

/**
 * Resolves the caller once per request. Like Django REST, a request without credentials is a
 * guest, and one with bad credentials is refused even on public calls, so a client whose token
 * expired learns it at once and refreshes instead of silently seeing guest prices.
 */
export const authentication = fastifyPlugin<AuthenticationOptions>(
  async (app, { db, jwtSecret }) => {
    app.decorateRequest('account', null);
    app.addHook('onRoute', (route) => {
      const required = route.config?.caller;
      if (required !== undefined) declareCaller(route, required);
    });
    app.addHook('onRequest', async (request, reply) => {
      await resolveAccount(request, reply);
      const required = request.routeOptions.config.caller;
      if (required !== undefined) checkCaller(required, request.account, reply);
    });

    async function resolveAccount(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const token = bearerToken(request);
      if (token === undefined) return;
      const userId = await verifyAccessToken(jwtSecret, token);
      const [user] =
        userId === null
          ? []
          : await db
              .select({
                id: users.id,
                email: users.email,
                customerType: users.customerType,
                isAdmin: users.isAdmin,
                isActive: users.isActive,
              })
              .from(users)
              .where(eq(users.id, userId));
      if (user === undefined || !user.isActive) refuseGuest(reply);
      request.account = {
        id: user.id,
        email: user.email,
        customerType: user.customerType,
        isAdmin: user.isAdmin,
      };
    }
  },
);

/**
 * The caller of a route that declared `config.caller`, checked on arrival. A route that did
 * not declare it is a programming error (500), so no route can check its caller only after
 * validating the input.
 */
export function requireAccount(request: FastifyRequest): Account {
  const { caller } = request.routeOptions.config;
  if (caller === undefined)
    throw new Error(`${request.routeOptions.url ?? request.url} must declare config.caller`);
  if (request.account === null) throw ApiError.unauthorized();
  return request.account;
}

/** The owner of a record or an admin; anyone else gets 404 so nothing is disclosed. */
export function requireOwnerOrAdmin(request: FastifyRequest, ownerId: number | null): Account {
  const account = requireAccount(request);
  if (!account.isAdmin && account.id !== ownerId) throw ApiError.notFound();
  return account;
}
