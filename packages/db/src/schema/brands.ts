import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { categories } from './categories.ts';
import {
  createdAt,
  id,
  language,
  localizedText,
  position,
  publicId,
  storeCode,
} from './columns.ts';
import { stores } from './stores.ts';

/** Brands are the shop's suppliers (store-highlight-suppliers, suppliers/sitemap). */
export const brands = pgTable(
  'brands',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    logoPublicId: publicId('logo_public_id'),
    description: localizedText('description').notNull(),
    position: position(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('brands_slug_key').on(t.slug), index('brands_position_idx').on(t.position)],
);

export const brandBanners = pgTable(
  'brand_banners',
  {
    id: id(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    storeCode: storeCode()
      .notNull()
      .references(() => stores.code),
    language: language().notNull(),
    title: text('title').notNull(),
    text: text('text').notNull().default(''),
    url: text('url').notNull(),
    imagePublicId: publicId('image_public_id').notNull(),
    position: position(),
  },
  (t) => [
    index('brand_banners_brand_id_idx').on(t.brandId, t.storeCode, t.language, t.position),
    index('brand_banners_store_code_idx').on(t.storeCode),
  ],
);

/** A brand's product line (the spec's collection, attribute serie-attr). */
export const brandCollections = pgTable(
  'brand_collections',
  {
    id: id(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: localizedText('description').notNull(),
    imagePublicId: publicId('image_public_id'),
    position: position(),
  },
  (t) => [
    uniqueIndex('brand_collections_brand_slug_key').on(t.brandId, t.slug),
    index('brand_collections_brand_id_idx').on(t.brandId, t.position),
  ],
);

/** Categories a brand page lists, per edition. */
export const brandStoreCategories = pgTable(
  'brand_store_categories',
  {
    id: id(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    storeCode: storeCode()
      .notNull()
      .references(() => stores.code),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    position: position(),
  },
  (t) => [
    uniqueIndex('brand_store_categories_brand_store_category_key').on(
      t.brandId,
      t.storeCode,
      t.categoryId,
    ),
    index('brand_store_categories_store_code_idx').on(t.storeCode),
    index('brand_store_categories_category_id_idx').on(t.categoryId),
  ],
);
