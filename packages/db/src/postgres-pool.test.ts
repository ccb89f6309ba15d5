import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withUser } from './client.ts';
import { isDatabaseUnavailable } from './database-unavailable.ts';
import { PostgresPool } from './postgres-pool.ts';
import { createPostgresTestDatabase, testServerUrl, type PostgresTestDatabase } from './testing.ts';

// A real PostgreSQL server in both runs of the suite: PGlite has no connections to lose.
let server: PostgresTestDatabase;
let pool: PostgresPool;

beforeAll(async () => {
  server = await createPostgresTestDatabase(testServerUrl());
  pool = new PostgresPool({ connectionString: withUser(server.url), max: 10 });
});
afterAll(async () => {
  await pool.end();
  await server.drop();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Errors that say something else than "the database is out of reach". */
const otherThanUnavailable = (errors: unknown[]) =>
  errors.filter((error) => !isDatabaseUnavailable(error)).map(String);

describe('the PostgreSQL pool when the server ends its connections', () => {
  it('fails only the transactions in flight, keeps no dead client, and serves the next ones', async () => {
    const db = drizzle(pool);
    const failures: unknown[] = [];
    let committed = 0;
    let stop = false;
    // Twice as many workers as clients: connections are ended while lent out, between two
    // statements of a transaction, and while waiting in the pool's queue.
    const worker = async () => {
      while (!stop) {
        try {
          await db.transaction(async (tx) => {
            await tx.execute(sql`select 1`);
            await pause(Math.random() * 10);
            await tx.execute(sql`select pg_sleep(0.005)`);
          });
          committed += 1;
        } catch (error) {
          failures.push(error);
        }
      }
    };
    const workers = Array.from({ length: 20 }, worker);
    for (let round = 0; round < 5; round += 1) {
      await pause(300);
      expect(await server.terminateConnections()).toBeGreaterThan(0);
    }
    stop = true;
    await Promise.all(workers);

    expect(failures.length).toBeGreaterThan(0);
    expect(otherThanUnavailable(failures)).toEqual([]);
    expect(committed).toBeGreaterThan(0);
    // Every client is back: none was kept by a transaction whose `begin` failed.
    expect(pool.waitingCount).toBe(0);
    expect(pool.idleCount).toBe(pool.totalCount);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        db.transaction((tx) => tx.execute(sql`select ${index}::int as value`)),
      ),
    );
    expect(answers.map((answer) => answer.rows[0]?.value)).toEqual(
      Array.from({ length: 20 }, (_, index) => index),
    );
  });

  it('calls a refused connection "unavailable", in and out of transactions', async () => {
    // Port 1 (tcpmux) has no listener on a developer machine or CI: the connection is refused.
    const nowhere = new PostgresPool({ connectionString: 'postgres://shop@127.0.0.1:1/shop' });
    const db = drizzle(nowhere);
    try {
      const failures = await Promise.all([
        db.execute(sql`select 1`).catch((error: unknown) => error),
        db.transaction((tx) => tx.execute(sql`select 1`)).catch((error: unknown) => error),
      ]);
      expect(failures.every((failure) => failure instanceof Error)).toBe(true);
      expect(otherThanUnavailable(failures)).toEqual([]);
    } finally {
      await nowhere.end();
    }
  });

  it('does not call a statement the server refused "unavailable"', async () => {
    const failure = await drizzle(pool)
      .execute(sql`select * from no_such_table`)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(failure)).toBe(false);
  });
});

describe('statements prepared under a name', () => {
  it('are prepared once per connection and text, so one name may carry several shapes', async () => {
    const client = await pool.connect();
    try {
      const db = drizzle(client);
      // One name, two texts: node-postgres alone refuses a name reused for another text.
      const shaped = (value: number, plusOne: boolean) =>
        db
          .select({ value: plusOne ? sql<number>`${value}::int + 1` : sql<number>`${value}::int` })
          .from(sql`(values (1)) as one`)
          .prepare('shaped')
          .execute();
      const answers = [];
      for (const value of [1, 2, 3])
        answers.push(await shaped(value, false), await shaped(value, true));
      expect(answers.map(([row]) => row?.value)).toEqual([1, 2, 2, 3, 3, 4]);
      const prepared = await client.query<{ name: string }>(
        "select name from pg_prepared_statements where name like 'shaped:%'",
      );
      expect(prepared.rows).toHaveLength(2);
    } finally {
      client.release();
    }
  });
});
