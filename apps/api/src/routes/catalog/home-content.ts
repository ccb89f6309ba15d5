import { and, asc, eq } from 'drizzle-orm';
import { storeHomeBanners, storeHomeSeoTexts, storeHomeSliders } from '@shop/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { onShowNow } from '../../catalog/home/on-show-now.ts';
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
      return pagedList(request, request.query, async (window) => {
        const rows = await inWindow(
          db
            .select({
              total: totalCount,
              item: {
                id: storeHomeSliders.id,
                title: storeHomeSliders.title,
                subtitle: storeHomeSliders.subtitle,
                cta_label: storeHomeSliders.ctaLabel,
                url: storeHomeSliders.url,
                image_public_id: storeHomeSliders.imagePublicId,
                position: storeHomeSliders.position,
              },
            })
            .from(storeHomeSliders)
            .where(
              and(
                eq(storeHomeSliders.storeCode, store),
                eq(storeHomeSliders.language, language),
                onShowNow(storeHomeSliders),
              ),
            )
            .orderBy(asc(storeHomeSliders.position), asc(storeHomeSliders.id))
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
      return pagedList(request, request.query, async (window) => {
        const rows = await inWindow(
          db
            .select({
              total: totalCount,
              item: {
                id: storeHomeBanners.id,
                title: storeHomeBanners.title,
                text: storeHomeBanners.text,
                url: storeHomeBanners.url,
                image_public_id: storeHomeBanners.imagePublicId,
                position: storeHomeBanners.position,
              },
            })
            .from(storeHomeBanners)
            .where(
              and(
                eq(storeHomeBanners.storeCode, store),
                eq(storeHomeBanners.language, language),
                onShowNow(storeHomeBanners),
              ),
            )
            .orderBy(asc(storeHomeBanners.position), asc(storeHomeBanners.id))
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
