import { eq, sql } from 'drizzle-orm';
import { cartRows, carts, users } from '@shop/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lockOpenCart } from '../../cart/cart-record.ts';
import { cartAccess } from '../cart/cart-access.ts';
import { Client, ClientIdParams, ToggleTypeRequest } from '../../contracts/auth.ts';
import { DetailErrorBody, StoreQuery, ValidationErrorBody } from '../../contracts/common.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { readClient } from './client-record.ts';
import type { AuthUsersContext } from './context.ts';

/**
 * clients/{id}/toggle_type/: an admin switches an account (usually its own) between client
 * and professional to see the other prices. The cart's rows were priced for the old type, so
 * they are removed and the cart takes the new type.
 */
export const toggleTypeRoute: FastifyPluginAsyncZod<AuthUsersContext> = async (app, { db }) => {
  app.put(
    '/auth-users/v1/clients/:id/toggle_type/',
    {
      config: { caller: 'admin' },
      schema: {
        summary: 'Switch an account between C and P (admins only) and empty the given cart',
        description: 'Guests 401, non-admins 403; a placed cart cannot be emptied (409).',
        tags: ['auth-users'],
        querystring: StoreQuery,
        params: ClientIdParams,
        body: ToggleTypeRequest,
        response: {
          200: Client,
          400: ValidationErrorBody,
          401: DetailErrorBody,
          403: DetailErrorBody,
          404: DetailErrorBody,
          409: DetailErrorBody,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const cartId = request.body.cart_id ?? null;
      await db.transaction(async (tx) => {
        const [toggled] = await tx
          .update(users)
          .set({
            customerType: sql`case when ${users.customerType} = 'P' then 'C' else 'P' end`,
            updatedAt: sql`now()`,
          })
          .where(eq(users.id, id))
          .returning({ customerType: users.customerType });
        if (toggled === undefined) throw ApiError.notFound();
        if (cartId === null) return;
        const cart = await lockOpenCart(tx, cartId, cartAccess(request));
        await tx.delete(cartRows).where(eq(cartRows.cartId, cart.id));
        await tx
          .update(carts)
          .set({ customerType: toggled.customerType, updatedAt: sql`now()` })
          .where(eq(carts.id, cart.id));
      });
      const client = await readClient(db, id);
      if (client === null) throw ApiError.notFound();
      return client;
    },
  );
};
