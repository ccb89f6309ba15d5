import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { cents, createdAt, id, storeCode, vatRate } from './columns.ts';
import { orders } from './orders.ts';
import { staffMembers } from './staff.ts';
import { stores } from './stores.ts';

/**
 * Money staff give back on an order (issue 15). One row per staff request, whatever the number
 * of payments it is taken from: its payment_actions (kind refund) carry it out at the providers.
 * idempotency_key makes a repeated request answer the first refund instead of refunding twice.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amount: cents('amount').notNull(),
    reason: text('reason').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('order_refunds_idempotency_key_key').on(t.idempotencyKey),
    index('order_refunds_order_id_idx').on(t.orderId, t.createdAt),
    check('order_refunds_amount_check', sql`${t.amount} > 0`),
  ],
);

/** Last credit note number issued per store: a series of its own, apart from invoices'. */
export const creditNoteCounters = pgTable('credit_note_counters', {
  storeCode: storeCode()
    .primaryKey()
    .references(() => stores.code),
  lastNumber: integer('last_number').notNull().default(0),
});

/**
 * The corrective invoice of a refund (factura rectificativa / facture d'avoir): it names the
 * invoice it corrects and carries the refunded amounts as negative numbers, as accountants book
 * them. Numbered gapless per store like invoices, in its own series (R-ESSM-2026-000001,
 * AV-FRSM-2026-000001: credit-note-number.ts).
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: id(),
    storeCode: storeCode()
      .notNull()
      .references(() => stores.code),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    refundId: integer('refund_id')
      .notNull()
      .references(() => orderRefunds.id),
    sequence: integer('sequence').notNull(),
    number: text('number').notNull(),
    invoiceNumber: text('invoice_number').notNull(),
    invoiceIssuedAt: timestamp('invoice_issued_at', { withTimezone: true }).notNull(),
    /** Negative: the tax base, VAT and total taken back. */
    subtotal: cents('subtotal').notNull(),
    vat: cents('vat').notNull(),
    vatRate: vatRate(),
    total: cents('total').notNull(),
    reason: text('reason').notNull(),
    /** The corrected invoice's billing snapshot, printed as it was. */
    billingData: jsonb('billing_data').$type<Record<string, string>>().notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('credit_notes_store_sequence_key').on(t.storeCode, t.sequence),
    uniqueIndex('credit_notes_store_number_key').on(t.storeCode, t.number),
    uniqueIndex('credit_notes_refund_id_key').on(t.refundId),
    index('credit_notes_order_id_idx').on(t.orderId),
    check('credit_notes_total_check', sql`${t.total} < 0`),
  ],
);
