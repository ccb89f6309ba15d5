import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { StaffRole } from '@shop/domain';
import { createdAt, id } from './columns.ts';

/**
 * The people who run the shop from the staff app. Not customer accounts: their own table,
 * sign-in and sessions, so a customer account can never be raised to staff by a flag.
 * email is stored lower-cased; password_hash is argon2id.
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: id(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: varchar('role', { length: 24 }).$type<StaffRole>().notNull(),
    passwordHash: text('password_hash').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('staff_members_email_key').on(t.email),
    // The roles of packages/domain staff-roles.ts.
    check(
      'staff_members_role_check',
      sql`${t.role} in ('owner', 'order_manager', 'catalogue_editor', 'content_editor', 'support')`,
    ),
  ],
);

/**
 * A signed-in staff app: the cookie holds a random token, only its hash is kept. A session
 * ends when revoked (sign-out), when idle past expires_at (moved on each use) or when the
 * member is deactivated.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_sessions_token_hash_key').on(t.tokenHash),
    index('staff_sessions_staff_id_idx').on(t.staffId),
  ],
);

/**
 * Every staff change: who, when, what, before and after. Append-only: the migration adds a
 * trigger refusing UPDATE, DELETE and TRUNCATE, so not even a bug in the api can rewrite it,
 * and a staff member with entries cannot be deleted (deactivate them instead).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'restrict' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.at),
    index('audit_log_at_idx').on(t.at),
    index('audit_log_staff_id_idx').on(t.staffId, t.at),
  ],
);
