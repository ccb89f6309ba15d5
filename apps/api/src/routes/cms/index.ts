import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type CmsRouteOptions, pageRoutes } from './page-routes.ts';
import { postRoutes } from './post-routes.ts';

/** Blog posts, post categories and content pages (/cms/v1/). */
export const cmsRoutes: FastifyPluginAsyncZod<CmsRouteOptions> = async (app, options) => {
  await app.register(pageRoutes, options);
  await app.register(postRoutes, options);
};
