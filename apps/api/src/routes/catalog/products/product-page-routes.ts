import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DetailErrorBody, ValidationErrorBody } from '../../../contracts/common.ts';
import {
  MovedProductBody,
  ProductDetail,
  ProductIdParams,
  ProductQuery,
  ProductQuickView,
  ProductSlugParams,
  TechnicalDataRow,
} from '../../../contracts/product.ts';
import type { RouteOptions } from '../../route-options.ts';
import { productPathChoice } from './path-choice.ts';
import { productDetail } from './product-detail.ts';
import { technicalData } from './product-media.ts';
import { findSellableProduct } from '../../../catalog/pricing/sellable-product.ts';
import { movedProductSlug } from './moved-product-slug.ts';
import { ApiError } from '../../../plugins/api-error.ts';
import { translate } from '@shop/i18n';

const errors = { 400: ValidationErrorBody, 404: DetailErrorBody };

/** The product page calls: the product by slug, its quick view and technical data. */
export const productPageRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { db }) => {
  app.get(
    '/catalog/v1/products/:slug/retrieve_by_slug/',
    {
      schema: {
        summary: 'The product page: a product by its slug in the request language',
        description:
          'Priced for user_type (C client, P professional). 404 when the slug is unknown in ' +
          'that language or the product is not sold in the store. 301 (Location: this call ' +
          'with the new slug) when the slug is one the product had before staff renamed it.',
        tags: ['products'],
        params: ProductSlugParams,
        querystring: ProductQuery,
        response: { 200: ProductDetail, 301: MovedProductBody, ...errors },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const { language } = request.query;
      try {
        return await productDetail(db, request.query, { slug });
      } catch (error) {
        const moved =
          error instanceof ApiError && error.status === 404
            ? await movedProductSlug(db, language, slug)
            : undefined;
        if (moved === undefined) throw error;
        // Relative, with the same query: the caller's edition, language and customer type.
        const { search } = new URL(request.url, 'http://api.invalid');
        return reply
          .code(301)
          .header(
            'location',
            `/catalog/v1/products/${encodeURIComponent(moved)}/retrieve_by_slug/${search}`,
          )
          .send({ detail: translate(language, 'productsApi.moved'), code: 'moved', slug: moved });
      }
    },
  );

  app.get(
    '/catalog/v1/products/:id/quick_view/',
    {
      schema: {
        summary: 'What the quick-view modal of a listing shows',
        description: productPathChoice,
        tags: ['products'],
        params: ProductIdParams,
        querystring: ProductQuery,
        response: { 200: ProductQuickView, ...errors },
      },
    },
    async (request) => {
      const detail = await productDetail(db, request.query, { id: request.params.id });
      return ProductQuickView.parse(detail);
    },
  );

  app.get(
    '/catalog/v1/products/:id/technical_data/',
    {
      schema: {
        summary: 'The technical data table of a product, in the request language',
        description: productPathChoice,
        tags: ['products'],
        params: ProductIdParams,
        querystring: ProductQuery,
        response: { 200: TechnicalDataRow.array(), ...errors },
      },
    },
    async (request) => {
      await findSellableProduct(db, request.query, request.params.id);
      return technicalData(db, request.params.id, request.query.language);
    },
  );
};
