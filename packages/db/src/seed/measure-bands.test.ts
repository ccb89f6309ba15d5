import { describe, expect, it } from 'vitest';
import { measureBands } from './measure-bands.ts';

describe('measureBands', () => {
  it('cut a range into whole-centimetre bands that rise in price and do not overlap', () => {
    expect(measureBands({ attribute: 'width-attr', minCm: 70, maxCm: 180 })).toEqual([
      { minCm: 70, maxCm: 90, price: 0 },
      { minCm: 91, maxCm: 110, price: 2500 },
      { minCm: 111, maxCm: 130, price: 5000 },
      { minCm: 131, maxCm: 150, price: 7500 },
      { minCm: 151, maxCm: 170, price: 10000 },
      { minCm: 171, maxCm: 180, price: 12500 },
    ]);
    expect(measureBands({ attribute: 'height-attr', minCm: 140, maxCm: 150 })).toEqual([
      { minCm: 140, maxCm: 150, price: 0 },
    ]);
  });
});
