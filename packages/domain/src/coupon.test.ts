import { describe, expect, it } from 'vitest';
import { evaluateCoupon, newsletterCoupon, type Coupon } from './coupon.ts';
import { InvalidAmountError } from './money.ts';

const now = new Date('2026-03-10T10:00:00Z');
const tenPercent: Coupon = {
  code: 'PRIMAVERA10',
  kind: 'percentage',
  value: 10,
  minimumAmount: 10000,
  excludedBrandIds: [7],
  singleUse: false,
  maxUsesPerEmail: null,
  active: true,
  validFrom: new Date('2026-03-01T00:00:00Z'),
  expiresAt: new Date('2026-04-01T00:00:00Z'),
};

describe('evaluateCoupon', () => {
  it('takes a percentage of the rows of brands that are not excluded, rounded half-up', () => {
    const rows = [
      { brandId: 1, amount: 12345 },
      { brandId: 7, amount: 50000 },
    ];
    expect(evaluateCoupon(tenPercent, { rows, now, timesRedeemed: 3 })).toEqual({
      ok: true,
      discount: 1235,
    });
  });

  it('needs the minimum amount on eligible rows', () => {
    const rows = [
      { brandId: 1, amount: 9999 },
      { brandId: 7, amount: 50000 },
    ];
    expect(evaluateCoupon(tenPercent, { rows, now, timesRedeemed: 0 })).toEqual({
      ok: false,
      error: 'coupon.minimum_amount',
    });
    expect(
      evaluateCoupon(tenPercent, { rows: [{ brandId: 1, amount: 10000 }], now, timesRedeemed: 0 }),
    ).toEqual({
      ok: true,
      discount: 1000,
    });
  });

  it('refuses a cart made only of excluded brands', () => {
    const rows = [{ brandId: 7, amount: 50000 }];
    expect(evaluateCoupon(tenPercent, { rows, now, timesRedeemed: 0 })).toEqual({
      ok: false,
      error: 'coupon.excluded_brands',
    });
  });

  it('refuses before its start, at and after its expiry, and when inactive', () => {
    const rows = [{ brandId: 1, amount: 20000 }];
    expect(
      evaluateCoupon(tenPercent, { rows, now: new Date('2026-02-28T23:59:59Z'), timesRedeemed: 0 })
        .ok,
    ).toBe(false);
    expect(
      evaluateCoupon(tenPercent, { rows, now: new Date('2026-04-01T00:00:00Z'), timesRedeemed: 0 }),
    ).toEqual({
      ok: false,
      error: 'coupon.expired',
    });
    expect(
      evaluateCoupon({ ...tenPercent, active: false }, { rows, now, timesRedeemed: 0 }),
    ).toEqual({ ok: false, error: 'coupon.invalid' });
  });
});

describe('evaluateCoupon with a limit per e-mail', () => {
  const twicePerEmail: Coupon = { ...tenPercent, maxUsesPerEmail: 2 };
  const rows = [{ brandId: 1, amount: 20000 }];

  it('serves an e-mail until it has used the coupon as often as allowed', () => {
    expect(
      evaluateCoupon(twicePerEmail, { rows, now, timesRedeemed: 9, timesRedeemedByEmail: 1 }),
    ).toEqual({ ok: true, discount: 2000 });
    expect(
      evaluateCoupon(twicePerEmail, { rows, now, timesRedeemed: 9, timesRedeemedByEmail: 2 }),
    ).toEqual({ ok: false, error: 'coupon.email_limit' });
  });

  it('serves a cart with no e-mail yet (nothing counted against it)', () => {
    expect(evaluateCoupon(twicePerEmail, { rows, now, timesRedeemed: 0 })).toEqual({
      ok: true,
      discount: 2000,
    });
  });
});

describe('newsletter coupon', () => {
  const coupon = newsletterCoupon('HOLA-5', [7], null);

  it('takes 5 € once', () => {
    expect(
      evaluateCoupon(coupon, { rows: [{ brandId: 1, amount: 3000 }], now, timesRedeemed: 0 }),
    ).toEqual({ ok: true, discount: 500 });
    expect(
      evaluateCoupon(coupon, { rows: [{ brandId: 1, amount: 3000 }], now, timesRedeemed: 1 }),
    ).toEqual({
      ok: false,
      error: 'coupon.already_used',
    });
  });

  it('never discounts more than the eligible rows', () => {
    expect(
      evaluateCoupon(coupon, { rows: [{ brandId: null, amount: 300 }], now, timesRedeemed: 0 }),
    ).toEqual({ ok: true, discount: 300 });
  });
});

describe('evaluateCoupon with amounts that are not whole cents', () => {
  const rows = [{ brandId: 1, amount: 20000 }];
  const evaluate =
    (coupon: Coupon, amount = 20000) =>
    () =>
      evaluateCoupon(coupon, { rows: [{ brandId: 1, amount }], now, timesRedeemed: 0 });

  it('refuses them as a bug instead of discounting a wrong amount', () => {
    for (const amount of [-1, 0.5, Number.NaN, Infinity])
      expect(evaluate(tenPercent, amount), String(amount)).toThrow(InvalidAmountError);
    for (const value of [-10, 150, Number.NaN])
      expect(evaluate({ ...tenPercent, value }), String(value)).toThrow(InvalidAmountError);
    const fixed = newsletterCoupon('HOLA-5', [], null);
    for (const value of [-500, 2.5, Infinity])
      expect(evaluate({ ...fixed, value }), String(value)).toThrow(InvalidAmountError);
    expect(evaluate({ ...tenPercent, minimumAmount: Number.NaN })).toThrow(InvalidAmountError);
    expect(() =>
      evaluateCoupon(tenPercent, {
        rows: [...rows, { brandId: 2, amount: Number.MAX_SAFE_INTEGER }],
        now,
        timesRedeemed: 0,
      }),
    ).toThrow(InvalidAmountError);
  });

  it('checks them even when the coupon would be refused anyway', () => {
    expect(evaluate({ ...tenPercent, active: false }, Number.NaN)).toThrow(InvalidAmountError);
  });
});
