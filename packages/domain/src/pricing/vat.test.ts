import { describe, expect, it } from 'vitest';
import { InvalidAmountError } from '../money.ts';
import { vatIncludedBreakdown, vatPercent, vatRateOf, withServiceTax } from './index.ts';

const spanish = vatRateOf('ESSM');
const french = vatRateOf('FRSM');

describe('each edition’s VAT', () => {
  it('is 21 % in the Spanish edition and 20 % in the French one (destination VAT)', () => {
    expect(spanish).toBe(0.21);
    expect(french).toBe(0.2);
    expect([vatPercent(spanish), vatPercent(french), vatPercent(0.055)]).toEqual([21, 20, 5.5]);
  });

  it('adds the edition’s VAT to net services and shipping', () => {
    expect(withServiceTax('ESSM', 5000)).toBe(6050);
    expect(withServiceTax('FRSM', 5000)).toBe(6000);
    expect(withServiceTax('FRSM', 1250)).toBe(1500);
  });
});

describe('vatIncludedBreakdown', () => {
  it('takes the VAT out of a VAT-inclusive amount at the rate given', () => {
    expect(vatIncludedBreakdown(12100, spanish)).toEqual({
      net: 10000,
      vat: 2100,
      gross: 12100,
      rate: 0.21,
    });
    expect(vatIncludedBreakdown(12100, french)).toEqual({
      net: 10083,
      vat: 2017,
      gross: 12100,
      rate: 0.2,
    });
  });

  it('rounds the base half-up and lets the tax take the rest, so they add up to the amount', () => {
    // 123456 / 1.21 = 102029.75...
    expect(vatIncludedBreakdown(123456, spanish)).toMatchObject({ net: 102030, vat: 21426 });
    // 1 / 1.21 = 0.826...
    expect(vatIncludedBreakdown(1, spanish)).toMatchObject({ net: 1, vat: 0 });
    for (const rate of [spanish, french]) {
      for (const gross of [0, 1, 2, 99, 1815, 50_000, 99_999, 1_234_567]) {
        const { net, vat } = vatIncludedBreakdown(gross, rate);
        expect(net + vat).toBe(gross);
        expect(Number.isInteger(net) && Number.isInteger(vat)).toBe(true);
      }
    }
  });

  it('undoes the service tax of a net price in each edition', () => {
    for (const store of ['ESSM', 'FRSM'] as const) {
      for (const net of [2000, 5000, 1250, 8000, 10500]) {
        const gross = withServiceTax(store, net);
        expect(vatIncludedBreakdown(gross, vatRateOf(store)).net).toBe(net);
      }
    }
  });

  it('keeps the sign of a refund', () => {
    expect(vatIncludedBreakdown(-12100, spanish)).toMatchObject({ net: -10000, vat: -2100 });
  });

  it('refuses, as a bug, an amount that is not whole cents or a rate that is not finite', () => {
    for (const gross of [Number.NaN, 12.5, Infinity, Number.MAX_SAFE_INTEGER + 2])
      expect(() => vatIncludedBreakdown(gross, spanish), String(gross)).toThrow(InvalidAmountError);
    for (const rate of [Number.NaN, -0.21, Infinity])
      expect(() => vatIncludedBreakdown(12100, rate), String(rate)).toThrow(InvalidAmountError);
  });
});
