import { parseArgs } from 'node:util';
import { createDatabase } from '../client.ts';
import { migrate } from '../migrate.ts';
import { generateOrders } from './generate-orders.ts';

const { values } = parseArgs({
  options: { orders: { type: 'string', default: '200000' }, 'data-dir': { type: 'string' } },
});
const target = Number(values.orders);
if (!Number.isInteger(target) || target < 0)
  throw new Error(`--orders must be a whole number, got ${values.orders}`);

const database = await createDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: values['data-dir'],
});
try {
  await migrate(database);
  const started = performance.now();
  const added = await generateOrders(database.db, { orders: target });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `The shop has ${target} generated orders (${added} added in ${seconds} s, ${database.driver}).`,
  );
} finally {
  await database.close();
}
