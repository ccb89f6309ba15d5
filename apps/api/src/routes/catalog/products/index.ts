import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteOptions } from '../../route-options.ts';
import { configuratorRoutes } from './configurator-routes.ts';
import { productListRoutes } from './product-list-routes.ts';
import { productPageRoutes } from './product-page-routes.ts';

/**
 * The product calls under /catalog/v1/products/ (SPEC section 7, Products). The spec names
 * `/attributes/`, `/technical_data/`, `/complements/`, `/variants/`, `/quick_view/`,
 * `collection/` and `related_products/` without their full path: here each hangs off the
 * product id, `products/{id}/<call>/`, like retrieve_by_slug hangs off the slug.
 */
export const productRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, options) => {
  await app.register(productPageRoutes, options);
  await app.register(configuratorRoutes, options);
  await app.register(productListRoutes, options);
};
