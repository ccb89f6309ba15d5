import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { schema } from '@shop/db';
import { OrderListQuery } from '../apps/api/src/contracts/staff-orders.ts';
import { readOrderListPage } from '../apps/api/src/staff/orders/order-list.ts';

const pool = new pg.Pool({ connectionString: 'postgres://root@127.0.0.1:5432/orders_perf_bench' });
const captured: { q: string; params: unknown[] }[] = [];
const db = drizzle(pool, { schema, logger: { logQuery: (q, params) => captured.push({ q, params }) } });
const full = process.env.FULL === '1';
for (const combo of process.argv.slice(2)) {
  captured.length = 0;
  const query = OrderListQuery.parse(Object.fromEntries(new URLSearchParams(combo)));
  const offset = (query.page - 1) * query.page_size;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  await readOrderListPage(db as any, query, { limit: query.page_size, offset }, 'es');
  console.log(`\n### ${combo}`);
  for (const { q, params } of [...captured]) {
    const { rows } = await pool.query(`explain (analyze, buffers) ${q}`, params);
    const lines = rows.map((row) => row['QUERY PLAN'] as string);
    if (full) console.log(q, params, '\n' + lines.join('\n'));
    else console.log(lines.at(-1), '|', lines.at(-3), '|', q.slice(0, 60));
  }
}
await pool.end();
