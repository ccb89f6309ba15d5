import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cents, customerType, id, storeCode } from './columns.ts';
import { products } from './products.ts';
import { stores } from './stores.ts';

/**
 * A product's prices per store and customer type. pvp is the base price a configuration starts
 * from (a variant's price replaces it) and pvp_old marks an offer on it. from_pvp is the lowest
 * price the product can be bought at, the one every listing shows, filters and sorts by, with
 * from_pvp_old the same configuration before the offer (null: no offer shown) and
 * from_pvp_varies whether other options cost more ("from"). They are derived:
 * refreshFromPrices() stores them through the domain's fromPrice() whenever the product's
 * prices, options or variants change (the seed does; so must staff catalogue edits).
 */
export const productPrices = pgTable(
  'product_prices',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    storeCode: storeCode()
      .notNull()
      .references(() => stores.code),
    customerType: customerType().notNull(),
    pvp: cents('pvp').notNull(),
    pvpOld: cents('pvp_old'),
    fromPvp: cents('from_pvp').notNull(),
    fromPvpOld: cents('from_pvp_old'),
    /** Other options cost more than from_pvp: listings say "from". */
    fromPvpVaries: boolean('from_pvp_varies').notNull().default(false),
  },
  (t) => [
    uniqueIndex('product_prices_product_store_type_key').on(
      t.productId,
      t.storeCode,
      t.customerType,
    ),
    index('product_prices_store_type_from_pvp_idx').on(t.storeCode, t.customerType, t.fromPvp),
    check('product_prices_customer_type_check', sql`${t.customerType} in ('C', 'P')`),
    check('product_prices_pvp_check', sql`${t.pvp} >= 0`),
  ],
);

/** A sellable combination of options; option_ids is the spec's options.options list. */
export const variants = pgTable(
  'variants',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    ref: text('ref').notNull(),
    optionIds: integer('option_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    isDefault: boolean('is_default').notNull().default(false),
    /**
     * Offered on the storefront. A variant some order names is unpublished instead of deleted
     * (issue 16), so the order keeps its variant and nobody can choose it again.
     */
    isPublished: boolean('is_published').notNull().default(true),
  },
  (t) => [
    uniqueIndex('variants_ref_key').on(t.ref),
    index('variants_product_id_idx').on(t.productId),
    index('variants_option_ids_idx').using('gin', t.optionIds),
  ],
);

export const variantPrices = pgTable(
  'variant_prices',
  {
    id: id(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    storeCode: storeCode()
      .notNull()
      .references(() => stores.code),
    customerType: customerType().notNull(),
    pvp: cents('pvp').notNull(),
    pvpOld: cents('pvp_old'),
  },
  (t) => [
    uniqueIndex('variant_prices_variant_store_type_key').on(
      t.variantId,
      t.storeCode,
      t.customerType,
    ),
    index('variant_prices_store_code_idx').on(t.storeCode),
    check('variant_prices_customer_type_check', sql`${t.customerType} in ('C', 'P')`),
    check('variant_prices_pvp_check', sql`${t.pvp} >= 0`),
  ],
);
