import { sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { PageWindow } from './paged-list.ts';

/**
 * The size of the whole list on every row, so a page and its count are one query. A page past
 * the last has no rows and so reads as count 0, which pagedList answers with a 404 all the same.
 */
export const totalCount = sql<number>`count(*) over ()`.mapWith(Number);

/** Applies a page window to a drizzle select (`.$dynamic()`); no limit means every row. */
export function inWindow<Query extends PgSelect>(query: Query, { limit, offset }: PageWindow) {
  return limit === undefined ? query.offset(offset) : query.limit(limit).offset(offset);
}

/** Rows selected with `total: totalCount` -> the page's results and the list's count. */
export function counted<Row extends { total: number }, Result>(
  rows: Row[],
  toResult: (row: Row) => Result,
) {
  return { count: rows[0]?.total ?? 0, results: rows.map(toResult) };
}
