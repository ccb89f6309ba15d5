import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { cents, customerType, id, storeCode } from './columns.ts';
import { variants } from './prices.ts';
import { products } from './products.ts';
import { staffMembers } from './staff.ts';
import { stores } from './stores.ts';

/** price: product_prices/variant_prices.pvp; old_price: pvp_old, the offer's crossed-out price. */
export type PriceKind = 'price' | 'old_price';

/**
 * Every price staff changed, one row per price (issue 16): the product's or a variant's, in one
 * edition for one customer type, with the value before and after (null: no old price), who and
 * when. A bulk change's rows share its id (the audit log holds the bulk change as one entry
 * under that id). Rows are only ever added; a deleted variant leaves its ref behind.
 */
export const priceChanges = pgTable(
  'price_changes',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id').references(() => variants.id, { onDelete: 'set null' }),
    /** The variant's ref when the change was made; null for the product's own price. */
    variantRef: text('variant_ref'),
    storeCode: storeCode()
      .notNull()
      .references(() => stores.code),
    customerType: customerType().notNull(),
    kind: varchar('kind', { length: 16 }).$type<PriceKind>().notNull(),
    oldValue: cents('old_value'),
    newValue: cents('new_value'),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'restrict' }),
    bulkChangeId: uuid('bulk_change_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('price_changes_product_at_idx').on(t.productId, t.at),
    index('price_changes_bulk_change_idx').on(t.bulkChangeId),
    check('price_changes_kind_check', sql`${t.kind} in ('price', 'old_price')`),
    check('price_changes_customer_type_check', sql`${t.customerType} in ('C', 'P')`),
  ],
);
