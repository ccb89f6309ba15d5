import { translate } from '@shop/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  Cart,
  CartCheckoutRequest,
  CartEmailRequest,
  CartIdParams,
  CartQuery,
  CartRetrieveQuery,
  CartRowDisplay,
  CartWithMessage,
  CheckedCart,
  LookedUpCart,
  OrderLookupRequest,
} from '../../contracts/cart.ts';
import { DetailErrorBody, ValidationErrorBody } from '../../contracts/common.ts';
import {
  cartIdOfOrder,
  createCart,
  deleteCart,
  joinEmailToCart,
  saveCheckoutData,
} from '../../cart/cart-changes.ts';
import { removeCoupon } from '../../cart/cart-coupon-changes.ts';
import { cartRowsForDisplay } from '../../cart/cart-row-display.ts';
import { allCartSubOrders } from '../../cart/cart-sub-orders.ts';
import { cartView } from '../../cart/cart-view.ts';
import { recheckCart } from '../../cart/recheck-cart.ts';
import { cartAccess } from './cart-access.ts';
import { orderLookupGuard } from '../order-lookup-limits.ts';
import type { CartRouteOptions } from './index.ts';
import { adminOnlyRoute } from './admin-only.ts';

const errors = { 400: ValidationErrorBody, 404: DetailErrorBody, 409: DetailErrorBody };
const tags = ['cart'];

/** carts/ (SPEC section 7): a guest's cart, found by its uuid in the request's store. */
export const cartResourceRoutes: FastifyPluginAsyncZod<CartRouteOptions> = async (
  app,
  { db, env },
) => {
  const guardedLookup = orderLookupGuard(app, db, env);
  adminOnlyRoute(app, 'GET', '/cart/v1/carts/', 'Every cart (admins)', 'cart');

  app.post(
    '/cart/v1/carts/',
    {
      schema: {
        summary: 'A new empty cart of the store, in the request language',
        description:
          'The customer type is decided by the server: the account’s with a Bearer token ' +
          '(the cart then belongs to it), C for guests.',
        tags,
        querystring: CartQuery,
        response: { 201: Cart, 400: ValidationErrorBody },
      },
    },
    async (request, reply) => {
      const id = await createCart(db, request.query, request.account);
      return reply.code(201).send(await cartView(db, id, cartAccess(request)));
    },
  );

  app.get(
    '/cart/v1/carts/:id/',
    {
      schema: {
        summary: 'A cart with its stored prices, or re-priced from the catalogue (check=true)',
        description:
          'check=true (before paying) prices every row again from the current catalogue, ' +
          'stores the new prices and lists changed_rows and unavailable_rows.',
        tags,
        params: CartIdParams,
        querystring: CartRetrieveQuery,
        response: { 200: CheckedCart, ...errors },
      },
    },
    async (request) => {
      const access = cartAccess(request);
      if (!request.query.check) return cartView(db, request.params.id, access);
      const check = await recheckCart(db, request.params.id, access);
      return {
        ...(await cartView(db, request.params.id, access)),
        changed_rows: check.changedRows,
        unavailable_rows: check.unavailableRows.map((row) => ({
          id: row.id,
          detail: translate(access.language, row.messageKey, row.params),
        })),
      };
    },
  );

  app.put(
    '/cart/v1/carts/:id/',
    {
      schema: {
        summary: 'Saves checkout data (partial): contact, shipping, billing, payment method',
        description:
          "Each field present is checked with the edition's rules; 400 names every wrong " +
          'field and nothing is saved. The country is the edition’s. With a Bearer token a ' +
          'guest cart is adopted by the account and priced for its customer type.',
        tags,
        params: CartIdParams,
        querystring: CartQuery,
        body: CartCheckoutRequest,
        response: { 200: Cart, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const access = cartAccess(request);
      const retyped = await saveCheckoutData(db, id, access, request.body);
      // A guest cart adopted by a professional account is priced at its prices at once.
      if (retyped) await recheckCart(db, id, access);
      return cartView(db, id, access);
    },
  );

  app.delete(
    '/cart/v1/carts/:id/',
    {
      schema: {
        summary: 'Deletes a cart (409 once it has become an order)',
        tags,
        params: CartIdParams,
        querystring: CartQuery,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteCart(db, request.params.id, cartAccess(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/cart/v1/carts/:id/custom_rows/',
    {
      schema: {
        summary: 'The rows with what the cart page shows: product, summary, delivery',
        tags,
        params: CartIdParams,
        querystring: CartQuery,
        response: { 200: z.array(CartRowDisplay), ...errors },
      },
    },
    (request) => cartRowsForDisplay(db, request.params.id, cartAccess(request)),
  );

  app.put(
    '/cart/v1/carts/:id/disable_coupon/',
    {
      schema: {
        summary: 'Removes the coupon from the cart',
        tags,
        params: CartIdParams,
        querystring: CartQuery,
        response: { 200: CartWithMessage, ...errors },
      },
    },
    async (request) => {
      const access = cartAccess(request);
      await removeCoupon(db, request.params.id, access);
      const cart = await cartView(db, request.params.id, access);
      return { ...cart, message: translate(request.query.language, 'cart.couponRemoved') };
    },
  );

  app.post(
    '/cart/v1/carts/retrieve_by_order_number/',
    {
      schema: {
        summary: 'The cart of an order, by order number and the e-mail it was placed with',
        tags,
        querystring: CartQuery,
        body: OrderLookupRequest,
        response: { 200: LookedUpCart, ...errors },
      },
    },
    async (request) => {
      const { order_number, email } = request.body;
      const cartId = await guardedLookup(request, { kind: 'order', number: order_number }, () =>
        cartIdOfOrder(db, request.query, order_number, email),
      );
      const access = { ...request.query, caller: 'orderLookup' as const };
      const [cart, rows, subOrders] = await Promise.all([
        cartView(db, cartId, access),
        cartRowsForDisplay(db, cartId, access),
        allCartSubOrders(db, cartId, access.language),
      ]);
      return { ...cart, custom_rows: rows, sub_orders: subOrders };
    },
  );

  app.post(
    '/cart/v1/carts/:id/join_email_to_cart/',
    {
      schema: {
        summary: 'Stores the customer’s e-mail on the cart',
        tags,
        params: CartIdParams,
        querystring: CartQuery,
        body: CartEmailRequest,
        response: { 200: Cart, ...errors },
      },
    },
    async (request) => {
      const access = cartAccess(request);
      await joinEmailToCart(db, request.params.id, access, request.body.email);
      return cartView(db, request.params.id, access);
    },
  );
};
