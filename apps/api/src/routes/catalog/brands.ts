import { asc, eq } from 'drizzle-orm';
import { brands } from '@shop/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Brand } from '../../contracts/catalog.ts';
import { ListOf, PageQuery, StoreQuery } from '../../contracts/common.ts';
import { counted, inWindow, totalCount } from '../../lists/page-window.ts';
import { pagedList } from '../../lists/paged-list.ts';
import type { RouteOptions } from '../route-options.ts';
import { brandColumns } from './brand-columns.ts';

export const brandRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { db }) => {
  app.get(
    '/catalog/v1/brands/web_list/',
    {
      schema: {
        summary: 'Every active brand, in the shop order',
        tags: ['catalog'],
        querystring: StoreQuery.extend(PageQuery.shape),
        response: { 200: ListOf(Brand) },
      },
    },
    async (request) =>
      pagedList(request, request.query, async (window) => {
        const rows = await inWindow(
          db
            .select({ total: totalCount, item: brandColumns(request.query.language) })
            .from(brands)
            .where(eq(brands.isActive, true))
            .orderBy(asc(brands.position), asc(brands.name))
            .$dynamic(),
          window,
        );
        return counted(rows, (row) => row.item);
      }),
  );
};
