import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DetailErrorBody, StoreQuery } from '../../contracts/common.ts';
import { ContentText } from '../../contracts/pages.ts';
import { verifyPreviewToken } from '../../content/preview-token.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { readContentText } from '../../staff/content/staff-content-texts.ts';
import { withSellerDetails } from '../../content/seller-in-text.ts';
import type { CmsRouteOptions } from './page-routes.ts';

/** In the query: a token is longer than a path segment may be. */
const PreviewQuery = StoreQuery.extend({ token: z.string().min(1).max(2_000) });

/**
 * The storefront's preview of a page or post (the staff app's preview link): the text as saved
 * now, published or not, for whoever holds an unexpired token, with the seller filled in as on
 * the published page. Never kept by a shared cache
 * and never indexed.
 */
export const previewRoutes: FastifyPluginAsyncZod<CmsRouteOptions & { jwtSecret: string }> = async (
  app,
  { db, jwtSecret, seller },
) => {
  app.get(
    '/cms/v1/preview/',
    {
      schema: {
        summary: 'A page or post as saved, published or not, for a preview token',
        description:
          '404 when the token is not one the staff app made, has expired, or names a text of another edition or language.',
        tags: ['cms'],
        querystring: PreviewQuery,
        response: { 200: ContentText, 404: DetailErrorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
      const target = await verifyPreviewToken(jwtSecret, request.query.token);
      if (target === null) throw ApiError.notFound();
      const text = await readContentText(db, target.kind, target.id);
      const { store, language } = request.query;
      if (text.store !== store || text.content_language !== language) throw ApiError.notFound();
      // As the published page shows it: the seller the invoices print.
      return { ...text, body: withSellerDetails(text.body, seller) };
    },
  );
};
