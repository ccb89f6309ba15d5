import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DetailErrorBody, ValidationErrorBody } from '../../../contracts/common.ts';
import { WeblistByCategory, WeblistByCategoryQuery } from '../../../contracts/listing.ts';
import type { RouteOptions } from '../../route-options.ts';
import { readCategoryListing } from './category-listing.ts';

export const weblistByCategoryRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { db }) => {
  app.get(
    '/catalog/v1/:category/weblist_by_category/',
    {
      schema: {
        summary:
          'One page of a category and its subcategories, filtered and sorted, with facet counts',
        description:
          'Filters travel as extra query parameters named by the filter slug of category-filters: ' +
          'list, select, colour and hiperlink filters take option slugs, comma-separated; toggles ' +
          "take 'true'; range filters take `<slug>_min` and `<slug>_max` (precio in cents, ancho " +
          'in cm). Each option count is the number of products matching the other active filters ' +
          'plus that option. `q` searches inside the category. A page past the last is a 404.',
        tags: ['catalog', 'listing'],
        params: z.object({ category: z.string().min(1).max(200) }),
        querystring: WeblistByCategoryQuery,
        response: { 200: WeblistByCategory, 400: ValidationErrorBody, 404: DetailErrorBody },
      },
    },
    async (request) =>
      readCategoryListing(
        db,
        request.locale,
        request.params.category,
        request.query,
        new URL(request.url, 'http://listing').searchParams,
      ),
  );
};
