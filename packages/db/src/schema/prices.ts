import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cents, customerType, id, storeCode } from './columns.ts';
import { products } from './products.ts';
import { stores } from './stores.ts';

/** The price a listing shows ("from"), per store and customer type. pvp_old marks an offer. */
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
  },
  (t) => [
    uniqueIndex('product_prices_product_store_type_key').on(
      t.productId,
      t.storeCode,
      t.customerType,
    ),
    index('product_prices_store_type_pvp_idx').on(t.storeCode, t.customerType, t.pvp),
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
