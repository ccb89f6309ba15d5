import { applyRate, type Cents } from './money.ts';

export type CouponError =
  | 'coupon.invalid'
  | 'coupon.expired'
  | 'coupon.already_used'
  | 'coupon.minimum_amount'
  | 'coupon.excluded_brands';

export interface Coupon {
  code: string;
  kind: 'percentage' | 'fixed';
  /** A percentage (10 = 10 %) or an amount in cents, by kind. */
  value: number;
  /** Reached by the rows the coupon applies to, not by excluded brands. */
  minimumAmount: Cents;
  excludedBrandIds: readonly number[];
  singleUse: boolean;
  active: boolean;
  validFrom: Date | null;
  expiresAt: Date | null;
}

export interface CouponCartRow {
  brandId: number | null;
  /** Row total, VAT included. */
  amount: Cents;
}

export interface CouponContext {
  rows: readonly CouponCartRow[];
  now: Date;
  /** How many orders already redeemed this code. */
  timesRedeemed: number;
}

export type CouponResult = { ok: true; discount: Cents } | { ok: false; error: CouponError };

export const newsletterCouponAmount: Cents = 500;

/** The 5 € welcome coupon: single use, no minimum, valid for every brand not excluded. */
export function newsletterCoupon(
  code: string,
  excludedBrandIds: readonly number[],
  expiresAt: Date | null,
): Coupon {
  return {
    code,
    kind: 'fixed',
    value: newsletterCouponAmount,
    minimumAmount: 0,
    excludedBrandIds,
    singleUse: true,
    active: true,
    validFrom: null,
    expiresAt,
  };
}

export function evaluateCoupon(coupon: Coupon, context: CouponContext): CouponResult {
  if (!coupon.active) return { ok: false, error: 'coupon.invalid' };
  if (coupon.validFrom && context.now < coupon.validFrom)
    return { ok: false, error: 'coupon.invalid' };
  if (coupon.expiresAt && context.now >= coupon.expiresAt)
    return { ok: false, error: 'coupon.expired' };
  if (coupon.singleUse && context.timesRedeemed > 0)
    return { ok: false, error: 'coupon.already_used' };
  const eligible = context.rows
    .filter((row) => row.brandId === null || !coupon.excludedBrandIds.includes(row.brandId))
    .reduce((sum, row) => sum + row.amount, 0);
  if (eligible === 0) return { ok: false, error: 'coupon.excluded_brands' };
  if (eligible < coupon.minimumAmount) return { ok: false, error: 'coupon.minimum_amount' };
  const discount =
    coupon.kind === 'percentage' ? applyRate(eligible, coupon.value / 100) : coupon.value;
  return { ok: true, discount: Math.min(discount, eligible) };
}
