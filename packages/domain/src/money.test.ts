import { describe, expect, it } from 'vitest';
import {
  applyRate,
  centsToEuros,
  eurosToCents,
  formatMoney,
  InvalidAmountError,
  parseTypedEuros,
  requireCents,
  requireQuantity,
  requireRate,
  roundHalfUp,
} from './money.ts';

const unsafe = Number.MAX_SAFE_INTEGER + 2;

describe('roundHalfUp', () => {
  it('rounds halves away from zero and the rest to the nearest cent', () => {
    expect(roundHalfUp(100.5)).toBe(101);
    expect(roundHalfUp(100.49)).toBe(100);
    expect(roundHalfUp(-100.5)).toBe(-101);
    expect(roundHalfUp(1.005 * 100)).toBe(101);
  });
});

describe('applyRate', () => {
  it('applies the tax multiplier and rounds half-up', () => {
    expect(applyRate(2000, 1.21)).toBe(2420);
    expect(applyRate(1250, 1.21)).toBe(1513); // 1512.5
    expect(applyRate(999, 0.02)).toBe(20); // 19.98
  });
});

describe('formatMoney', () => {
  // Intl puts a no-break space before the symbol so '€' never wraps to the next line.
  const space = '\u00a0';
  it('formats Spanish amounts with dot thousands and comma decimals', () => {
    expect(formatMoney(5000, 'es')).toBe(`50,00${space}€`);
    expect(formatMoney(100000, 'es')).toBe(`1.000,00${space}€`);
    expect(formatMoney(123456789, 'es')).toBe(`1.234.567,89${space}€`);
    expect(formatMoney(5, 'es')).toBe(`0,05${space}€`);
  });

  it('formats French amounts with narrow no-break space thousands', () => {
    expect(formatMoney(100000, 'fr')).toBe('1\u202f000,00\u00a0€');
    expect(formatMoney(5000, 'fr')).toBe('50,00\u00a0€');
  });
});

describe('cents and euros', () => {
  it('parses from cents by dividing by 100 and converts back exactly', () => {
    expect(centsToEuros(38999)).toBe(389.99);
    expect(eurosToCents(389.99)).toBe(38999);
    expect(eurosToCents(0.1 + 0.2)).toBe(30);
  });
});

describe('the money guard', () => {
  it('takes whole, safe cents, negative only where a refund may be', () => {
    expect(requireCents(0, 'amount')).toBe(0);
    expect(requireCents(Number.MAX_SAFE_INTEGER, 'amount')).toBe(Number.MAX_SAFE_INTEGER);
    expect(requireCents(-500, 'refund', 'any sign')).toBe(-500);
    for (const value of [-1, 0.5, Number.NaN, Infinity, -Infinity, unsafe])
      expect(() => requireCents(value, 'amount')).toThrow(InvalidAmountError);
    expect(() => requireCents(Number.NaN, 'refund', 'any sign')).toThrow(
      'refund must be whole cents (a safe integer), got NaN',
    );
  });

  it('takes finite rates from 0 and quantities from 1', () => {
    expect(requireRate(0, 'rate')).toBe(0);
    expect(requireRate(1.21, 'rate')).toBe(1.21);
    for (const value of [-0.01, Number.NaN, Infinity])
      expect(() => requireRate(value, 'rate')).toThrow(InvalidAmountError);
    expect(requireQuantity(3, 'quantity')).toBe(3);
    for (const value of [0, -1, 1.5, Number.NaN, Infinity, unsafe])
      expect(() => requireQuantity(value, 'quantity')).toThrow(InvalidAmountError);
  });

  it('guards every money function of this module', () => {
    expect(() => roundHalfUp(Number.NaN)).toThrow(InvalidAmountError);
    expect(() => roundHalfUp(Infinity)).toThrow(InvalidAmountError);
    expect(() => roundHalfUp(1e300)).toThrow(InvalidAmountError);
    expect(() => applyRate(10.5, 1.21)).toThrow(InvalidAmountError);
    expect(() => applyRate(1000, Number.NaN)).toThrow(InvalidAmountError);
    expect(() => applyRate(1000, -0.02)).toThrow(InvalidAmountError);
    expect(() => applyRate(Number.MAX_SAFE_INTEGER, 1.21)).toThrow(InvalidAmountError);
    expect(applyRate(-1000, 1.21)).toBe(-1210);
    expect(() => centsToEuros(0.5)).toThrow(InvalidAmountError);
    expect(centsToEuros(-150)).toBe(-1.5);
    expect(() => eurosToCents(Infinity)).toThrow(InvalidAmountError);
    expect(() => eurosToCents(Number.NaN)).toThrow(InvalidAmountError);
    expect(() => formatMoney(Number.NaN, 'es')).toThrow(InvalidAmountError);
    expect(() => formatMoney(12.5, 'fr')).toThrow(InvalidAmountError);
  });
});

describe('parseTypedEuros', () => {
  it('reads euros typed with a comma or a dot as cents', () => {
    expect(parseTypedEuros(' 399,5 ')).toBe(39950);
    expect(parseTypedEuros('399.50')).toBe(39950);
    expect(parseTypedEuros('0')).toBe(0);
    expect(parseTypedEuros('90071992547408')).toBe(9007199254740800);
  });

  it('is null for what is not an amount the shop can count', () => {
    for (const typed of ['', '  ', 'abc', '-1', 'Infinity', '1e300', '90071992547409'])
      expect(parseTypedEuros(typed), typed).toBeNull();
  });
});
