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
import { orderRefunds } from './refunds.ts';
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
    /** Cents the providers confirmed given back (refund actions done); drives payment_status. */
    refundedAmount: cents('refunded_amount').notNull().default(0),
    commission: cents('commission').notNull().default(0),
    currency: varchar('currency', { length: 3 }).notNull().default('EUR'),
    /**
     * The provider's id of this attempt, recorded once when it is started (Adyen session id,
     * PayPal order id, seQura order uuid): every answer about the payment must name it.
     */
    providerPaymentId: text('provider_payment_id'),
    /** Where the shopper pays this attempt, so a repeated start sends them to the same place. */
    redirectUrl: text('redirect_url'),
    /** What a refund or cancel names (Adyen pspReference, PayPal capture id, seQura uuid). */
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
    uniqueIndex('payments_provider_payment_id_key').on(t.provider, t.providerPaymentId),
    index('payments_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
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

export type PaymentActionKind = 'refund' | 'cancel';
export type PaymentActionStatus = 'requested' | 'pending' | 'done' | 'failed';

/**
 * What the shop must still ask a provider to do for a payment (refund a surplus, cancel a
 * superseded attempt), written in the transaction that decided it and carried out afterwards
 * with retries: a crash between the decision and the call loses nothing.
 */
export const paymentActions = pgTable(
  'payment_actions',
  {
    id: id(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 8 }).$type<PaymentActionKind>().notNull(),
    /** Cents to give back (refunds); 0 for a cancel. */
    amount: cents('amount').notNull(),
    reason: text('reason').notNull(),
    /**
     * A refund's own reference, sent to the provider as its reference and idempotency key (a
     * retried call refunds once); null for cancels.
     */
    reference: text('reference'),
    /** The staff refund this action carries out; null for refunds the shop decided itself. */
    refundId: integer('refund_id').references(() => orderRefunds.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 10 })
      .$type<PaymentActionStatus>()
      .notNull()
      .default('requested'),
    /** The provider's id of the refund or cancel, matched by its later notification. */
    providerReference: text('provider_reference'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One cancel per payment: deciding twice (a replay, a race) asks once. Refunds may be many
    // (staff partial refunds), each unique by its reference.
    uniqueIndex('payment_actions_payment_cancel_key')
      .on(t.paymentId)
      .where(sql`${t.kind} = 'cancel'`),
    uniqueIndex('payment_actions_reference_key').on(t.reference),
    index('payment_actions_refund_id_idx').on(t.refundId),
    index('payment_actions_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'requested'`),
    check('payment_actions_kind_check', sql`${t.kind} in ('refund', 'cancel')`),
    check(
      'payment_actions_status_check',
      sql`${t.status} in ('requested', 'pending', 'done', 'failed')`,
    ),
    check('payment_actions_amount_check', sql`${t.amount} >= 0`),
  ],
);
