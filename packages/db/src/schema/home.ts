import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { brands } from './brands.ts';
import { categories } from './categories.ts';
import { id, language, position, publicId, storeCode } from './columns.ts';
import { products } from './products.ts';
import { stores } from './stores.ts';

const storeAndLanguage = () => ({
  storeCode: storeCode()
    .notNull()
    .references(() => stores.code),
  language: language().notNull(),
});

export const storeHighlightCategories = pgTable(
  'store_highlight_categories',
  {
    id: id(),
    ...storeAndLanguage(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    imagePublicId: publicId('image_public_id'),
    position: position(),
  },
  (t) => [
    index('store_highlight_categories_store_idx').on(t.storeCode, t.language, t.position),
    index('store_highlight_categories_category_id_idx').on(t.categoryId),
  ],
);

/** The home's trend list. */
export const storeHighlightProducts = pgTable(
  'store_highlight_products',
  {
    id: id(),
    ...storeAndLanguage(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: position(),
  },
  (t) => [
    index('store_highlight_products_store_idx').on(t.storeCode, t.language, t.position),
    index('store_highlight_products_product_id_idx').on(t.productId),
  ],
);

/** The home's brand list. */
export const storeHighlightSuppliers = pgTable(
  'store_highlight_suppliers',
  {
    id: id(),
    ...storeAndLanguage(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    position: position(),
  },
  (t) => [
    index('store_highlight_suppliers_store_idx').on(t.storeCode, t.language, t.position),
    index('store_highlight_suppliers_brand_id_idx').on(t.brandId),
  ],
);

const scheduled = () => ({
  isActive: boolean('is_active').notNull().default(true),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
});

export const storeHomeSliders = pgTable(
  'store_home_sliders',
  {
    id: id(),
    ...storeAndLanguage(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    ctaLabel: text('cta_label').notNull(),
    url: text('url').notNull(),
    imagePublicId: publicId('image_public_id').notNull(),
    position: position(),
    ...scheduled(),
  },
  (t) => [index('store_home_sliders_store_idx').on(t.storeCode, t.language, t.position)],
);

export const storeHomeBanners = pgTable(
  'store_home_banners',
  {
    id: id(),
    ...storeAndLanguage(),
    title: text('title').notNull(),
    text: text('text').notNull().default(''),
    url: text('url').notNull(),
    imagePublicId: publicId('image_public_id').notNull(),
    position: position(),
    ...scheduled(),
  },
  (t) => [index('store_home_banners_store_idx').on(t.storeCode, t.language, t.position)],
);

/** content is plain text: paragraphs separated by a blank line. */
export const storeHomeSeoTexts = pgTable(
  'store_home_seo_texts',
  {
    id: id(),
    ...storeAndLanguage(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    position: position(),
  },
  (t) => [index('store_home_seo_texts_store_idx').on(t.storeCode, t.language, t.position)],
);
