import { describe, expect, it } from 'vitest';
import { dailySalesLines, dailySalesTotals } from './daily-sales.ts';

const series = [
  {
    store: 'ESSM' as const,
    days: [
      { day: '2026-11-26', orders: 2, total: 5000 },
      { day: '2026-11-27', orders: 0, total: 0 },
    ],
  },
  {
    store: 'FRSM' as const,
    days: [
      { day: '2026-11-26', orders: 0, total: 0 },
      { day: '2026-11-27', orders: 1, total: 1999 },
    ],
  },
];

describe('dailySalesLines', () => {
  it('puts each day’s figures of every edition on one line, oldest day first', () => {
    expect(dailySalesLines(series)).toEqual([
      {
        day: '2026-11-26',
        editions: [
          { store: 'ESSM', orders: 2, total: 5000 },
          { store: 'FRSM', orders: 0, total: 0 },
        ],
      },
      {
        day: '2026-11-27',
        editions: [
          { store: 'ESSM', orders: 0, total: 0 },
          { store: 'FRSM', orders: 1, total: 1999 },
        ],
      },
    ]);
  });

  it('has no lines without editions', () => {
    expect(dailySalesLines([])).toEqual([]);
  });
});

describe('dailySalesTotals', () => {
  it('sums each edition’s orders and sales', () => {
    expect(dailySalesTotals(series)).toEqual([
      { store: 'ESSM', orders: 2, total: 5000 },
      { store: 'FRSM', orders: 1, total: 1999 },
    ]);
  });
});
