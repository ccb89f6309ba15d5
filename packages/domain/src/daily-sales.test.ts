import { describe, expect, it } from 'vitest';
import { lastShopDays, zeroFilledDailySales } from './daily-sales.ts';

describe('lastShopDays', () => {
  it('counts back from the Madrid day, across a month end, oldest first', () => {
    // 23:30 UTC on 31 October 2026 is already 1 November in Madrid (UTC+1 in winter).
    expect(lastShopDays(new Date('2026-10-31T23:30:00Z'), 3)).toEqual([
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
    ]);
  });

  it('gives 30 distinct consecutive days across the daylight-saving change', () => {
    const days = lastShopDays(new Date('2026-11-10T12:00:00Z'), 30);
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2026-10-12');
    expect(days[29]).toBe('2026-11-10');
    expect(new Set(days).size).toBe(30);
  });
});

describe('zeroFilledDailySales', () => {
  it('keeps the days sold, fills the others with zero and drops days outside the range', () => {
    const days = ['2026-11-01', '2026-11-02', '2026-11-03'];
    expect(
      zeroFilledDailySales(days, [
        { day: '2026-11-03', orders: 2, total: 5000 },
        { day: '2026-11-01', orders: 1, total: 1200 },
        { day: '2026-10-01', orders: 9, total: 9999 },
      ]),
    ).toEqual([
      { day: '2026-11-01', orders: 1, total: 1200 },
      { day: '2026-11-02', orders: 0, total: 0 },
      { day: '2026-11-03', orders: 2, total: 5000 },
    ]);
  });
});
