import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteOptions } from '../route-options.ts';
import { brandPageRoutes } from './brand-pages/index.ts';
import { brandRoutes } from './brands.ts';
import { categoryRoutes } from './categories/index.ts';
import { homeContentRoutes } from './home-content.ts';
import { homeHighlightRoutes } from './home-highlights.ts';
import { listingRoutes } from './listing/index.ts';
import { menuRoutes } from './menus.ts';
import { productRoutes } from './products/index.ts';
import { sitemapRoutes } from './sitemap.ts';

/** The calls under /catalog/v1/ (SPEC section 7). */
export const catalogRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, options) => {
  await app.register(menuRoutes, options);
  await app.register(homeHighlightRoutes, options);
  await app.register(homeContentRoutes, options);
  await app.register(brandRoutes, options);
  await app.register(listingRoutes, options);
  await app.register(categoryRoutes, options);
  await app.register(brandPageRoutes, options);
  await app.register(productRoutes, options);
  await app.register(sitemapRoutes, options);
};
