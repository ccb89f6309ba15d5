import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteOptions } from '../../route-options.ts';
import { productListRoutes } from './product-lists.ts';
import { searchRoutes } from './search-routes.ts';
import { sharedAnswerCache } from './shared-answer-cache.ts';
import { weblistByCategoryRoutes } from './weblist-by-category.ts';

/** Category listings, product lists and search. */
export const listingRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, options) => {
  sharedAnswerCache(app);
  await app.register(weblistByCategoryRoutes, options);
  await app.register(productListRoutes, options);
  await app.register(searchRoutes, options);
};
