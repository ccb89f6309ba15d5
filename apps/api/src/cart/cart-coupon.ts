import { and, count, eq, sql } from 'drizzle-orm';
import { couponExcludedBrands, couponRedemptions, coupons, orders } from '@shop/db';
import { evaluateCoupon, type Coupon, type CouponResult } from '@shop/domain';
import type { StoreCode } from '../contracts/common.ts';
import type { Db } from '../database.ts';
import type { CartRowRecord } from './cart-row-records.ts';

export type CouponRecord = typeof coupons.$inferSelect;

/** A coupon with what the domain's rules need from the other tables. */
export interface CouponWithUsage {
  record: CouponRecord;
  excludedBrandIds: number[];
  timesRedeemed: number;
  /** Uses by other carts' orders placed with this cart's e-mail (0 while it has none). */
  timesRedeemedByEmail: number;
}

/** The cart a coupon is read for: its own order never counts as a use against it. */
export interface CouponReader {
  id: string;
  email: string | null;
}

/** Codes are stored upper-cased, so 'verano10' and ' VERANO10 ' are the same coupon. */
export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * Uses by other carts' orders only: once this cart is placed, its own redemption must not make
 * its coupon look used up when the placed cart is read again.
 */
async function withUsage(
  db: Db,
  record: CouponRecord | undefined,
  cart: CouponReader,
): Promise<CouponWithUsage | null> {
  if (!record) return null;
  // One after the other: inside a transaction both share one connection.
  const excluded = await db
    .select({ brandId: couponExcludedBrands.brandId })
    .from(couponExcludedBrands)
    .where(eq(couponExcludedBrands.couponId, record.id));
  const email = cart.email?.trim().toLowerCase() ?? '';
  const [redeemed] = await db
    .select({
      times: count(),
      // Compared as the unique key (coupon, lower(email), email_slot) compares them.
      byEmail: sql<number>`count(*) filter (where lower(${couponRedemptions.email}) = ${email} and ${email} <> '')::int`,
    })
    .from(couponRedemptions)
    .innerJoin(orders, eq(orders.id, couponRedemptions.orderId))
    .where(
      and(
        eq(couponRedemptions.couponId, record.id),
        sql`${orders.cartId} is distinct from ${cart.id}`,
      ),
    );
  return {
    record,
    excludedBrandIds: excluded.map((row) => row.brandId),
    timesRedeemed: redeemed?.times ?? 0,
    timesRedeemedByEmail: redeemed?.byEmail ?? 0,
  };
}

export async function readCouponById(
  db: Db,
  id: number,
  cart: CouponReader,
): Promise<CouponWithUsage | null> {
  const [record] = await db.select().from(coupons).where(eq(coupons.id, id)).limit(1);
  return withUsage(db, record, cart);
}

export async function readCouponByCode(
  db: Db,
  store: StoreCode,
  code: string,
  cart: CouponReader,
): Promise<CouponWithUsage | null> {
  const [record] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.storeCode, store), eq(coupons.code, normaliseCouponCode(code))))
    .limit(1);
  return withUsage(db, record, cart);
}

/**
 * The domain's Coupon. The domain knows single-use coupons only; a coupon limited to N uses
 * is "single use" once all N are taken, which is exactly when it must be refused.
 */
export function domainCoupon({
  record,
  excludedBrandIds,
  timesRedeemed,
  timesRedeemedByEmail,
}: CouponWithUsage): {
  coupon: Coupon;
  timesRedeemed: number;
  timesRedeemedByEmail: number;
} {
  const limit = record.maxRedemptions;
  const usedUp = limit !== null && timesRedeemed >= limit;
  return {
    coupon: {
      code: record.code,
      kind: record.discountType === 'percent' ? 'percentage' : 'fixed',
      value: record.discountType === 'percent' ? record.percent : record.amount,
      minimumAmount: record.minimumPvp,
      excludedBrandIds,
      singleUse: limit !== null,
      maxUsesPerEmail: record.maxRedemptionsPerEmail,
      active: record.isActive,
      validFrom: record.startsAt,
      expiresAt: record.endsAt,
    },
    timesRedeemed: usedUp ? timesRedeemed : 0,
    timesRedeemedByEmail,
  };
}

/**
 * A coupon bound to an e-mail (the newsletter's) serves only a cart with that e-mail. A cart
 * with no e-mail yet takes it on trust: the welcome e-mail says to use it in the cart, before
 * the checkout asks for an address; the e-mail typed later, and at the latest the one the
 * order is placed with, must be the subscriber's.
 */
function servesEmail(record: CouponRecord, cartEmail: string | null): boolean {
  if (record.boundEmail === null || cartEmail === null || cartEmail.trim() === '') return true;
  return cartEmail.trim().toLowerCase() === record.boundEmail.toLowerCase();
}

/**
 * A coupon discounts goods: the installation reservation of a row is a service paid on
 * behalf of the installer, so it neither counts towards the minimum nor gets discounted.
 */
export function evaluateCartCoupon(
  coupon: CouponWithUsage,
  rows: readonly CartRowRecord[],
  cartEmail: string | null,
  now: Date = new Date(),
): CouponResult {
  if (!servesEmail(coupon.record, cartEmail)) return { ok: false, error: 'coupon.other_email' };
  const { coupon: rules, timesRedeemed, timesRedeemedByEmail } = domainCoupon(coupon);
  return evaluateCoupon(rules, {
    rows: rows.map((row) => ({ brandId: row.brandId, amount: row.totalPvp - row.facilityPvp })),
    now,
    timesRedeemed,
    timesRedeemedByEmail,
  });
}
