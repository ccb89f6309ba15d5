import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';

/**
 * The transactional outbox of customer e-mails: a row is written in the same transaction as the
 * change the customer must hear about, and sent afterwards with retries. `dedupe_key` makes the
 * same message about the same event one row however often the event is applied.
 */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: id(),
    /** Which message (OutboxMessage in apps/api/src/mail/outbox.ts): order, account, newsletter. */
    kind: text('kind').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    /** What the message is rendered from when it is sent (ids, never copies of the data). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A sender holds the row until then; a sender that died leaves it to the next one. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    messageId: text('message_id'),
    lastError: text('last_error'),
    /** Set when the retries are exhausted: staff must look at it. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('outbox_emails_dedupe_key_key').on(t.dedupeKey),
    index('outbox_emails_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
  ],
);
