import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client.ts';

/**
 * Runs `insert` over the rows in chunks: one statement per chunk instead of one per row, and
 * small enough to stay under PostgreSQL's 65,535 bind parameters.
 */
export async function inBatches<Row, Result>(
  rows: readonly Row[],
  insert: (batch: Row[]) => Promise<Result[]>,
  size = 1000,
): Promise<Result[]> {
  const results: Result[] = [];
  for (let start = 0; start < rows.length; start += size) {
    results.push(...(await insert(rows.slice(start, start + size))));
  }
  return results;
}

function driverValue(column: PgColumn, value: unknown): unknown {
  if (value === undefined || value === null) return null;
  // json_populate_recordset reads jsonb columns from nested JSON, not from a JSON string.
  if (column.columnType === 'PgJsonb' || column.columnType === 'PgJson') return value;
  return column.mapToDriverValue(value);
}

/**
 * Inserts rows that need nothing back. The rows travel as one JSON parameter per chunk that
 * json_populate_recordset expands on the server: several times faster than binding every
 * value, which is what lets the generator write 10,000 products quickly. Columns no row sets
 * keep their defaults; a row that leaves out a column another row sets gets NULL there.
 * Not for bytea columns (JSON cannot carry bytes).
 */
export async function insertRows<Table extends PgTable>(
  db: Database,
  table: Table,
  rows: readonly PgInsertValue<Table>[],
  size = 5000,
): Promise<void> {
  if (rows.length === 0) return;
  const columns: Record<string, PgColumn> = getTableColumns(table);
  const keys = Object.keys(columns).filter((key) =>
    rows.some((row) => (row as Record<string, unknown>)[key] !== undefined),
  );
  const names: SQL = sql.join(
    keys.map((key) => sql.identifier(columns[key]?.name ?? key)),
    sql`, `,
  );
  for (let start = 0; start < rows.length; start += size) {
    const payload = rows.slice(start, start + size).map((row) =>
      Object.fromEntries(
        keys.map((key) => {
          const column = columns[key];
          const value = (row as Record<string, unknown>)[key];
          return [column?.name ?? key, column ? driverValue(column, value) : value];
        }),
      ),
    );
    await db.execute(
      sql`insert into ${table} (${names}) select ${names} from json_populate_recordset(null::${table}, ${JSON.stringify(payload)}::json)`,
    );
  }
}
