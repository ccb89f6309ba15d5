import { applyRate, InvalidAmountError, requireCents, requireRate, type Cents } from './money.ts';

export type CouponError =
  | 'coupon.invalid'
  | 'coupon.expired'
  | 'coupon.already_used'
  | 'coupon.minimum_amount'
  | 'coupon.excluded_brands'
  | 'coupon.other_email'
  | 'coupon.email_limit';

export interface Coupon {
  code: string;
  kind: 'percentage' | 'fixed';
  /** A percentage (10 = 10 %) or an amount in cents, by kind. */
  value: number;
  /** Reached by the rows the coupon applies to, not by excluded brands. */
  minimumAmount: Cents;
  excludedBrandIds: readonly number[];
  singleUse: boolean;
  /** How many orders one e-mail may place with the coupon; null: no limit per e-mail. */
  maxUsesPerEmail: number | null;
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
  /** How many orders the cart's e-mail already placed with this code; absent while it has none. */
  timesRedeemedByEmail?: number;
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
    maxUsesPerEmail: null,
    active: true,
    validFrom: null,
    expiresAt,
  };
}

/** A fixed coupon takes whole cents; a percentage is of the goods, so 100 at most. */
function requireCouponValue(coupon: Coupon): number {
  const what = `coupon ${coupon.code} value`;
  if (coupon.kind === 'fixed') return requireCents(coupon.value, what);
  if (requireRate(coupon.value, what) > 100)
    throw new InvalidAmountError(`${what} must be a percentage up to 100, got ${coupon.value}`);
  return coupon.value;
}

export function evaluateCoupon(coupon: Coupon, context: CouponContext): CouponResult {
  const value = requireCouponValue(coupon);
  const minimumAmount = requireCents(coupon.minimumAmount, `coupon ${coupon.code} minimum`);
  for (const row of context.rows) requireCents(row.amount, 'coupon row amount');
  if (!coupon.active) return { ok: false, error: 'coupon.invalid' };
  if (coupon.validFrom && context.now < coupon.validFrom)
    return { ok: false, error: 'coupon.invalid' };
  if (coupon.expiresAt && context.now >= coupon.expiresAt)
    return { ok: false, error: 'coupon.expired' };
  if (coupon.singleUse && context.timesRedeemed > 0)
    return { ok: false, error: 'coupon.already_used' };
  if (
    coupon.maxUsesPerEmail !== null &&
    (context.timesRedeemedByEmail ?? 0) >= coupon.maxUsesPerEmail
  )
    return { ok: false, error: 'coupon.email_limit' };
  const eligible = requireCents(
    context.rows
      .filter((row) => row.brandId === null || !coupon.excludedBrandIds.includes(row.brandId))
      .reduce((sum, row) => sum + row.amount, 0),
    'coupon eligible amount',
  );
  if (eligible === 0) return { ok: false, error: 'coupon.excluded_brands' };
  if (eligible < minimumAmount) return { ok: false, error: 'coupon.minimum_amount' };
  const discount = coupon.kind === 'percentage' ? applyRate(eligible, value / 100) : value;
  return { ok: true, discount: Math.min(discount, eligible) };
}
