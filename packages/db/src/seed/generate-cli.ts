import { parseArgs } from 'node:util';
import { createDatabase } from '../client.ts';
import { migrate } from '../migrate.ts';
import { generateCatalogue } from './generate-catalogue.ts';

const { values } = parseArgs({
  options: { products: { type: 'string', default: '10000' }, 'data-dir': { type: 'string' } },
});
const target = Number(values.products);
if (!Number.isInteger(target) || target < 0)
  throw new Error(`--products must be a whole number, got ${values.products}`);

const database = await createDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: values['data-dir'],
});
try {
  await migrate(database);
  const started = performance.now();
  const added = await generateCatalogue(database.db, { products: target });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Catalogue has ${target} products or more (${added} generated in ${seconds} s, ${database.driver}).`,
  );
} finally {
  await database.close();
}
