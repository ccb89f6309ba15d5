import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt, id, language, storeCode } from './columns.ts';
import { products } from './products.ts';
import { stores } from './stores.ts';
import { users } from './users.ts';

/** Opinions: about a product, or about the shop when product_id is null (/opiniones). */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    storeCode: storeCode()
      .notNull()
      .references(() => stores.code),
    language: language().notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    city: text('city'),
    rating: smallint('rating').notNull().default(5),
    title: text('title').notNull().default(''),
    body: text('body').notNull(),
    isPublished: boolean('is_published').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('reviews_product_id_idx').on(t.productId, t.isPublished, t.createdAt),
    index('reviews_store_code_idx').on(t.storeCode, t.language, t.isPublished, t.createdAt),
    index('reviews_user_id_idx').on(t.userId),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * A product's rating in one edition (store and language): the count and sum of its published
 * reviews there, the figures the reviews section shows. Triggers on `reviews` keep them in the
 * transaction of every review added, published, hidden, moved or deleted, whoever writes it
 * (created in the migration that made this table), so the product page, the cards and the 'top_rated' order read one row per
 * product instead of aggregating reviews. No row or a count of 0: no reviews (average 5).
 */
export const productRatings = pgTable(
  'product_ratings',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    storeCode: storeCode()
      .notNull()
      .references(() => stores.code),
    language: language().notNull(),
    reviewCount: integer('review_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'product_ratings_pkey', columns: [t.productId, t.storeCode, t.language] }),
    index('product_ratings_store_code_idx').on(t.storeCode, t.language),
  ],
);

export const questions = pgTable(
  'questions',
  {
    id: id(),
    storeCode: storeCode()
      .notNull()
      .references(() => stores.code),
    language: language().notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    question: text('question').notNull(),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    isPublished: boolean('is_published').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('questions_product_id_idx').on(t.productId, t.isPublished, t.createdAt),
    index('questions_store_code_idx').on(t.storeCode, t.language),
  ],
);
