import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, customerType, id, storeCode, updatedAt } from './columns.ts';
import { staffMembers } from './staff.ts';
import { stores } from './stores.ts';

export type ProfessionalStatus = 'pending' | 'approved' | 'refused';

/** Accounts. email is stored lower-cased by the api; password_hash is argon2id. */
export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    customerType: customerType().notNull().default('C'),
    /**
     * A sign-up with the professional box asks for professional prices: 'pending' keeps client
     * prices until staff approve ('approved', customer type P) or refuse ('refused'). Null for
     * accounts that never asked.
     */
    professionalStatus: varchar('professional_status', { length: 8 }).$type<ProfessionalStatus>(),
    professionalDecidedAt: timestamp('professional_decided_at', { withTimezone: true }),
    /** The staff member who approved or refused it: who decided stays on record. */
    professionalDecidedBy: integer('professional_decided_by').references(() => staffMembers.id, {
      onDelete: 'set null',
    }),
    isAdmin: boolean('is_admin').notNull().default(false),
    /** Accounts start inactive until the activation link is followed. */
    isActive: boolean('is_active').notNull().default(false),
    /** Edition the account signed up in (language of its e-mails). */
    storeCode: storeCode()
      .notNull()
      .references(() => stores.code),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_store_code_idx').on(t.storeCode),
    index('users_created_at_idx').on(t.createdAt),
    check('users_customer_type_check', sql`${t.customerType} in ('C', 'P')`),
    check(
      'users_professional_status_check',
      sql`${t.professionalStatus} in ('pending', 'approved', 'refused')`,
    ),
    index('users_professional_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.professionalStatus} = 'pending'`),
  ],
);

/** Rotating refresh tokens: reuse of a revoked token revokes its whole family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    family: uuid('family').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** When it was spent for a successor (rather than revoked): starts its reuse interval. */
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_token_hash_key').on(t.tokenHash),
    index('refresh_tokens_user_id_idx').on(t.userId),
    index('refresh_tokens_family_idx').on(t.family),
  ],
);

export type OneUseTokenPurpose = 'activation' | 'password_reset';

/** Links sent by e-mail (activate_user, update_password); only the hash is kept. */
export const oneUseTokens = pgTable(
  'one_use_tokens',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 16 }).$type<OneUseTokenPurpose>().notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('one_use_tokens_token_hash_key').on(t.tokenHash),
    index('one_use_tokens_user_id_idx').on(t.userId, t.purpose),
    check('one_use_tokens_purpose_check', sql`${t.purpose} in ('activation', 'password_reset')`),
  ],
);
