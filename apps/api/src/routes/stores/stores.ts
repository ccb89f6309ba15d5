import { stores } from '@shop/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ListOf, PageQuery, StoreCode, StoreQuery } from '../../contracts/common.ts';
import { StoreConfig } from '../../contracts/store.ts';
import { counted, inWindow, totalCount } from '../../lists/page-window.ts';
import { pagedList } from '../../lists/paged-list.ts';
import type { RouteOptions } from '../route-options.ts';

export const storeRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { db }) => {
  app.get(
    '/stores/v1/stores/',
    {
      schema: {
        summary: 'Every edition of the shop with its public configuration',
        description:
          'Not in the spec: the web reads it to choose the edition by host name (each store has its ' +
          'domain). Lists every store whatever the `store` parameter says.',
        tags: ['stores'],
        querystring: StoreQuery.extend(PageQuery.shape),
        response: { 200: ListOf(StoreConfig) },
      },
    },
    async (request) =>
      pagedList(request, request.query, async (window) => {
        const rows = await inWindow(
          db
            .select({
              total: totalCount,
              store: {
                code: stores.code,
                name: stores.name,
                domain: stores.domain,
                language: stores.language,
                language_region: stores.languageRegion,
                country: stores.country,
                time_zone: stores.timeZone,
                currency: stores.currency,
                logo_path: stores.logoPath,
                image_cdn_url: stores.imageCdnUrl,
                analytics_id: stores.analyticsId,
                ads_id: stores.adsId,
                consent_banner_id: stores.consentBannerId,
                facility_available: stores.facilityAvailable,
              },
              telephone: { show: stores.telephoneShow, number: stores.telephoneNumber },
            })
            .from(stores)
            .orderBy(stores.code)
            .$dynamic(),
          window,
        );
        return counted(rows, ({ store, telephone }) => ({
          ...store,
          code: StoreCode.parse(store.code),
          telephone,
        }));
      }),
  );
};
