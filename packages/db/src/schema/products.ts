import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { brandCollections, brands } from './brands.ts';
import { categories } from './categories.ts';
import { createdAt, id, language, position, storeCode, tsvector, updatedAt } from './columns.ts';
import { stores } from './stores.ts';

/** What a product is; drives its illustration and the configurator's defaults. */
export type ProductKind =
  'shower-screen' | 'bath-screen' | 'shower-tray' | 'tap' | 'furniture' | 'accessory';

export const products = pgTable(
  'products',
  {
    id: id(),
    ref: text('ref').notNull(),
    kind: varchar('kind', { length: 16 }).$type<ProductKind>().notNull(),
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    collectionId: integer('collection_id').references(() => brandCollections.id, {
      onDelete: 'set null',
    }),
    madeToMeasure: boolean('made_to_measure').notNull().default(false),
    /** Upper bound of the sum of the custom measures in cm (SPEC section 5), when made to measure. */
    measureTotalMaxCm: integer('measure_total_max_cm'),
    stockQuantity: integer('stock_quantity').notNull().default(0),
    /** When out-of-stock goods arrive again. */
    stockAvailableOn: date('stock_available_on'),
    deliveryDaysMin: integer('delivery_days_min').notNull(),
    deliveryDaysMax: integer('delivery_days_max').notNull(),
    /** Units sold, the best_seller ordering. */
    salesCount: integer('sales_count').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_ref_key').on(t.ref),
    index('products_brand_id_idx').on(t.brandId),
    index('products_collection_id_idx').on(t.collectionId),
    index('products_sales_count_idx').on(t.salesCount),
    index('products_created_at_idx').on(t.createdAt),
  ],
);

const searchConfiguration = sql.raw(
  `case "language" when 'fr' then 'shop_french'::regconfig else 'shop_spanish'::regconfig end`,
);

export const productTranslations = pgTable(
  'product_translations',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    language: language().notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    shortDescription: text('short_description').notNull().default(''),
    /** Plain text; paragraphs separated by a blank line. */
    description: text('description').notNull().default(''),
    seoTitle: text('seo_title').notNull().default(''),
    seoDescription: text('seo_description').notNull().default(''),
    /** Extra words a shopper may type: brand, collection, reference. */
    searchTerms: text('search_terms').notNull().default(''),
    /** Language-aware, accent-insensitive (shop_spanish / shop_french configurations). */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector(${searchConfiguration}, coalesce("name", '') || ' ' || coalesce("search_terms", '')), 'A') || setweight(to_tsvector(${searchConfiguration}, coalesce("short_description", '')), 'B') || setweight(to_tsvector(${searchConfiguration}, coalesce("description", '')), 'C')`,
    ),
  },
  (t) => [
    primaryKey({ name: 'product_translations_pkey', columns: [t.productId, t.language] }),
    uniqueIndex('product_translations_language_slug_key').on(t.language, t.slug),
    index('product_translations_search_vector_idx').using('gin', t.searchVector),
    index('product_translations_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('product_translations_language_name_idx').on(t.language, t.name),
  ],
);

/** Per-store availability and the store's own merchandising flags. */
export const productStores = pgTable(
  'product_stores',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    storeCode: storeCode()
      .notNull()
      .references(() => stores.code),
    isVisible: boolean('is_visible').notNull().default(true),
    isNovelty: boolean('is_novelty').notNull().default(false),
    /** Clearance (the `settlement` ordering). */
    isSettlement: boolean('is_settlement').notNull().default(false),
    position: position(),
  },
  (t) => [
    primaryKey({ name: 'product_stores_pkey', columns: [t.productId, t.storeCode] }),
    index('product_stores_store_code_idx').on(t.storeCode, t.isVisible),
  ],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    /** The category of the breadcrumb. */
    isMain: boolean('is_main').notNull().default(false),
    position: position(),
  },
  (t) => [
    primaryKey({ name: 'product_categories_pkey', columns: [t.productId, t.categoryId] }),
    index('product_categories_category_id_idx').on(t.categoryId, t.position),
  ],
);

/**
 * Slugs a product answered to before a staff edit renamed it (per language), so old links and
 * search results get a 301 to its current page instead of a 404. A live slug always wins over
 * one kept here.
 */
export const productSlugHistory = pgTable(
  'product_slug_history',
  {
    language: language().notNull(),
    slug: text('slug').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'product_slug_history_pkey', columns: [t.language, t.slug] }),
    index('product_slug_history_product_id_idx').on(t.productId),
  ],
);
