import { eq, sql } from 'drizzle-orm';
import { users } from '@shop/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signAccessToken } from '../../auth/access-token.ts';
import { passwordMatches } from '../../auth/passwords.ts';
import { issueRefreshToken, rotateRefreshToken } from '../../auth/refresh-tokens.ts';
import { RefreshRequest, TokenPair, TokenRequest } from '../../contracts/auth.ts';
import { DetailErrorBody, StoreQuery, ValidationErrorBody } from '../../contracts/common.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { signInAttempt } from './attempt-limits.ts';
import type { AuthUsersContext } from './context.ts';

const tags = ['auth-users'];

/** token/ and token/refresh/: a session is an access JWT plus a one-use refresh token. */
export const tokenRoutes: FastifyPluginAsyncZod<AuthUsersContext> = async (
  app,
  { db, env, jwtSecret, attempts },
) => {
  app.post(
    '/auth-users/token/',
    {
      schema: {
        summary: 'Log in: an access token (600 s) and a refresh token (86400 s)',
        description:
          'Wrong e-mail or password: 401 "Credenciales no válidas"; right password of an account ' +
          'not activated yet: 401 "Usuario inactivo". More than 10 attempts a minute from one ' +
          'address or for one e-mail: 429 with Retry-After.',
        tags,
        querystring: StoreQuery,
        body: TokenRequest,
        response: {
          200: TokenPair,
          400: ValidationErrorBody,
          401: DetailErrorBody,
          429: DetailErrorBody,
        },
      },
    },
    async (request) => {
      const credentials = await signInAttempt(
        request,
        { attempts, trustedProxies: env.TRUSTED_PROXIES },
        'email',
        'authApi.tooManyLogins',
      );
      const { email } = credentials;
      const [user] = await db
        .select({ id: users.id, passwordHash: users.passwordHash, isActive: users.isActive })
        .from(users)
        .where(eq(users.email, email));
      if (!(await passwordMatches(user?.passwordHash, credentials.password)) || !user)
        throw new ApiError(401, 'domain.errors.auth.invalid_credentials');
      await credentials.succeeded();
      // Only the holder of the password learns the account is inactive.
      if (!user.isActive) throw new ApiError(401, 'domain.errors.auth.inactive_user');
      await db
        .update(users)
        .set({ lastLoginAt: sql`now()` })
        .where(eq(users.id, user.id));
      return {
        access: await signAccessToken(jwtSecret, user.id),
        refresh: await issueRefreshToken(db, user.id),
      };
    },
  );

  app.post(
    '/auth-users/token/refresh/',
    {
      schema: {
        summary: 'A new access token and the next refresh token (the one sent is spent)',
        description:
          'Unknown, expired or already spent refresh token: 401. Presenting a spent one also ' +
          'revokes every later token of its session, in case it was stolen.',
        tags,
        querystring: StoreQuery,
        body: RefreshRequest,
        response: { 200: TokenPair, 400: ValidationErrorBody, 401: DetailErrorBody },
      },
    },
    async (request) => {
      const rotation = await rotateRefreshToken(db, request.body.refresh);
      if (rotation === null) throw new ApiError(401, 'authApi.sessionExpired');
      return {
        access: await signAccessToken(jwtSecret, rotation.userId),
        refresh: rotation.refresh,
      };
    },
  );
};
