import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteOptions } from '../route-options.ts';
import { pageRoutes } from './page-routes.ts';
import { postRoutes } from './post-routes.ts';

/** Blog posts, post categories and content pages (/cms/v1/). */
export const cmsRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, options) => {
  await app.register(pageRoutes, options);
  await app.register(postRoutes, options);
};
