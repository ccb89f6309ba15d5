import { and, asc, eq } from 'drizzle-orm';
import { storeHomeBanners, storeHomeSeoTexts, storeHomeSliders } from '@shop/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bannerItem, shownSlidesOf, sliderItem } from '../../catalog/home/home-slide-lists.ts';
import { HomeBanner, HomeSeoText, HomeSlider } from '../../contracts/catalog.ts';
import { ListOf, PageQuery, StoreQuery } from '../../contracts/common.ts';
import { counted, inWindow, totalCount } from '../../lists/page-window.ts';
import { pagedList } from '../../lists/paged-list.ts';
import type { RouteOptions } from '../route-options.ts';

const HomeListQuery = StoreQuery.extend(PageQuery.shape);

export const homeContentRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { db }) => {
  app.get(
    '/catalog/v1/store-home-sliders/',
    {
      schema: {
        summary: 'The home sliders on show now (slider_list)',
        tags: ['catalog', 'home'],
        querystring: HomeListQuery,
        response: { 200: ListOf(HomeSlider) },
      },
    },
    async (request) => {
      const { store, language } = request.query;
      const shown = shownSlidesOf(storeHomeSliders, { store, language });
      return pagedList(request, request.query, async (window) => {
        const rows = await inWindow(
          db
            .select({
              total: totalCount,
              item: sliderItem,
            })
            .from(storeHomeSliders)
            .where(shown.where)
            .orderBy(...shown.order)
            .$dynamic(),
          window,
        );
        return counted(rows, (row) => row.item);
      });
    },
  );

  app.get(
    '/catalog/v1/store-home-banners/',
    {
      schema: {
        summary: 'The home banners on show now',
        tags: ['catalog', 'home'],
        querystring: HomeListQuery,
        response: { 200: ListOf(HomeBanner) },
      },
    },
    async (request) => {
      const { store, language } = request.query;
      const shown = shownSlidesOf(storeHomeBanners, { store, language });
      return pagedList(request, request.query, async (window) => {
        const rows = await inWindow(
          db
            .select({
              total: totalCount,
              item: bannerItem,
            })
            .from(storeHomeBanners)
            .where(shown.where)
            .orderBy(...shown.order)
            .$dynamic(),
          window,
        );
        return counted(rows, (row) => row.item);
      });
    },
  );

  app.get(
    '/catalog/v1/store-home-seo-texts/',
    {
      schema: {
        summary: 'The SEO texts at the foot of the home (home_seo_text_list)',
        tags: ['catalog', 'home'],
        querystring: HomeListQuery,
        response: { 200: ListOf(HomeSeoText) },
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
                id: storeHomeSeoTexts.id,
                title: storeHomeSeoTexts.title,
                content: storeHomeSeoTexts.content,
              },
            })
            .from(storeHomeSeoTexts)
            .where(
              and(eq(storeHomeSeoTexts.storeCode, store), eq(storeHomeSeoTexts.language, language)),
            )
            .orderBy(asc(storeHomeSeoTexts.position), asc(storeHomeSeoTexts.id))
            .$dynamic(),
          window,
        );
        return counted(rows, (row) => row.item);
      });
    },
  );
};
