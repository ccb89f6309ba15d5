import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  Cart,
  CartOfQuery,
  CartQuery,
  CartRow,
  CartRowCreateRequest,
  CartRowIdParams,
  CartRowUpdateRequest,
} from '../../contracts/cart.ts';
import { DetailErrorBody, ValidationErrorBody } from '../../contracts/common.ts';
import {
  addCartRow,
  changeCartRowQuantity,
  readCartRow,
  removeCartRow,
} from '../../cart/cart-row-changes.ts';
import { openCartView } from '../../cart/cart-view.ts';
import { cartAccess } from './cart-access.ts';
import type { RouteOptions } from '../route-options.ts';

const errors = { 400: ValidationErrorBody, 404: DetailErrorBody, 409: DetailErrorBody };
const tags = ['cart'];

/**
 * cart-rows/ (SPEC section 7). A row is reached through its cart's uuid: a row id with the
 * uuid of another cart is a 404, which is how someone else's cart is refused.
 */
export const cartRowRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { db }) => {
  app.post(
    '/cart/v1/cart-rows/',
    {
      schema: {
        summary: 'Adds a configured product to a cart, priced by the server',
        description:
          'The body is price_configuration’s plus cart and product_id; prices, totals and ' +
          'discounts in it are ignored. quantity 1 to 999; a stocked product only up to its ' +
          'stock, counting what the cart holds. Answers the whole cart.',
        tags,
        querystring: CartQuery,
        body: CartRowCreateRequest,
        response: { 201: Cart, ...errors },
      },
    },
    async (request, reply) => {
      const access = cartAccess(request);
      const cart = await addCartRow(db, access, request.body);
      return reply.code(201).send(await openCartView(db, cart, access));
    },
  );

  app.get(
    '/cart/v1/cart-rows/:id/',
    {
      schema: {
        summary: 'One row of a cart',
        tags,
        params: CartRowIdParams,
        querystring: CartOfQuery,
        response: { 200: CartRow, ...errors },
      },
    },
    (request) => readCartRow(db, cartAccess(request), request.params.id, request.query.cart),
  );

  app.put(
    '/cart/v1/cart-rows/:id/',
    {
      schema: {
        summary: 'Changes the quantity of a row, priced again; answers the whole cart',
        tags,
        params: CartRowIdParams,
        querystring: CartQuery,
        body: CartRowUpdateRequest,
        response: { 200: Cart, ...errors },
      },
    },
    async (request) => {
      const access = cartAccess(request);
      const cart = await changeCartRowQuantity(db, access, request.params.id, request.body);
      return openCartView(db, cart, access);
    },
  );

  app.delete(
    '/cart/v1/cart-rows/:id/delete_item/',
    {
      schema: {
        summary: 'Removes a row; answers the whole cart',
        tags,
        params: CartRowIdParams,
        querystring: CartOfQuery,
        response: { 200: Cart, ...errors },
      },
    },
    async (request) => {
      const access = cartAccess(request);
      const cart = await removeCartRow(db, access, request.params.id, request.query.cart);
      return openCartView(db, cart, access);
    },
  );
};
