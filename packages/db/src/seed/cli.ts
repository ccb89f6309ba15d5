import { createDatabase } from '../client.ts';
import { migrate } from '../migrate.ts';
import { seedDemo } from './seed-demo.ts';

const database = await createDatabase({ databaseUrl: process.env.DATABASE_URL });
try {
  const started = performance.now();
  await migrate(database);
  const seeded = await seedDemo(database.db);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    seeded
      ? `Demo shop seeded in ${seconds} s (${database.driver}).`
      : 'The database already has a shop; nothing to do.',
  );
} finally {
  await database.close();
}
