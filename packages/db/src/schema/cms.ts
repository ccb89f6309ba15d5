import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, language, position, publicId, storeCode, updatedAt } from './columns.ts';
import { stores } from './stores.ts';

const storeAndLanguage = () => ({
  storeCode: storeCode()
    .notNull()
    .references(() => stores.code),
  language: language().notNull(),
});

/** Blog categories (/blog/cat/{slug}); each edition writes its own blog. */
export const postCategories = pgTable(
  'post_categories',
  {
    id: id(),
    ...storeAndLanguage(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    position: position(),
  },
  (t) => [
    uniqueIndex('post_categories_store_language_slug_key').on(t.storeCode, t.language, t.slug),
  ],
);

/** Blog posts; body is plain text with paragraphs separated by a blank line. */
export const posts = pgTable(
  'posts',
  {
    id: id(),
    ...storeAndLanguage(),
    postCategoryId: integer('post_category_id').references(() => postCategories.id, {
      onDelete: 'set null',
    }),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    body: text('body').notNull(),
    imagePublicId: publicId('image_public_id'),
    authorName: text('author_name').notNull().default(''),
    /** Questions answered at the end of the post (the blog's FAQs block). */
    faqs: jsonb('faqs').$type<{ question: string; answer: string }[]>().notNull().default([]),
    seoTitle: text('seo_title').notNull().default(''),
    seoDescription: text('seo_description').notNull().default(''),
    isPublished: boolean('is_published').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('posts_store_language_slug_key').on(t.storeCode, t.language, t.slug),
    index('posts_store_published_idx').on(t.storeCode, t.language, t.isPublished, t.publishedAt),
    index('posts_post_category_id_idx').on(t.postCategoryId),
  ],
);

/** Content pages under /cms/{slug} (aviso-legal, condiciones-de-venta...). */
export const pages = pgTable(
  'pages',
  {
    id: id(),
    ...storeAndLanguage(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    body: text('body').notNull(),
    seoTitle: text('seo_title').notNull().default(''),
    seoDescription: text('seo_description').notNull().default(''),
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('pages_store_language_slug_key').on(t.storeCode, t.language, t.slug),
    index('pages_store_published_idx').on(t.storeCode, t.language, t.isPublished),
  ],
);
