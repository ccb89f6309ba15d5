import { desc, eq, isNotNull, sql } from 'drizzle-orm';
import { productPrices, products, productStores } from '@shop/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ProductCard } from '../../../contracts/catalog.ts';
import { ListOf } from '../../../contracts/common.ts';
import { ProductListQuery } from '../../../contracts/listing.ts';
import { counted, inWindow } from '../../../lists/page-window.ts';
import { pagedList } from '../../../lists/paged-list.ts';
import type { RouteOptions } from '../../route-options.ts';
import { productCards, toProductCard } from '../product-cards.ts';
import { sortOrder } from './sort-orders.ts';

/** The store's merchandising lists: offers (/ofertas), news (/novedades) and best sellers. */
const lists = [
  {
    path: '/catalog/v1/store-offers/',
    summary: 'Products on offer (with an old price), deepest discount first',
    where: isNotNull(productPrices.fromPvpOld),
    order: sortOrder('offers'),
  },
  {
    path: '/catalog/v1/store-novelties/',
    summary: 'The products the store marks as new, newest first',
    where: eq(productStores.isNovelty, true),
    order: [desc(products.createdAt), desc(products.id)],
  },
  {
    path: '/catalog/v1/best_sellers/',
    summary: 'Every product, most sold first',
    where: sql`true`,
    order: sortOrder('best_seller'),
  },
];

export const productListRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { db }) => {
  for (const list of lists) {
    app.get(
      list.path,
      {
        schema: {
          summary: list.summary,
          tags: ['catalog', 'listing'],
          querystring: ProductListQuery,
          response: { 200: ListOf(ProductCard) },
        },
      },
      async (request) =>
        pagedList(request, request.query, async (window) => {
          const rows = await inWindow(
            productCards(db, request.query)
              .where(list.where)
              .orderBy(...list.order)
              .$dynamic(),
            window,
          );
          return counted(rows, toProductCard);
        }),
    );
  }
};
