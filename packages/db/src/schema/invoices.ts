import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { cents, id, storeCode, vatRate } from './columns.ts';
import { orders } from './orders.ts';
import { stores } from './stores.ts';

/**
 * Last invoice number issued per store. Numbering takes `update ... set last_number =
 * last_number + 1 returning` inside the invoicing transaction: the row lock keeps it gapless.
 */
export const invoiceCounters = pgTable('invoice_counters', {
  storeCode: storeCode()
    .primaryKey()
    .references(() => stores.code),
  lastNumber: integer('last_number').notNull().default(0),
});

export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    storeCode: storeCode()
      .notNull()
      .references(() => stores.code),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    sequence: integer('sequence').notNull(),
    /** Printed number, e.g. ESSM-2026-000123. */
    number: text('number').notNull(),
    subtotal: cents('subtotal').notNull(),
    vat: cents('vat').notNull(),
    vatRate: vatRate(),
    total: cents('total').notNull(),
    /** Billing data as printed, so later address edits never change an issued invoice. */
    billingData: jsonb('billing_data').$type<Record<string, string>>().notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_store_sequence_key').on(t.storeCode, t.sequence),
    uniqueIndex('invoices_store_number_key').on(t.storeCode, t.number),
    uniqueIndex('invoices_order_id_key').on(t.orderId),
    index('invoices_issued_at_idx').on(t.storeCode, t.issuedAt),
  ],
);
