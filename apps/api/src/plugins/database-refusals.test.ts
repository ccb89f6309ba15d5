import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp } from '../testing/test-app.ts';

/*
 * The safety net behind the request schemas: a value the database refuses still answers 400 in
 * the caller's language, while a fault of the shop stays a 500. The routes are the test's own,
 * since every real route refuses such input before it reaches a query.
 */

let shop: Awaited<ReturnType<typeof openTestApp>>;

const queries: Record<string, SQL> = {
  'out-of-range': sql`select ${2 ** 31}::integer`,
  'not-a-number': sql`select ${'abc'}::integer`,
  nul: sql`select ${'a\u0000b'}::text`,
  'missing-table': sql`select * from no_such_table`,
};

beforeAll(async () => {
  shop = await openTestApp();
  shop.app.get('/test/query/:name', async (request) => {
    const { name } = request.params as { name: string };
    await shop.db.execute(queries[name] ?? sql`select 1`);
    return { ok: true };
  });
  shop.app.get('/test/duplicate', async () => {
    await shop.db.transaction(async (tx) => {
      await tx.execute(sql`create temp table claimed (code text primary key) on commit drop`);
      await tx.execute(sql`insert into claimed values ('BIENVENIDA')`);
      await tx.execute(sql`insert into claimed values ('BIENVENIDA')`);
    });
    return { ok: true };
  });
  await shop.app.ready();
});
afterAll(() => shop.close());

const get = (url: string) => shop.app.inject({ url });

describe('values the database refuses', () => {
  it('answer 400 in the request language instead of 500', async () => {
    for (const name of ['out-of-range', 'not-a-number', 'nul']) {
      const response = await get(`/test/query/${name}?language=fr`);
      expect({ name, status: response.statusCode, body: response.json() }).toEqual({
        name,
        status: 400,
        body: { non_field_errors: ['La requête n’est pas valide.'] },
      });
    }
  });

  it('answer a duplicate with 400 saying it exists', async () => {
    const response = await get('/test/duplicate?language=es');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      non_field_errors: ['Ya existe un registro con estos datos.'],
    });
  });

  it('leave a fault of the shop a 500 that says nothing about it', async () => {
    const response = await get('/test/query/missing-table?language=es');
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('no_such_table');
  });
});
