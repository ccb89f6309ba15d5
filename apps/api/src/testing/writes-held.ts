import { sql } from 'drizzle-orm';
import type { Db } from '../database.ts';

async function waitForBlockedWriters(db: Db, table: string, writers: number): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    // Both drivers answer `{ rows }`; the shared Database type cannot say so.
    const { rows } = (await db.execute(
      sql`select count(*)::int as waiting from pg_locks
          where relation = ${table}::regclass and not granted`,
    )) as unknown as { rows: { waiting: number }[] };
    if ((rows[0]?.waiting ?? 0) >= writers) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${writers} writers never reached ${table}`);
}

/**
 * Runs `requests` (concurrent calls) so that each has read `table` before any writes to it: the
 * race of two requests claiming one unique value, made certain instead of left to timing. On
 * PostgreSQL the table is locked against writes (reads pass) until `writers` writes wait on it.
 * PGlite runs one statement at a time, so there the requests simply run together.
 */
export async function withWritesHeld<T>(
  db: Db,
  table: string,
  writers: number,
  requests: () => Promise<T>,
): Promise<T> {
  if (!process.env.DATABASE_URL) return requests();
  let answers: Promise<T> | undefined;
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`lock table ${table} in share mode`));
    answers = requests();
    await waitForBlockedWriters(db, table, writers);
  });
  if (answers === undefined) throw new Error('the requests were not sent');
  return answers;
}
