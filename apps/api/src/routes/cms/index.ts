import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type CmsRouteOptions, pageRoutes } from './page-routes.ts';
import { postRoutes } from './post-routes.ts';
import { previewRoutes } from './preview-routes.ts';

/** Blog posts, post categories, content pages and their previews (/cms/v1/). */
export const cmsRoutes: FastifyPluginAsyncZod<CmsRouteOptions & { jwtSecret: string }> = async (
  app,
  options,
) => {
  await app.register(pageRoutes, options);
  await app.register(postRoutes, options);
  await app.register(previewRoutes, options);
};
