import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { orders } from './orders.ts';
import { users } from './users.ts';

/** What a customer reports about an order from the user area (the order_incident modal). */
export const orderIncidents = pgTable(
  'order_incidents',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** A short reason code chosen in the modal (damaged, missing, delay, other). */
    reason: text('reason').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_incidents_order_id_idx').on(t.orderId)],
);
