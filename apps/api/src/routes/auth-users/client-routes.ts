import { asc, eq } from 'drizzle-orm';
import { users } from '@shop/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Client, ClientIdParams, ClientInfo, ClientUpdateRequest } from '../../contracts/auth.ts';
import {
  DetailErrorBody,
  ListOf,
  PageQuery,
  StoreQuery,
  ValidationErrorBody,
} from '../../contracts/common.ts';
import { counted, inWindow, totalCount } from '../../lists/page-window.ts';
import { pagedList } from '../../lists/paged-list.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { requireAccount } from '../../plugins/authentication.ts';
import { accountLimits } from '../../rate-limit/index.ts';
import { limitAttempts } from './attempt-limits.ts';
import { clientColumns, readClient, toClient } from './client-record.ts';
import { updateClient } from './client-update.ts';
import type { AuthUsersContext } from './context.ts';

const tags = ['auth-users'];
const refusals = { 401: DetailErrorBody, 404: DetailErrorBody };

/** clients/info/, the clients list and one client: the owner and admins only. */
export const clientRoutes: FastifyPluginAsyncZod<AuthUsersContext> = async (
  app,
  { db, attempts },
) => {
  app.get(
    '/auth-users/v1/clients/info/',
    {
      config: { caller: 'account' },
      schema: {
        summary: 'The signed-in account, inside `user`',
        tags,
        querystring: StoreQuery,
        response: { 200: ClientInfo, ...refusals },
      },
    },
    async (request) => {
      const user = await readClient(db, requireAccount(request).id);
      if (user === null) throw ApiError.unauthorized();
      return { user };
    },
  );

  app.get(
    '/auth-users/v1/clients/',
    {
      config: { caller: 'account' },
      schema: {
        summary: 'Clients: every one for an admin, only the caller otherwise',
        tags,
        querystring: StoreQuery.extend(PageQuery.shape),
        response: { 200: ListOf(Client), 400: ValidationErrorBody, ...refusals },
      },
    },
    async (request) => {
      const account = requireAccount(request);
      return pagedList(request, request.query, async (window) => {
        const query = db
          .select({ ...clientColumns, total: totalCount })
          .from(users)
          .where(account.isAdmin ? undefined : eq(users.id, account.id))
          .orderBy(asc(users.id))
          .$dynamic();
        return counted(await inWindow(query, window), toClient);
      });
    },
  );

  app.get(
    '/auth-users/v1/clients/:id/',
    {
      config: { caller: 'account' },
      schema: {
        summary: 'One client (its owner or an admin; anyone else: 404)',
        tags,
        querystring: StoreQuery,
        params: ClientIdParams,
        response: { 200: Client, ...refusals },
      },
    },
    async (request) => {
      const account = requireAccount(request);
      if (!account.isAdmin && account.id !== request.params.id) throw ApiError.notFound();
      const client = await readClient(db, request.params.id);
      if (client === null) throw ApiError.notFound();
      return client;
    },
  );

  app.put(
    '/auth-users/v1/clients/:id/',
    {
      config: { caller: 'account' },
      schema: {
        summary: 'Change a client’s name, phone, e-mail or password',
        description:
          'Only the fields sent change. A new e-mail or password needs current_password, the ' +
          'caller’s own (400 on it when missing or wrong; 10 checks a minute, then 429); a new ' +
          'password ends every session ' +
          'of the account, so log in again with it.',
        tags,
        querystring: StoreQuery,
        params: ClientIdParams,
        body: ClientUpdateRequest,
        response: { 200: Client, 400: ValidationErrorBody, ...refusals },
      },
    },
    async (request) => {
      const account = requireAccount(request);
      if (!account.isAdmin && account.id !== request.params.id) throw ApiError.notFound();
      const [target] = await db
        .select({ id: users.id, email: users.email, storeCode: users.storeCode })
        .from(users)
        .where(eq(users.id, request.params.id));
      if (target === undefined) throw ApiError.notFound();
      await updateClient(db, account, target, request.body, () =>
        limitAttempts(
          request,
          attempts,
          accountLimits.login,
          [`account:${account.id}`],
          'authApi.tooManyLogins',
        ),
      );
      const client = await readClient(db, target.id);
      if (client === null) throw ApiError.notFound();
      return client;
    },
  );
};
