import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declareCaller } from '../../plugins/authentication.ts';
import type { AccountRouteOptions } from '../route-options.ts';
import { shippingAddressRoutes, billingAddressRoutes } from './address-routes.ts';
import { clientOrderRoutes } from './client-order-routes.ts';
import { newsletterRoutes } from './newsletter-routes.ts';
import { quotationRoutes } from './quotation-routes.ts';
import { wishlistRoutes } from './wishlist-routes.ts';

/** Routes for account holders only: a guest is refused (401) before the body is even read. */
const holdersOnly: FastifyPluginAsyncZod<AccountRouteOptions> = async (app, options) => {
  app.addHook('onRoute', (route) => declareCaller(route, 'account'));
  await app.register(shippingAddressRoutes, options);
  await app.register(billingAddressRoutes, options);
  await app.register(wishlistRoutes, options);
  await app.register(clientOrderRoutes, options);
  await app.register(quotationRoutes, options);
};

/**
 * What an account holder keeps: newsletter subscriptions, shipping and billing addresses,
 * the wishlist (/auth-users/v1/...), and their orders, quotations and incidents (/cart/v1/...).
 * The calls are described in README.md beside this file.
 */
export const accountRoutes: FastifyPluginAsyncZod<AccountRouteOptions> = async (app, options) => {
  await app.register(newsletterRoutes, options);
  await app.register(holdersOnly, options);
};
