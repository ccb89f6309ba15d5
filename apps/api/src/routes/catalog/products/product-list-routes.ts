import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { productCategories, products } from '@shop/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ProductCard } from '../../../contracts/catalog.ts';
import {
  DetailErrorBody,
  ListOf,
  PageQuery,
  ValidationErrorBody,
} from '../../../contracts/common.ts';
import { ProductIdParams, ProductQuery } from '../../../contracts/product.ts';
import { counted, inWindow } from '../../../lists/page-window.ts';
import { pagedList } from '../../../lists/paged-list.ts';
import type { RouteOptions } from '../../route-options.ts';
import { productPathChoice } from './path-choice.ts';
import { productCards, toProductCard } from '../product-cards.ts';
import { findSellableProduct } from '../../../catalog/pricing/sellable-product.ts';

const ProductListQuery = ProductQuery.extend(PageQuery.shape);
const errors = { 400: ValidationErrorBody, 404: DetailErrorBody };

/** The main categories of a product: its related products share one of them. */
const sharesMainCategory = (productId: number) =>
  sql`exists (
    select 1 from ${productCategories} as mine
    join ${productCategories} as theirs on theirs.category_id = mine.category_id
    where mine.product_id = ${productId} and mine.is_main and theirs.product_id = ${products.id}
  )`;

/** The lists of a product page: its collection and related products, as product cards. */
export const productListRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { db }) => {
  app.get(
    '/catalog/v1/products/:id/collection/',
    {
      schema: {
        summary: 'The other products of the same collection (serie-attr), best sellers first',
        description: productPathChoice,
        tags: ['products'],
        params: ProductIdParams,
        querystring: ProductListQuery,
        response: { 200: ListOf(ProductCard), ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const product = await findSellableProduct(db, request.query, id);
      const { collectionId } = product;
      return pagedList(request, request.query, async (window) => {
        if (collectionId === null) return { count: 0, results: [] };
        const rows = await inWindow(
          productCards(db, request.query)
            .where(and(eq(products.collectionId, collectionId), ne(products.id, id)))
            .orderBy(desc(products.salesCount), asc(products.id))
            .$dynamic(),
          window,
        );
        return counted(rows, toProductCard);
      });
    },
  );

  app.get(
    '/catalog/v1/products/:id/related_products/',
    {
      schema: {
        summary: 'Products of the same main category, best sellers first',
        description: productPathChoice,
        tags: ['products'],
        params: ProductIdParams,
        querystring: ProductListQuery,
        response: { 200: ListOf(ProductCard), ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      await findSellableProduct(db, request.query, id);
      return pagedList(request, request.query, async (window) => {
        const rows = await inWindow(
          productCards(db, request.query)
            .where(and(sharesMainCategory(id), ne(products.id, id)))
            .orderBy(desc(products.salesCount), asc(products.id))
            .$dynamic(),
          window,
        );
        return counted(rows, toProductCard);
      });
    },
  );
};
