import { asc, eq, sql } from 'drizzle-orm';
import { brands } from '@shop/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DetailErrorBody,
  ListOf,
  PageQuery,
  StoreQuery,
  ValidationErrorBody,
} from '../../../contracts/common.ts';
import {
  BrandBanner,
  BrandCollection,
  BrandDetail,
  BrandListQuery,
  BrandStoreCategory,
  SupplierSitemapEntry,
} from '../../../contracts/listing.ts';
import { counted, inWindow, totalCount } from '../../../lists/page-window.ts';
import { pagedList, type PageWindow } from '../../../lists/paged-list.ts';
import type { RouteOptions } from '../../route-options.ts';
import { brandBannerRows, brandCategoryRows, brandCollectionRows } from './brand-content.ts';
import { readBrandDetail } from './brand-detail.ts';

export const brandPageRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { db }) => {
  app.get(
    '/catalog/v1/brands/:slug/retrieve_by_slug/',
    {
      schema: {
        summary: 'A brand page: the brand, its collections, banners, categories and product count',
        tags: ['catalog', 'brands'],
        params: z.object({ slug: z.string().min(1).max(200) }),
        querystring: StoreQuery,
        response: { 200: BrandDetail, 404: DetailErrorBody },
      },
    },
    async (request) => readBrandDetail(db, request.query, request.params.slug),
  );

  /** The brand lists: one brand's (brand_id) or every brand's, paged. */
  function brandList<Item>(
    path: string,
    summary: string,
    item: z.ZodType<Item>,
    read: (
      query: BrandListQuery,
      window: PageWindow,
    ) => Promise<{ count: number; results: Item[] }>,
  ) {
    app.get(
      path,
      {
        schema: {
          summary: `${summary}; brand_id narrows to one brand`,
          tags: ['catalog', 'brands'],
          querystring: BrandListQuery,
          response: { 200: ListOf(item), 400: ValidationErrorBody },
        },
      },
      async (request) => pagedList(request, request.query, (window) => read(request.query, window)),
    );
  }

  brandList(
    '/catalog/v1/brand-banners/',
    'Banners of the brand pages',
    BrandBanner,
    async (query, window) =>
      counted(
        await inWindow(brandBannerRows(db, query, query.brand_id), window),
        (row) => row.item,
      ),
  );
  brandList(
    '/catalog/v1/brand-collections/web_list/',
    'The brands’ product lines (collections)',
    BrandCollection,
    async (query, window) =>
      counted(
        await inWindow(brandCollectionRows(db, query, query.brand_id), window),
        (row) => row.item,
      ),
  );
  brandList(
    '/catalog/v1/brand-store-categories/web_list/',
    'The categories each brand page lists in the store',
    BrandStoreCategory,
    async (query, window) =>
      counted(
        await inWindow(brandCategoryRows(db, query, query.brand_id), window),
        (row) => row.item,
      ),
  );

  app.get(
    '/catalog/v1/suppliers/sitemap/',
    {
      schema: {
        summary: 'Every active brand (supplier) page, for the sitemap',
        tags: ['catalog', 'brands'],
        querystring: StoreQuery.extend(PageQuery.shape),
        response: { 200: ListOf(SupplierSitemapEntry), 400: ValidationErrorBody },
      },
    },
    async (request) =>
      pagedList(request, request.query, async (window) => {
        const rows = await inWindow(
          db
            .select({
              total: totalCount,
              item: {
                id: brands.id,
                name: brands.name,
                slug: brands.slug,
                url: sql<string>`'/marcas/' || ${brands.slug}`,
              },
            })
            .from(brands)
            .where(eq(brands.isActive, true))
            .orderBy(asc(brands.slug))
            .$dynamic(),
          window,
        );
        return counted(rows, (row) => row.item);
      }),
  );
};
