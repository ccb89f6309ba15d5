import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
} from 'drizzle-orm/pg-core';
import { cents, customerType, language, storeCode } from './columns.ts';
import { products } from './products.ts';

/** A set of numeric ranges, read as its text ('{[70,90],[120,120]}'). */
const numMultirange = customType<{ data: string }>({ dataType: () => 'nummultirange' });

/**
 * One row per product and edition it is sold in (store, customer type, language): active,
 * visible in the store, priced for the customer type and named in the language. With what a
 * category listing filters, counts and sorts by, copied from products, product_stores,
 * product_prices and product_facets, so a listing reads one narrow table instead of joining five
 * for every listed product. Derived data: statement-level triggers on those tables (migration
 * 0026) rewrite a product's rows in the transaction of any write, whoever makes it.
 */
export const productListings = pgTable(
  'product_listings',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    storeCode: storeCode().notNull(),
    customerType: customerType().notNull(),
    language: language().notNull(),
    categoryIds: integer('category_ids').array().notNull(),
    attributeIds: integer('attribute_ids').array().notNull(),
    optionIds: integer('option_ids').array().notNull(),
    /**
     * The widths in cm the product can be had in: its made-to-measure range and its standard
     * sizes (SQL function product_widths, migration 0026).
     */
    widths: numMultirange('widths').notNull(),
    fromPvp: cents('from_pvp').notNull(),
    /** from_pvp_old - from_pvp: the `offers` ordering; null without an old price. */
    offerDiscount: cents('offer_discount'),
    madeToMeasure: boolean('made_to_measure').notNull(),
    salesCount: integer('sales_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    isNovelty: boolean('is_novelty').notNull(),
    isSettlement: boolean('is_settlement').notNull(),
  },
  (t) => {
    // Every listing reads one edition; each sort walks its own index within it and stops once
    // the page is full. Descending keys sort nulls first, as ORDER BY ... DESC does.
    const edition = [t.storeCode, t.customerType, t.language] as const;
    return [
      primaryKey({
        name: 'product_listings_pkey',
        columns: [t.productId, t.storeCode, t.customerType, t.language],
      }),
      index('product_listings_best_seller_idx').on(
        ...edition,
        t.salesCount.desc().nullsFirst(),
        t.productId,
      ),
      index('product_listings_lower_price_idx').on(...edition, t.fromPvp, t.productId),
      index('product_listings_news_idx').on(
        ...edition,
        t.isNovelty.desc().nullsFirst(),
        t.createdAt.desc().nullsFirst(),
        t.productId,
      ),
      index('product_listings_offers_idx').on(
        ...edition,
        sql`${t.offerDiscount} desc nulls last`,
        t.productId,
      ),
      index('product_listings_settlement_idx').on(
        ...edition,
        t.isSettlement.desc().nullsFirst(),
        t.salesCount.desc().nullsFirst(),
        t.productId,
      ),
    ];
  },
);
