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
import { cents, createdAt, id, storeCode, updatedAt } from './columns.ts';
import { orders } from './orders.ts';
import { stores } from './stores.ts';

export type PaymentMethod =
  'card' | 'bizum' | 'klarna_account' | 'paypal' | 'transfer' | 'sequra_sp1' | 'sequra_pp3';
export type PaymentProvider = 'adyen' | 'paypal' | 'sequra' | 'transfer';
export type PaymentStatus = 'pending' | 'authorized' | 'error' | 'cancelled' | 'refunded';

export const payments = pgTable(
  'payments',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    storeCode: storeCode()
      .notNull()
      .references(() => stores.code),
    /** Store code + timestamp + 36 random alphanumerics (SPEC section 9). */
    reference: text('reference').notNull(),
    method: varchar('method', { length: 16 }).$type<PaymentMethod>().notNull(),
    provider: varchar('provider', { length: 16 }).$type<PaymentProvider>().notNull(),
    status: varchar('status', { length: 16 }).$type<PaymentStatus>().notNull().default('pending'),
    amount: cents('amount').notNull(),
    commission: cents('commission').notNull().default(0),
    currency: varchar('currency', { length: 3 }).notNull().default('EUR'),
    /** The provider's id (Adyen pspReference, PayPal order id). */
    providerReference: text('provider_reference'),
    idempotencyKey: text('idempotency_key').notNull(),
    authorizedAt: timestamp('authorized_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_reference_key').on(t.reference),
    uniqueIndex('payments_idempotency_key_key').on(t.idempotencyKey),
    index('payments_order_id_idx').on(t.orderId),
    index('payments_store_code_idx').on(t.storeCode, t.createdAt),
    index('payments_provider_reference_idx').on(t.provider, t.providerReference),
    check(
      'payments_status_check',
      sql`${t.status} in ('pending', 'authorized', 'error', 'cancelled', 'refunded')`,
    ),
  ],
);

/**
 * Provider webhooks, stored before they are acknowledged and applied once: notification_key
 * (provider + its event id) makes a redelivery a no-op.
 */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: id(),
    provider: varchar('provider', { length: 16 }).$type<PaymentProvider>().notNull(),
    notificationKey: text('notification_key').notNull(),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    eventCode: text('event_code').notNull(),
    merchantReference: text('merchant_reference'),
    providerReference: text('provider_reference'),
    success: boolean('success').notNull(),
    amount: cents('amount'),
    signatureValid: boolean('signature_valid').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_notifications_notification_key_key').on(t.notificationKey),
    index('payment_notifications_payment_id_idx').on(t.paymentId),
    index('payment_notifications_pending_idx').on(t.appliedAt),
  ],
);
