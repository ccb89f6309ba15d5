import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attemptStoreOf } from '../../rate-limit/index.ts';
import type { AccountRouteOptions } from '../route-options.ts';
import { clientRoutes } from './client-routes.ts';
import type { AuthUsersContext } from './context.ts';
import { passwordRoutes } from './password-routes.ts';
import { professionalRoutes } from './professional-routes.ts';
import { signUpRoutes } from './sign-up-routes.ts';
import { toggleTypeRoute } from './toggle-type-route.ts';
import { tokenRoutes } from './token-routes.ts';

/** Tokens, sign-up, activation, password recovery and client records (/auth-users/). */
export const authUsersRoutes: FastifyPluginAsyncZod<
  AccountRouteOptions & { jwtSecret: string }
> = async (app, { db, env, nudge, jwtSecret }) => {
  const attempts = attemptStoreOf(app, env, db);
  const context: AuthUsersContext = {
    db,
    env,
    jwtSecret,
    attempts,
    nudge,
  };
  await app.register(tokenRoutes, context);
  await app.register(signUpRoutes, context);
  await app.register(passwordRoutes, context);
  await app.register(clientRoutes, context);
  await app.register(toggleTypeRoute, context);
  await app.register(professionalRoutes, context);
};
