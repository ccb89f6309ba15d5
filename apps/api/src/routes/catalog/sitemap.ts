import { asc, sql } from 'drizzle-orm';
import { categories, products } from '@shop/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ListOf, ValidationErrorBody } from '../../contracts/common.ts';
import { SitemapEntry, SitemapQuery } from '../../contracts/sitemap.ts';
import { counted, inWindow, totalCount } from '../../lists/page-window.ts';
import { pagedList } from '../../lists/paged-list.ts';
import type { RouteOptions } from '../route-options.ts';
import { categoryUrl, visibleCategories } from './categories/category-lookup.ts';
import { productUrl, sellableProducts } from './product-cards.ts';

/** ISO 8601 of a timestamp column, so the web can write it as the sitemap's lastmod as is. */
const isoDate = (column: typeof products.updatedAt | typeof categories.updatedAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/**
 * Read-only lists of every category and product page a store shows, for the web's sitemaps.
 * Only pages that answer 200 belong there: visible categories, and products a private
 * customer can buy (the product page a crawler sees is priced for private customers).
 */
export const sitemapRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { db }) => {
  app.get(
    '/catalog/v1/categories/sitemap/',
    {
      schema: {
        summary: 'Every category page of the store, for the sitemap',
        tags: ['catalog', 'sitemap'],
        querystring: SitemapQuery,
        response: { 200: ListOf(SitemapEntry), 400: ValidationErrorBody },
      },
    },
    async (request) =>
      pagedList(request, request.query, async (window) => {
        const rows = await inWindow(
          visibleCategories(
            db
              .select({
                total: totalCount,
                item: { url: categoryUrl, updated_at: isoDate(categories.updatedAt) },
              })
              .from(categories)
              .$dynamic(),
            request.query,
          ).orderBy(asc(categories.id)),
          window,
        );
        return counted(rows, (row) => row.item);
      }),
  );

  app.get(
    '/catalog/v1/products/sitemap/',
    {
      schema: {
        summary: 'Every product page of the store, for the sitemap (pages of up to 50,000)',
        tags: ['catalog', 'sitemap'],
        querystring: SitemapQuery,
        response: { 200: ListOf(SitemapEntry), 400: ValidationErrorBody },
      },
    },
    async (request) => {
      const { store, language } = request.query;
      return pagedList(request, request.query, async (window) => {
        const rows = await inWindow(
          sellableProducts(
            db
              .select({
                total: totalCount,
                item: {
                  url: productUrl,
                  updated_at: isoDate(products.updatedAt),
                },
              })
              .from(products)
              .$dynamic(),
            { store, language, user_type: 'C' },
          )
            // A stable order keeps each product on the same page from one read to the next.
            .orderBy(asc(products.id)),
          window,
        );
        return counted(rows, (row) => row.item);
      });
    },
  );
};
