/**
 * The staff orders list on a big shop (issue 15): 200,000 generated orders on PostgreSQL,
 * `GET /admin/v1/orders/` with filter combinations at 10 connections, each beside a bare
 * Fastify server (no plugins, no session, no validation hooks) running the same list query.
 * Target: p95 <= 100 ms on PostgreSQL with any filter combination. Prints figures; does not
 * pass or fail. DATABASE_URL names the database to fill (kept: a second run reuses its orders).
 */
import Fastify from 'fastify';
import { createDatabase, generateOrders, migrate } from '@shop/db';
import { buildApp } from '../../apps/api/src/app.ts';
import { parseEnv } from '../../apps/api/src/env.ts';
import { OrderListQuery } from '../../apps/api/src/contracts/staff-orders.ts';
import { readOrderListPage } from '../../apps/api/src/staff/orders/order-list.ts';
import { signInStaff } from '../../apps/api/src/staff/staff-sessions.ts';
import { measure } from './load.ts';

const databaseUrl = process.env.DATABASE_URL;
if (databaseUrl === undefined) throw new Error('DATABASE_URL must name a PostgreSQL database');
const orderCount = Number(process.env.STAFF_BENCH_ORDERS ?? 200_000);
const apiPort = Number(process.env.STAFF_BENCH_API_PORT ?? 4250);
const basePort = apiPort + 1;

const combinations = [
  '',
  'store=ESSM&status=400',
  'payment_status=refunded&ordering=-total',
  'payment_method=paypal&created_from=2026-01-01&created_to=2026-03-31',
  'sub_order_status=200&installation=true&store=FRSM',
  'total_min=100000&total_max=150000&ordering=total',
  'q=cliente12345',
  'q=B0001&status=650&page=3',
  // Every filter and sort alone or in pairs, the searches by each field and a deep page.
  'ordering=created_at',
  'ordering=number',
  'installation=false&ordering=-total',
  'store=FRSM&payment_method=transfer&ordering=number',
  'status=200&status=250&created_from=2025-06-01&created_to=2025-06-30&ordering=-total',
  'payment_status=pending&total_min=250000',
  'sub_order_status=100&ordering=total',
  'sub_order_status=300',
  'q=luc%C3%ADa%20mart%C3%ADn',
  'q=cliente199999@example.com',
  'q=G00123456',
  'q=B00150000',
  'q=612345',
  'page=2000',
];

const database = await createDatabase({ databaseUrl });
await migrate(database);
const started = performance.now();
const added = await generateOrders(database.db, { orders: orderCount });
console.log(
  `${orderCount} generated orders (${added} added in ${((performance.now() - started) / 1000).toFixed(0)} s)`,
);

const app = await buildApp({
  database,
  env: parseEnv({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
});
await app.listen({ port: apiPort, host: '127.0.0.1' });
const signedIn = await signInStaff(database.db, 'propietario@mamparas-demo.es', 'demo1234');
if (signedIn === null) throw new Error('the demo owner cannot sign in');
const headers = { cookie: `staff_session=${signedIn.token}` };

const bare = Fastify();
bare.get('/orders/', async (request) => {
  const query = OrderListQuery.parse(request.query);
  const offset = (query.page - 1) * query.page_size;
  return readOrderListPage(database.db, query, { limit: query.page_size, offset }, 'es');
});
await bare.listen({ port: basePort, host: '127.0.0.1' });

const rows: string[] = [];
for (const query of combinations) {
  const load = { connections: 10, warmupSeconds: 2, durationSeconds: 6 };
  const shop = await measure(`http://127.0.0.1:${apiPort}/admin/v1/orders/?${query}`, {
    ...load,
    request: { method: 'GET', path: `/admin/v1/orders/?${query}`, headers },
  });
  const baseline = await measure(`http://127.0.0.1:${basePort}/orders/?${query}`, load);
  const failures = shop.non2xx + shop.errors + baseline.non2xx + baseline.errors;
  rows.push(
    `| ${query || '(no filter)'} | ${shop.p50.toFixed(0)} | ${shop.p95.toFixed(0)} | ` +
      `${shop.rps.toFixed(0)} | ${baseline.p95.toFixed(0)} | ${baseline.rps.toFixed(0)} | ${shop.p95 <= 100 ? 'yes' : 'NO'} | ${failures} |`,
  );
  console.log(rows.at(-1));
}
console.log(
  [
    '',
    `Staff orders list, ${orderCount} orders, PostgreSQL, 10 connections (ms; target p95 <= 100)`,
    '| filters | p50 | p95 | req/s | bare p95 | bare req/s | p95 <= 100 | failures |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n'),
);
await bare.close();
await app.close();
await database.close();
