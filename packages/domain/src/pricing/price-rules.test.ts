import { describe, expect, it } from 'vitest';
import { changedPrice, priceSetErrors } from './index.ts';
import { InvalidAmountError } from '../money.ts';

const valid = { client: 30000, clientOld: 35000, professional: 24000, professionalOld: null };

describe('priceSetErrors', () => {
  it('accepts prices with offers above them and professionals at or below clients', () => {
    expect(priceSetErrors(valid)).toEqual({});
    expect(priceSetErrors({ ...valid, professional: 30000 })).toEqual({});
  });

  it('names every broken rule on its field', () => {
    expect(priceSetErrors({ ...valid, client: 0, professional: 0 })).toEqual({
      client: 'price.not_positive',
      professional: 'price.not_positive',
    });
    expect(priceSetErrors({ ...valid, clientOld: 30000, professionalOld: 100 })).toEqual({
      clientOld: 'price.old_not_above',
      professionalOld: 'price.old_not_above',
    });
    expect(priceSetErrors({ ...valid, professional: 30001 })).toEqual({
      professional: 'price.professional_above_client',
    });
  });
});

describe('changedPrice', () => {
  it('adds or takes an amount, never below one cent', () => {
    expect(changedPrice(1000, { mode: 'amount', direction: 'up', value: 250 })).toBe(1250);
    expect(changedPrice(1000, { mode: 'amount', direction: 'down', value: 250 })).toBe(750);
    expect(changedPrice(1000, { mode: 'amount', direction: 'down', value: 5000 })).toBe(1);
  });

  it('applies a percent in hundredths, rounding half up in whole cents', () => {
    expect(changedPrice(10000, { mode: 'percent', direction: 'up', value: 1000 })).toBe(11000);
    expect(changedPrice(10000, { mode: 'percent', direction: 'down', value: 1250 })).toBe(8750);
    // 1999 * 0.9 = 1799.1 and 1995 * 1.1 = 2194.5: down to 1799, half up to 2195.
    expect(changedPrice(1999, { mode: 'percent', direction: 'down', value: 1000 })).toBe(1799);
    expect(changedPrice(1995, { mode: 'percent', direction: 'up', value: 1000 })).toBe(2195);
    // 3 * 0.5 = 1.5 goes up to 2; 100 % off leaves the one-cent floor.
    expect(changedPrice(3, { mode: 'percent', direction: 'down', value: 5000 })).toBe(2);
    expect(changedPrice(500, { mode: 'percent', direction: 'down', value: 10000 })).toBe(1);
  });

  it('refuses a price that is not whole cents', () => {
    expect(() => changedPrice(1.5, { mode: 'amount', direction: 'up', value: 1 })).toThrow(
      InvalidAmountError,
    );
  });
});
