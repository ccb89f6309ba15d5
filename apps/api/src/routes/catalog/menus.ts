import { and, asc, eq } from 'drizzle-orm';
import { menuItems, menus } from '@shop/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ListOf, PageQuery, StoreQuery } from '../../contracts/common.ts';
import { MenuItem, MenuType } from '../../contracts/catalog.ts';
import { inMemory, pagedList } from '../../lists/paged-list.ts';
import type { Db } from '../../database.ts';
import type { RouteOptions } from '../route-options.ts';
import { nestMenuItems } from '../../catalog/menus/nest-menu-items.ts';

type MenuQuery = StoreQuery & { menu_type: MenuType };

/** The whole menu in one query, ordered so that every parent comes before its children. */
export async function readMenuTree(
  db: Db,
  { store, language, menu_type }: MenuQuery,
): Promise<MenuItem[]> {
  const rows = await db
    .select({
      id: menuItems.id,
      parentId: menuItems.parentId,
      web_name: menuItems.webName,
      web_url: menuItems.webUrl,
      icon_cld_public_id: menuItems.iconCldPublicId,
      image_cld_public_id: menuItems.imageCldPublicId,
    })
    .from(menuItems)
    .innerJoin(menus, eq(menus.id, menuItems.menuId))
    .where(
      and(eq(menus.storeCode, store), eq(menus.language, language), eq(menus.menuType, menu_type)),
    )
    .orderBy(asc(menuItems.level), asc(menuItems.position), asc(menuItems.id));

  return nestMenuItems(rows, ({ parentId: _parent, ...row }) => ({ ...row, sub_items: [] }));
}

export const menuRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { db }) => {
  app.get(
    '/catalog/v1/menus/web-list/',
    {
      schema: {
        summary: 'The main or footer menu of the store and language: three levels, by position',
        description: 'The list pages through the first level; each item carries its sub_items.',
        tags: ['catalog'],
        querystring: StoreQuery.extend(PageQuery.shape).extend({ menu_type: MenuType }),
        response: { 200: ListOf(MenuItem) },
      },
    },
    async (request) =>
      pagedList(request, request.query, inMemory(await readMenuTree(db, request.query))),
  );
};
