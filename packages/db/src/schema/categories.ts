import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, id, language, position, publicId, storeCode, updatedAt } from './columns.ts';
import { stores } from './stores.ts';

/** The category tree (mamparas de ducha > correderas ...). Texts live in category_translations. */
export const categories = pgTable(
  'categories',
  {
    id: id(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, {
      onDelete: 'set null',
    }),
    imagePublicId: publicId('image_public_id'),
    iconPublicId: publicId('icon_public_id'),
    position: position(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('categories_parent_id_idx').on(t.parentId, t.position)],
);

export const categoryTranslations = pgTable(
  'category_translations',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    language: language().notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    seoTitle: text('seo_title').notNull().default(''),
    seoDescription: text('seo_description').notNull().default(''),
    /** Plain text; paragraphs separated by a blank line. */
    seoText: text('seo_text').notNull().default(''),
  },
  (t) => [
    primaryKey({ name: 'category_translations_pkey', columns: [t.categoryId, t.language] }),
    uniqueIndex('category_translations_language_slug_key').on(t.language, t.slug),
  ],
);

/** Which categories each edition shows, and in which order. */
export const categoryStores = pgTable(
  'category_stores',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    storeCode: storeCode()
      .notNull()
      .references(() => stores.code),
    position: position(),
    isVisible: boolean('is_visible').notNull().default(true),
  },
  (t) => [
    primaryKey({ name: 'category_stores_pkey', columns: [t.categoryId, t.storeCode] }),
    index('category_stores_store_code_idx').on(t.storeCode, t.position),
  ],
);
