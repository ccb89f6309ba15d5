import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from './client.ts';
import { migrate } from './migrate.ts';
import { openTestDatabase } from './testing.ts';
import { rowsOf } from './testing/rows.ts';

describe('migrate', () => {
  let database: DatabaseConnection;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('is a no-op the second time', async () => {
    const applied = async () =>
      rowsOf(
        await database.db.execute(sql`select hash from drizzle.__drizzle_migrations order by id`),
      );
    const before = await applied();
    await migrate(database);
    expect(before.length).toBeGreaterThanOrEqual(2);
    expect(await applied()).toEqual(before);
  });

  it('creates the search extensions and configurations', async () => {
    const extensions = rowsOf(
      await database.db.execute(sql`select extname from pg_extension order by extname`),
    );
    expect(extensions.map((row) => row['extname'])).toEqual(
      expect.arrayContaining(['pg_trgm', 'unaccent']),
    );
    const vectors = rowsOf(
      await database.db.execute(
        sql`select to_tsvector('shop_spanish', 'Mampara de baño') :: text as es, to_tsvector('shop_french', 'Paroi élégante') :: text as fr`,
      ),
    );
    // Accents are dropped before stemming: baño -> ban, élégante -> eleg.
    expect(String(vectors[0]?.['es'])).toContain("'ban':3");
    expect(String(vectors[0]?.['fr'])).toContain("'eleg':2");
  });
});
