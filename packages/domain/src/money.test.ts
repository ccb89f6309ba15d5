import { describe, expect, it } from 'vitest';
import { applyRate, centsToEuros, eurosToCents, formatMoney, roundHalfUp } from './money.ts';

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
