import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DetailErrorBody, ValidationErrorBody } from '../../../contracts/common.ts';
import {
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
          'that language or the product is not sold in the store.',
        tags: ['products'],
        params: ProductSlugParams,
        querystring: ProductQuery,
        response: { 200: ProductDetail, ...errors },
      },
    },
    (request) => productDetail(db, request.query, { slug: request.params.slug }),
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
