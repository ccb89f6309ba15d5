import { describe, expect, it } from 'vitest';
import { negotiatedUnitPrice } from './negotiated-price.ts';

describe('negotiatedUnitPrice', () => {
  it('keeps the catalogue price without a change', () => {
    expect(negotiatedUnitPrice(12_345, { kind: 'none' })).toEqual({ ok: true, unitPvp: 12_345 });
  });

  it('takes a negotiated price at or below the catalogue, never above', () => {
    expect(negotiatedUnitPrice(10_000, { kind: 'unitPrice', unitPvp: 8_500 })).toEqual({
      ok: true,
      unitPvp: 8_500,
    });
    expect(negotiatedUnitPrice(10_000, { kind: 'unitPrice', unitPvp: 10_001 })).toEqual({
      ok: false,
      error: 'above_catalogue',
    });
    expect(negotiatedUnitPrice(10_000, { kind: 'unitPrice', unitPvp: 0 })).toEqual({
      ok: false,
      error: 'not_positive',
    });
  });

  it('rounds a discount to the cent, half up', () => {
    // 12.5 % of 99.99 is 12.49875: 12.50 off.
    expect(negotiatedUnitPrice(9_999, { kind: 'discount', basisPoints: 1_250 })).toEqual({
      ok: true,
      unitPvp: 8_749,
    });
    expect(negotiatedUnitPrice(1, { kind: 'discount', basisPoints: 9_900 })).toEqual({
      ok: false,
      error: 'not_positive',
    });
  });
});
