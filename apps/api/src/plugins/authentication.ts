import type { FastifyRequest } from 'fastify';
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

declare module 'fastify' {
  interface FastifyRequest {
    /** null for guests; a present but invalid, expired or inactive token is answered 401. */
    account: Account | null;
  }
}

export type AuthenticationOptions = { db: Db; jwtSecret: string };

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
    app.addHook('onRequest', async (request, reply) => {
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
      if (user === undefined || !user.isActive) {
        reply.header('www-authenticate', 'Bearer realm="api"');
        throw ApiError.unauthorized();
      }
      request.account = {
        id: user.id,
        email: user.email,
        customerType: user.customerType,
        isAdmin: user.isAdmin,
      };
    });
  },
);

/** The signed-in caller, or 401 for a guest. */
export function requireAccount(request: FastifyRequest): Account {
  if (request.account === null) throw ApiError.unauthorized();
  return request.account;
}

/** An admin caller: 401 for a guest, 403 for anyone else. */
export function requireAdmin(request: FastifyRequest): Account {
  const account = requireAccount(request);
  if (!account.isAdmin) throw ApiError.forbidden();
  return account;
}

/** The owner of a record or an admin; anyone else gets 404 so nothing is disclosed. */
export function requireOwnerOrAdmin(request: FastifyRequest, ownerId: number | null): Account {
  const account = requireAccount(request);
  if (!account.isAdmin && account.id !== ownerId) throw ApiError.notFound();
  return account;
}
