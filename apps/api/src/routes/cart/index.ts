import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OrderLookupEnv } from '../order-lookup-limits.ts';
import type { RouteOptions } from '../route-options.ts';
import { cartRowRoutes } from './cart-row-routes.ts';
import { cartResourceRoutes } from './cart-routes.ts';
import { subOrderAndCouponRoutes } from './sub-order-and-coupon-routes.ts';

export type CartRouteOptions = RouteOptions & { env: OrderLookupEnv };

/** The calls under /cart/v1/ (SPEC section 7); the use cases live in src/cart/. */
export const cartRoutes: FastifyPluginAsyncZod<CartRouteOptions> = async (app, options) => {
  await app.register(cartResourceRoutes, options);
  await app.register(cartRowRoutes, options);
  await app.register(subOrderAndCouponRoutes, options);
};
