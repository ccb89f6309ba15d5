import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { cents, createdAt, id, language, position, storeCode, updatedAt } from './columns.ts';
import { orders } from './orders.ts';
import { variants } from './prices.ts';
import { products } from './products.ts';
import { staffMembers } from './staff.ts';
import { stores } from './stores.ts';
import { users } from './users.ts';

export type StaffQuotationStatus = 'draft' | 'sent';

/**
 * A quotation staff prepare for a professional customer (issue 16). While a draft it lives only
 * here; sending it freezes it as an order in status 200 (order_id), the same record a customer's
 * own saved quotation is, so the user area lists it and the existing accept flow takes it.
 */
export const staffQuotations = pgTable(
  'staff_quotations',
  {
    id: id(),
    storeCode: storeCode()
      .notNull()
      .references(() => stores.code),
    language: language().notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 8 }).$type<StaffQuotationStatus>().notNull(),
    validUntil: date('valid_until').notNull(),
    observations: text('observations').notNull().default(''),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => staffMembers.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('staff_quotations_store_status_idx').on(t.storeCode, t.status, t.createdAt),
    index('staff_quotations_user_id_idx').on(t.userId, t.createdAt),
    uniqueIndex('staff_quotations_order_id_key').on(t.orderId),
    check('staff_quotations_status_check', sql`${t.status} in ('draft', 'sent')`),
  ],
);

/**
 * A line of a staff quotation: what was configured (the price_configuration request), the
 * catalogue's unit price when last priced and the negotiated change (a unit price or a
 * discount in basis points, never both), with the unit and total it gives.
 */
export const staffQuotationRows = pgTable(
  'staff_quotation_rows',
  {
    id: id(),
    quotationId: integer('quotation_id')
      .notNull()
      .references(() => staffQuotations.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    variantId: integer('variant_id').references(() => variants.id, { onDelete: 'set null' }),
    quantity: integer('quantity').notNull(),
    configuration: jsonb('configuration').$type<Record<string, unknown>>().notNull(),
    finalRef: text('final_ref').notNull().default(''),
    catalogueUnitPvp: cents('catalogue_unit_pvp').notNull(),
    negotiatedUnitPvp: cents('negotiated_unit_pvp'),
    discountBasisPoints: smallint('discount_basis_points'),
    unitPvp: cents('unit_pvp').notNull(),
    totalPvp: cents('total_pvp').notNull(),
    position: position(),
  },
  (t) => [
    index('staff_quotation_rows_quotation_idx').on(t.quotationId, t.position),
    index('staff_quotation_rows_product_id_idx').on(t.productId),
    check('staff_quotation_rows_quantity_check', sql`${t.quantity} > 0`),
    check(
      'staff_quotation_rows_change_check',
      sql`${t.negotiatedUnitPvp} is null or ${t.discountBasisPoints} is null`,
    ),
  ],
);
