import type { StoreCode } from '@shop/domain';
import type { EditionDailySales } from './staff-api-types.ts';

/** One line of the chart's data table: a day with each edition's figures, in edition order. */
export interface DailySalesLine {
  day: string;
  editions: { store: StoreCode; orders: number; total: number }[];
}

/**
 * The api's series per edition turned into one line per day, so the table shows the figures
 * the chart draws side by side. The api gives every edition the same days.
 */
export function dailySalesLines(series: readonly EditionDailySales[]): DailySalesLine[] {
  const days = series[0]?.days.map((entry) => entry.day) ?? [];
  return days.map((day, index) => ({
    day,
    editions: series.map(({ store, days: editionDays }) => ({
      store,
      orders: editionDays[index]?.orders ?? 0,
      total: editionDays[index]?.total ?? 0,
    })),
  }));
}

/** Each edition's orders and sales over the whole series: the chart's text alternative. */
export function dailySalesTotals(series: readonly EditionDailySales[]) {
  return series.map(({ store, days }) => ({
    store,
    orders: days.reduce((sum, entry) => sum + entry.orders, 0),
    total: days.reduce((sum, entry) => sum + entry.total, 0),
  }));
}
