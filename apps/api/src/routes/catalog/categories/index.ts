import { and, asc, eq } from 'drizzle-orm';
import { categoryHighlightLinks } from '@shop/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DetailErrorBody,
  ListOf,
  PageQuery,
  RecordIdParam,
  StoreQuery,
  UserType,
  ValidationErrorBody,
} from '../../../contracts/common.ts';
import {
  CategoryBanner,
  CategoryDetail,
  CategoryFilter,
  CategoryHighlightLink,
  CategoryIdListQuery,
  SeoLink,
  SeoLinkRequest,
} from '../../../contracts/listing.ts';
import { counted, inWindow, totalCount } from '../../../lists/page-window.ts';
import { inMemory, pagedList } from '../../../lists/paged-list.ts';
import type { RouteOptions } from '../../route-options.ts';
import { readCategoryFilters } from '../listing/category-filters.ts';
import { filtersWithCounts } from '../listing/category-listing.ts';
import { countFacets } from '../listing/facet-counts.ts';
import { readFilterSelection } from '../listing/filter-selection.ts';
import { categoryBanners, readCategoryDetail } from './category-detail.ts';
import { byId, findCategory } from './category-lookup.ts';
import { readSeoLink } from './seo-link.ts';

export const categoryRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { db }) => {
  app.get(
    '/catalog/v1/categories/:slug/retrieve_by_slug/',
    {
      schema: {
        summary:
          'A category by its slug in the request language, with subcategories, SEO, animations and banners',
        tags: ['catalog', 'categories'],
        params: z.object({ slug: z.string().min(1).max(200) }),
        querystring: StoreQuery,
        response: { 200: CategoryDetail, 404: DetailErrorBody },
      },
    },
    async (request) => readCategoryDetail(db, request.locale, request.query, request.params.slug),
  );

  app.get(
    '/catalog/v1/category-filters/web_list/',
    {
      schema: {
        summary: 'The filters of a category with their options and product counts',
        description:
          'Counts cover the category and its subcategories; filter parameters (as in ' +
          'weblist_by_category) narrow them the same way.',
        tags: ['catalog', 'categories'],
        querystring: CategoryIdListQuery.extend({ user_type: UserType.default('C') }),
        response: { 200: ListOf(CategoryFilter), 400: ValidationErrorBody, 404: DetailErrorBody },
      },
    },
    async (request) => {
      const { query } = request;
      const category = await findCategory(db, query, byId(query.category_id));
      const filters = await readCategoryFilters(db, category.id, query.language);
      const selection = readFilterSelection(
        filters,
        new URL(request.url, 'http://filters').searchParams,
      );
      const facets = await countFacets(
        db,
        { ...query, categoryIds: category.treeIds },
        filters,
        selection,
      );
      return pagedList(request, query, inMemory(filtersWithCounts(filters, facets, selection)));
    },
  );

  app.get(
    '/catalog/v1/category-links-highlight/web_list/',
    {
      schema: {
        summary:
          'Quick links highlighted at the top of a category (e.g. black profiles, made to measure)',
        tags: ['catalog', 'categories'],
        querystring: StoreQuery.extend(PageQuery.shape).extend({
          category_id: RecordIdParam.optional(),
        }),
        response: { 200: ListOf(CategoryHighlightLink), 400: ValidationErrorBody },
      },
    },
    async (request) => {
      const { store, language, category_id } = request.query;
      return pagedList(request, request.query, async (window) => {
        const rows = await inWindow(
          db
            .select({
              total: totalCount,
              item: {
                id: categoryHighlightLinks.id,
                name: categoryHighlightLinks.name,
                url: categoryHighlightLinks.url,
                image_public_id: categoryHighlightLinks.imagePublicId,
                position: categoryHighlightLinks.position,
              },
            })
            .from(categoryHighlightLinks)
            .where(
              and(
                eq(categoryHighlightLinks.storeCode, store),
                eq(categoryHighlightLinks.language, language),
                category_id === undefined
                  ? undefined
                  : eq(categoryHighlightLinks.categoryId, category_id),
              ),
            )
            .orderBy(
              asc(categoryHighlightLinks.categoryId),
              asc(categoryHighlightLinks.position),
              asc(categoryHighlightLinks.id),
            )
            .$dynamic(),
          window,
        );
        return counted(rows, (row) => row.item);
      });
    },
  );

  app.get(
    '/catalog/v1/store-category-banners/web_list/',
    {
      schema: {
        summary: 'The banners of a category on show now',
        tags: ['catalog', 'categories'],
        querystring: CategoryIdListQuery,
        response: { 200: ListOf(CategoryBanner), 400: ValidationErrorBody },
      },
    },
    async (request) =>
      pagedList(
        request,
        request.query,
        inMemory(await categoryBanners(db, request.query, request.query.category_id)),
      ),
  );

  app.post(
    '/catalog/v1/categories/get_seo_link/',
    {
      schema: {
        summary: 'The canonical of a filtered category URL and its own SEO landing, if it has one',
        tags: ['catalog', 'categories'],
        querystring: StoreQuery,
        body: SeoLinkRequest,
        response: { 200: SeoLink, 400: ValidationErrorBody },
      },
    },
    async (request) => readSeoLink(db, request.query, request.body.url),
  );
};
