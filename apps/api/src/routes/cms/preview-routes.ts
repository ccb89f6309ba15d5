import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DetailErrorBody, StoreQuery } from '../../contracts/common.ts';
import { previewHomeSlides } from '../../catalog/home/home-slide-lists.ts';
import { HomePreview } from '../../contracts/catalog.ts';
import { ContentText } from '../../contracts/pages.ts';
import { previewKindsOf, verifyPreviewToken } from '../../content/preview-token.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { readContentText } from '../../staff/content/staff-content-texts.ts';
import { readHomeSlide } from '../../staff/content/staff-home-slides.ts';
import { withSellerDetails } from '../../content/seller-in-text.ts';
import type { CmsRouteOptions } from './page-routes.ts';

/** In the query: a token is longer than a path segment may be. */
const PreviewQuery = StoreQuery.extend({ token: z.string().min(1).max(2_000) });

/**
 * The storefront's previews (the staff app's preview links), for whoever holds an unexpired
 * token: a page or post as saved now, published or not, with the seller filled in as on the
 * published page; or the home's sliders and banners with one slide as saved now among those on
 * show. Never kept by a shared cache and never indexed.
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
      const target = await verifyPreviewToken(jwtSecret, request.query.token, previewKindsOf.text);
      if (target === null) throw ApiError.notFound();
      const text = await readContentText(db, target.kind, target.id);
      const { store, language } = request.query;
      if (text.store !== store || text.content_language !== language) throw ApiError.notFound();
      // As the published page shows it: the seller the invoices print.
      return { ...text, body: withSellerDetails(text.body, seller) };
    },
  );
  app.get(
    '/cms/v1/preview/home/',
    {
      schema: {
        summary:
          'The home sliders and banners with one slider or banner as saved, for a preview token',
        description:
          '404 when the token is not one the staff app made for a slide, has expired, or names a slide of another edition or language.',
        tags: ['cms', 'home'],
        querystring: PreviewQuery,
        response: { 200: HomePreview, 404: DetailErrorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
      const target = await verifyPreviewToken(jwtSecret, request.query.token, previewKindsOf.home);
      if (target === null) throw ApiError.notFound();
      const slide = await readHomeSlide(db, target.kind, target.id);
      const { store, language } = request.query;
      if (slide.store !== store || slide.content_language !== language) throw ApiError.notFound();
      return previewHomeSlides(db, { store, language }, target);
    },
  );
};
