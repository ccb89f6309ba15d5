import { and, asc, eq, sql } from 'drizzle-orm';
import {
  brands,
  categories,
  categoryStores,
  categoryTranslations,
  products,
  storeHighlightCategories,
  storeHighlightProducts,
  storeHighlightSuppliers,
} from '@shop/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Brand, CategoryCard, ProductCard } from '../../contracts/catalog.ts';
import { ListOf, PageQuery, StoreQuery, UserType } from '../../contracts/common.ts';
import { counted, inWindow, totalCount } from '../../lists/page-window.ts';
import { pagedList } from '../../lists/paged-list.ts';
import type { RouteOptions } from '../route-options.ts';
import { brandColumns } from './brand-columns.ts';
import { productCards, toProductCard } from './product-cards.ts';

const HomeListQuery = StoreQuery.extend(PageQuery.shape);

/** The home's lists: what the shop chose to show first, per store and language, by position. */
export const homeHighlightRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { db }) => {
  app.get(
    '/catalog/v1/store-highlight-categories/',
    {
      schema: {
        summary: 'The categories the home shows (category_list)',
        tags: ['catalog', 'home'],
        querystring: HomeListQuery,
        response: { 200: ListOf(CategoryCard) },
      },
    },
    async (request) => {
      const { store, language } = request.query;
      return pagedList(request, request.query, async (window) => {
        const rows = await inWindow(
          db
            .select({
              total: totalCount,
              item: {
                id: categories.id,
                name: categoryTranslations.name,
                slug: categoryTranslations.slug,
                url: sql<string>`'/' || ${categoryTranslations.slug}`,
                image_public_id: sql<
                  string | null
                >`coalesce(${storeHighlightCategories.imagePublicId}, ${categories.imagePublicId})`,
                description: categoryTranslations.description,
              },
            })
            .from(storeHighlightCategories)
            .innerJoin(
              categories,
              and(
                eq(categories.id, storeHighlightCategories.categoryId),
                eq(categories.isActive, true),
              ),
            )
            .innerJoin(
              categoryTranslations,
              and(
                eq(categoryTranslations.categoryId, categories.id),
                eq(categoryTranslations.language, language),
              ),
            )
            .innerJoin(
              categoryStores,
              and(
                eq(categoryStores.categoryId, categories.id),
                eq(categoryStores.storeCode, store),
                eq(categoryStores.isVisible, true),
              ),
            )
            .where(
              and(
                eq(storeHighlightCategories.storeCode, store),
                eq(storeHighlightCategories.language, language),
              ),
            )
            .orderBy(asc(storeHighlightCategories.position), asc(storeHighlightCategories.id))
            .$dynamic(),
          window,
        );
        return counted(rows, (row) => row.item);
      });
    },
  );

  app.get(
    '/catalog/v1/store-highlight-products/',
    {
      schema: {
        summary: 'The products the home shows (trend_list), priced for the customer type',
        tags: ['catalog', 'home'],
        querystring: HomeListQuery.extend({ user_type: UserType.default('C') }),
        response: { 200: ListOf(ProductCard) },
      },
    },
    async (request) => {
      const { store, language } = request.query;
      return pagedList(request, request.query, async (window) => {
        const rows = await inWindow(
          productCards(db, request.query)
            .innerJoin(
              storeHighlightProducts,
              and(
                eq(storeHighlightProducts.productId, products.id),
                eq(storeHighlightProducts.storeCode, store),
                eq(storeHighlightProducts.language, language),
              ),
            )
            .orderBy(asc(storeHighlightProducts.position), asc(storeHighlightProducts.id))
            .$dynamic(),
          window,
        );
        return counted(rows, toProductCard);
      });
    },
  );

  app.get(
    '/catalog/v1/store-highlight-suppliers/',
    {
      schema: {
        summary: 'The brands the home shows (brand_list)',
        tags: ['catalog', 'home'],
        querystring: HomeListQuery,
        response: { 200: ListOf(Brand) },
      },
    },
    async (request) => {
      const { store, language } = request.query;
      return pagedList(request, request.query, async (window) => {
        const rows = await inWindow(
          db
            .select({ total: totalCount, item: brandColumns(language) })
            .from(storeHighlightSuppliers)
            .innerJoin(
              brands,
              and(eq(brands.id, storeHighlightSuppliers.brandId), eq(brands.isActive, true)),
            )
            .where(
              and(
                eq(storeHighlightSuppliers.storeCode, store),
                eq(storeHighlightSuppliers.language, language),
              ),
            )
            .orderBy(asc(storeHighlightSuppliers.position), asc(storeHighlightSuppliers.id))
            .$dynamic(),
          window,
        );
        return counted(rows, (row) => row.item);
      });
    },
  );
};
