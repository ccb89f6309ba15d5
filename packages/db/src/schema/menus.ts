import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, id, language, position, publicId, storeCode } from './columns.ts';
import { stores } from './stores.ts';

export type MenuType = 'main' | 'footer';

/** One main and one footer menu per store and language. */
export const menus = pgTable(
  'menus',
  {
    id: id(),
    storeCode: storeCode()
      .notNull()
      .references(() => stores.code),
    language: language().notNull(),
    menuType: varchar('menu_type', { length: 16 }).$type<MenuType>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('menus_store_language_type_key').on(t.storeCode, t.language, t.menuType),
    check('menus_menu_type_check', sql`${t.menuType} in ('main', 'footer')`),
  ],
);

/** A tree of at most three levels (mega menu): level 1 has no parent. */
export const menuItems = pgTable(
  'menu_items',
  {
    id: id(),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => menuItems.id, {
      onDelete: 'cascade',
    }),
    level: smallint('level').notNull(),
    webName: text('web_name').notNull(),
    webUrl: text('web_url').notNull(),
    iconCldPublicId: publicId('icon_cld_public_id'),
    imageCldPublicId: publicId('image_cld_public_id'),
    position: position(),
  },
  (t) => [
    index('menu_items_menu_id_idx').on(t.menuId, t.position),
    index('menu_items_parent_id_idx').on(t.parentId),
    check('menu_items_level_check', sql`${t.level} between 1 and 3`),
  ],
);
