import { translate } from '@shop/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CartPagedQuery,
  CartQuery,
  CartWithMessage,
  CouponListQuery,
  CouponValidateRequest,
  PublicCoupon,
  SubOrder,
} from '../../contracts/cart.ts';
import {
  DetailErrorBody,
  ListOf,
  RecordIdParam,
  ValidationErrorBody,
} from '../../contracts/common.ts';
import { applyCoupon } from '../../cart/cart-coupon-changes.ts';
import { cartSubOrder, cartSubOrderPage } from '../../cart/cart-sub-orders.ts';
import { cartView } from '../../cart/cart-view.ts';
import { publicCouponPage } from '../../cart/public-coupons.ts';
import { pagedList } from '../../lists/paged-list.ts';
import { cartAccess } from './cart-access.ts';
import type { RouteOptions } from '../route-options.ts';
import { adminOnlyRoute, refuseWithoutCredentials } from './admin-only.ts';

const errors = {
  400: ValidationErrorBody,
  401: DetailErrorBody,
  404: DetailErrorBody,
  409: DetailErrorBody,
};

/** The cart uuid is a guest's key to their own order; without it only an admin may read. */
const SubOrderQuery = CartPagedQuery.partial({ cart: true });
const SubOrderOneQuery = CartQuery.extend({ cart: z.string().max(100).optional() });

/** sub-orders/ and coupons/ (SPEC section 7): guests read; writes are for admins (401). */
export const subOrderAndCouponRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { db }) => {
  app.get(
    '/cart/v1/sub-orders/',
    {
      schema: {
        summary: 'The sub-orders (shipments) of a cart’s order; empty before it is placed',
        description: 'cart is required until admin accounts exist (401 without it).',
        tags: ['cart'],
        querystring: SubOrderQuery,
        response: { 200: ListOf(SubOrder), ...errors },
      },
    },
    (request, reply) => {
      const { query } = request;
      const cart = query.cart;
      if (cart === undefined) return refuseWithoutCredentials(reply);
      return pagedList(request, query, (window) =>
        cartSubOrderPage(db, cart, cartAccess(request), window),
      );
    },
  );

  app.get(
    '/cart/v1/sub-orders/:id/',
    {
      schema: {
        summary: 'One sub-order of a cart’s order',
        tags: ['cart'],
        params: z.object({ id: RecordIdParam }),
        querystring: SubOrderOneQuery,
        response: { 200: SubOrder, ...errors },
      },
    },
    (request, reply) => {
      const { cart } = request.query;
      if (cart === undefined) return refuseWithoutCredentials(reply);
      return cartSubOrder(db, cart, cartAccess(request), request.params.id);
    },
  );

  adminOnlyRoute(app, 'POST', '/cart/v1/sub-orders/', 'Creates a sub-order (admins)', 'cart');
  adminOnlyRoute(
    app,
    ['PUT', 'PATCH', 'DELETE'],
    '/cart/v1/sub-orders/:id/',
    'Changes or deletes a sub-order (admins)',
    'cart',
  );

  app.post(
    '/cart/v1/coupons/validate-coupon/',
    {
      schema: {
        summary: 'Applies a coupon code to a cart',
        description:
          'Codes are case-insensitive. 400 under `code` with the reason: not valid, ' +
          'expired, used up, below its minimum, not for the brands in the cart.',
        tags: ['coupons'],
        querystring: CartQuery,
        body: CouponValidateRequest,
        response: { 200: CartWithMessage, ...errors },
      },
    },
    async (request) => {
      const { cart, code } = request.body;
      const access = cartAccess(request);
      await applyCoupon(db, cart, access, code);
      const view = await cartView(db, cart, access);
      return { ...view, message: translate(request.query.language, 'cart.couponApplied') };
    },
  );

  app.get(
    '/cart/v1/coupons/web_list/',
    {
      schema: {
        summary: 'The public coupons of the store that can be used now',
        tags: ['coupons'],
        querystring: CouponListQuery,
        response: { 200: ListOf(PublicCoupon), 400: ValidationErrorBody, 404: DetailErrorBody },
      },
    },
    (request) =>
      pagedList(request, request.query, (window) =>
        publicCouponPage(db, request.query.store, window),
      ),
  );

  adminOnlyRoute(app, ['GET', 'POST'], '/cart/v1/coupons/', 'Coupons (admins)', 'coupons');
  adminOnlyRoute(
    app,
    ['GET', 'PUT', 'PATCH', 'DELETE'],
    '/cart/v1/coupons/:id/',
    'One coupon (admins)',
    'coupons',
  );
};
