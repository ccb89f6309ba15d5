import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { brands } from './brands.ts';
import { cents, createdAt, id, storeCode } from './columns.ts';
import { stores } from './stores.ts';

export type CouponDiscountType = 'amount' | 'percent';

export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    storeCode: storeCode()
      .notNull()
      .references(() => stores.code),
    /** Stored upper-cased by the api. */
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    discountType: varchar('discount_type', { length: 8 }).$type<CouponDiscountType>().notNull(),
    amount: cents('amount').notNull().default(0),
    /** Whole percent, for percent coupons. */
    percent: integer('percent').notNull().default(0),
    minimumPvp: cents('minimum_pvp').notNull().default(0),
    /** null: unlimited. 1: single use (e.g. the newsletter coupon). */
    maxRedemptions: integer('max_redemptions'),
    /** How many orders one e-mail may place with the coupon; null: no limit per e-mail. */
    maxRedemptionsPerEmail: integer('max_redemptions_per_email'),
    /** Only a cart with this e-mail may use the coupon (the newsletter welcome coupon); null: anyone. */
    boundEmail: text('bound_email'),
    /** Listed by coupons/web_list. */
    isPublic: boolean('is_public').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupons_store_code_code_key').on(t.storeCode, t.code),
    index('coupons_store_public_idx').on(t.storeCode, t.isPublic, t.isActive),
    check('coupons_discount_type_check', sql`${t.discountType} in ('amount', 'percent')`),
    check('coupons_percent_check', sql`${t.percent} between 0 and 100`),
    check(
      'coupons_max_redemptions_per_email_check',
      sql`${t.maxRedemptionsPerEmail} is null or ${t.maxRedemptionsPerEmail} > 0`,
    ),
  ],
);

/** Brands a coupon does not apply to (SPEC section 9). */
export const couponExcludedBrands = pgTable(
  'coupon_excluded_brands',
  {
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'coupon_excluded_brands_pkey', columns: [t.couponId, t.brandId] }),
    index('coupon_excluded_brands_brand_id_idx').on(t.brandId),
  ],
);
