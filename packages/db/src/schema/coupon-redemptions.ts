import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { coupons } from './coupons.ts';
import { orders } from './orders.ts';

/**
 * One row per use of a coupon. slot runs 1..max_redemptions: two concurrent orders taking the
 * last slot collide on the unique key, so a coupon is never used past its limit. email_slot does
 * the same per e-mail (1..max_redemptions_per_email, e-mails compared without case).
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: id(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    slot: integer('slot').notNull(),
    email: text('email').notNull(),
    emailSlot: integer('email_slot').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_coupon_slot_key').on(t.couponId, t.slot),
    uniqueIndex('coupon_redemptions_coupon_order_key').on(t.couponId, t.orderId),
    index('coupon_redemptions_order_id_idx').on(t.orderId),
    uniqueIndex('coupon_redemptions_coupon_email_slot_key').on(
      t.couponId,
      sql`lower(${t.email})`,
      t.emailSlot,
    ),
  ],
);
