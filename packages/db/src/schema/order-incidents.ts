import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { orders } from './orders.ts';
import { staffMembers } from './staff.ts';
import { users } from './users.ts';

export type IncidentStatus = 'open' | 'closed';

/**
 * What a customer reports about an order from the user area (the order_incident modal). Staff
 * answer it from the incidents inbox and close it; closed_at/closed_by say who closed it last
 * (both null while open).
 */
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
    status: varchar('status', { length: 8 }).$type<IncidentStatus>().notNull().default('open'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: integer('closed_by').references(() => staffMembers.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_incidents_order_id_idx').on(t.orderId),
    index('order_incidents_status_created_at_idx').on(t.status, t.createdAt),
    check('order_incidents_status_check', sql`${t.status} in ('open', 'closed')`),
    check(
      'order_incidents_closed_check',
      sql`(${t.status} = 'closed') = (${t.closedAt} is not null and ${t.closedBy} is not null)`,
    ),
  ],
);

/**
 * What staff answered a customer about an incident: each answer was e-mailed to the customer
 * and shows in their user area, so it is never edited or removed (a trigger refuses it,
 * migration 0015) except with its order.
 */
export const orderIncidentAnswers = pgTable(
  'order_incident_answers',
  {
    id: id(),
    incidentId: integer('incident_id')
      .notNull()
      .references(() => orderIncidents.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'restrict' }),
    text: text('text').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_incident_answers_incident_id_idx').on(t.incidentId, t.sentAt)],
);
