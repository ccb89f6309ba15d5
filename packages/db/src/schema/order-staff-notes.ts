import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id } from './columns.ts';
import { orders } from './orders.ts';
import { staffMembers } from './staff.ts';

/**
 * What staff write on an order for each other (a customer's call, a promise made): append-only
 * like the audit log (migration 0014 adds the trigger refusing UPDATE, DELETE and TRUNCATE), so a
 * note is a record of what was said, never rewritten; a correction is a new note.
 */
export const orderStaffNotes = pgTable(
  'order_staff_notes',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'restrict' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_staff_notes_order_id_idx').on(t.orderId, t.createdAt),
    check('order_staff_notes_text_check', sql`length(${t.text}) between 1 and 4000`),
  ],
);
