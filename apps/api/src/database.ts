import { createHash } from 'node:crypto';
import type { createDatabase } from '@shop/db';

/** The handle the api is built on: drizzle `db`, the driver's name, and `close`. */
export type Database = Awaited<ReturnType<typeof createDatabase>>;
export type Db = Database['db'];

type Preparable<Result> = {
  toSQL(): { sql: string };
  prepare(name: string): { execute(): Promise<Result> };
};

/**
 * Runs a query as a named prepared statement, named after its SQL text (its values stay
 * parameters): on PostgreSQL each connection parses it once and, from the sixth call on,
 * reuses a generic plan where that costs no more than planning each call, as the listing's
 * statements (many joins, a few ms to run) took longer to plan than to run. Each distinct text
 * is one statement per connection, so only for queries whose shapes are few (one per category
 * filter layout, not per value). PGlite runs it as any query. Behind PgBouncer in transaction
 * mode this needs PgBouncer 1.21 or later with `max_prepared_statements` set (listing README).
 */
export function executePrepared<Result>(query: Preparable<Result>): Promise<Result> {
  const name = `q_${createHash('sha1').update(query.toSQL().sql).digest('base64url')}`;
  return query.prepare(name).execute();
}
