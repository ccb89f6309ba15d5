import { describe, expect, it } from 'vitest';
import { InvalidAmountError } from '../money.ts';
import { vatIncludedBreakdown, vatRate, withServiceTax } from './index.ts';

describe('vatIncludedBreakdown', () => {
  it('takes 21 % VAT out of a VAT-inclusive amount', () => {
    expect(vatRate).toBe(0.21);
    expect(vatIncludedBreakdown(12100)).toEqual({
      net: 10000,
      vat: 2100,
      gross: 12100,
      rate: 0.21,
    });
  });

  it('rounds the base half-up and lets the tax take the rest, so they add up to the amount', () => {
    // 123456 / 1.21 = 102029.75...
    expect(vatIncludedBreakdown(123456)).toMatchObject({ net: 102030, vat: 21426 });
    // 1 / 1.21 = 0.826...
    expect(vatIncludedBreakdown(1)).toMatchObject({ net: 1, vat: 0 });
    for (const gross of [0, 1, 2, 99, 1815, 50_000, 99_999, 1_234_567]) {
      const { net, vat } = vatIncludedBreakdown(gross);
      expect(net + vat).toBe(gross);
      expect(Number.isInteger(net) && Number.isInteger(vat)).toBe(true);
    }
  });

  it('undoes the service tax of a net price', () => {
    for (const net of [2000, 5000, 1250, 8000, 10500]) {
      expect(vatIncludedBreakdown(withServiceTax(net)).net).toBe(net);
    }
  });

  it('takes another rate and keeps the sign of a refund', () => {
    expect(vatIncludedBreakdown(12000, 0.2)).toMatchObject({ net: 10000, vat: 2000, rate: 0.2 });
    expect(vatIncludedBreakdown(-12100)).toMatchObject({ net: -10000, vat: -2100 });
  });

  it('refuses, as a bug, an amount that is not whole cents or a rate that is not finite', () => {
    for (const gross of [Number.NaN, 12.5, Infinity, Number.MAX_SAFE_INTEGER + 2])
      expect(() => vatIncludedBreakdown(gross), String(gross)).toThrow(InvalidAmountError);
    for (const rate of [Number.NaN, -0.21, Infinity])
      expect(() => vatIncludedBreakdown(12100, rate), String(rate)).toThrow(InvalidAmountError);
  });
});
