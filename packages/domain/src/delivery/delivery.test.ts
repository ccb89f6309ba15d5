import { describe, expect, it } from 'vitest';
import { addBusinessDays, longestDeliveryBusinessDays } from './delivery-promise.ts';
import {
  deliveryDaysOf,
  deliveryWindow,
  easterSunday,
  formatDeliveryWindow,
  isNationalHoliday,
  madeToMeasureDays,
  quickShippingDays,
} from './index.ts';

describe('national holidays', () => {
  it('computes Easter and the holidays that follow it', () => {
    expect(easterSunday(2026)).toEqual({ year: 2026, month: 4, day: 5 });
    expect(easterSunday(2027)).toEqual({ year: 2027, month: 3, day: 28 });
    expect(isNationalHoliday('ESSM', { year: 2026, month: 4, day: 3 })).toBe(true); // Viernes Santo
    expect(isNationalHoliday('FRSM', { year: 2026, month: 4, day: 3 })).toBe(false);
    expect(isNationalHoliday('FRSM', { year: 2026, month: 5, day: 14 })).toBe(true); // Ascension
  });
});

describe('deliveryWindow', () => {
  it('promises a Friday order of a 3-5 day item over the Spanish 8 December holiday', () => {
    const window = deliveryWindow('ESSM', new Date('2026-12-04T10:00:00Z'), quickShippingDays);
    expect(formatDeliveryWindow(window, 'es')).toEqual({
      from: '10 de diciembre',
      to: '14 de diciembre',
    });
  });

  it('uses each edition’s holidays: 14 July counts in Spain, not in France', () => {
    const orderedAt = new Date('2026-07-10T10:00:00Z');
    expect(
      formatDeliveryWindow(deliveryWindow('ESSM', orderedAt, quickShippingDays), 'es'),
    ).toEqual({ from: '15 de julio', to: '17 de julio' });
    expect(
      formatDeliveryWindow(deliveryWindow('FRSM', orderedAt, quickShippingDays), 'fr'),
    ).toEqual({ from: '16 juillet', to: '20 juillet' });
  });

  it('takes the order day in Madrid time', () => {
    // 23:30 UTC on Thursday 3 December is 00:30 on Friday in Madrid.
    const window = deliveryWindow('ESSM', new Date('2026-12-03T23:30:00Z'), quickShippingDays);
    expect(formatDeliveryWindow(window, 'es')).toEqual({
      from: '10 de diciembre',
      to: '14 de diciembre',
    });
  });

  it('counts a weekend order from the next business day', () => {
    const window = deliveryWindow('ESSM', new Date('2026-03-07T10:00:00Z'), { min: 1, max: 1 });
    expect(window.earliest).toEqual({ year: 2026, month: 3, day: 9 });
  });

  it('promises made-to-measure glass in 2 to 3 working weeks, across the new year', () => {
    const window = deliveryWindow('ESSM', new Date('2026-12-18T10:00:00Z'), madeToMeasureDays);
    expect(formatDeliveryWindow(window, 'es')).toEqual({ from: '05 de enero', to: '13 de enero' });
  });
});

describe('deliveryDaysOf', () => {
  it('puts made-to-measure first, then quick shipping, then the product’s own days', () => {
    const own = { min: 7, max: 9 };
    expect(deliveryDaysOf({ madeToMeasure: true, quickShipping: true, deliveryDays: own })).toBe(
      madeToMeasureDays,
    );
    expect(deliveryDaysOf({ madeToMeasure: false, quickShipping: true, deliveryDays: own })).toBe(
      quickShippingDays,
    );
    expect(deliveryDaysOf({ madeToMeasure: false, quickShipping: false, deliveryDays: own })).toBe(
      own,
    );
    expect(
      deliveryDaysOf({ madeToMeasure: false, quickShipping: false, deliveryDays: null }),
    ).toBeNull();
  });
});

describe('addBusinessDays', () => {
  const monday = { year: 2026, month: 3, day: 9 };

  it('counts nothing for 0 days and up to the longest promise', () => {
    expect(addBusinessDays('ESSM', monday, 0)).toEqual(monday);
    const longest = addBusinessDays('FRSM', monday, longestDeliveryBusinessDays);
    expect(longest.year).toBe(2030);
  });

  it('refuses a count it could walk forever or that means nothing', () => {
    for (const days of [Infinity, Number.NaN, -1, 1.5, longestDeliveryBusinessDays + 1, 1e12])
      expect(() => addBusinessDays('ESSM', monday, days), String(days)).toThrow(RangeError);
    expect(() =>
      deliveryWindow('ESSM', new Date('2026-03-09T10:00:00Z'), { min: 3, max: Infinity }),
    ).toThrow(RangeError);
  });
});
