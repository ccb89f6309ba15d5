import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { categories } from './categories.ts';
import { id, language, position, publicId, storeCode } from './columns.ts';
import { stores } from './stores.ts';

const storeAndLanguage = () => ({
  storeCode: storeCode()
    .notNull()
    .references(() => stores.code),
  language: language().notNull(),
});

const categoryReference = () =>
  integer('category_id')
    .notNull()
    .references(() => categories.id, { onDelete: 'cascade' });

/** Small animated pictures shown on a category header (the spec's `animations`). */
export const categoryAnimations = pgTable(
  'category_animations',
  {
    id: id(),
    categoryId: categoryReference(),
    ...storeAndLanguage(),
    title: text('title').notNull().default(''),
    publicId: publicId('public_id').notNull(),
    url: text('url'),
    position: position(),
  },
  (t) => [
    index('category_animations_category_id_idx').on(
      t.categoryId,
      t.storeCode,
      t.language,
      t.position,
    ),
  ],
);

export const storeCategoryBanners = pgTable(
  'store_category_banners',
  {
    id: id(),
    categoryId: categoryReference(),
    ...storeAndLanguage(),
    title: text('title').notNull(),
    text: text('text').notNull().default(''),
    url: text('url').notNull(),
    imagePublicId: publicId('image_public_id').notNull(),
    position: position(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [
    index('store_category_banners_category_id_idx').on(
      t.categoryId,
      t.storeCode,
      t.language,
      t.position,
    ),
    index('store_category_banners_store_code_idx').on(t.storeCode),
  ],
);

/** Quick links highlighted at the top of a category (e.g. "Mamparas de 70 cm"). */
export const categoryHighlightLinks = pgTable(
  'category_highlight_links',
  {
    id: id(),
    categoryId: categoryReference(),
    ...storeAndLanguage(),
    name: text('name').notNull(),
    url: text('url').notNull(),
    imagePublicId: publicId('image_public_id'),
    position: position(),
  },
  (t) => [
    index('category_highlight_links_category_id_idx').on(
      t.categoryId,
      t.storeCode,
      t.language,
      t.position,
    ),
    index('category_highlight_links_store_code_idx').on(t.storeCode),
  ],
);

/**
 * SEO for a filtered listing URL (POST categories/get_seo_link): the texts that replace the
 * category's own SEO (`origin_seo`) on that URL.
 */
export const categorySeoLinks = pgTable(
  'category_seo_links',
  {
    id: id(),
    categoryId: categoryReference(),
    ...storeAndLanguage(),
    url: text('url').notNull(),
    title: text('title').notNull(),
    seoTitle: text('seo_title').notNull().default(''),
    seoDescription: text('seo_description').notNull().default(''),
    seoText: text('seo_text').notNull().default(''),
  },
  (t) => [
    uniqueIndex('category_seo_links_store_language_url_key').on(t.storeCode, t.language, t.url),
    index('category_seo_links_category_id_idx').on(t.categoryId),
  ],
);
