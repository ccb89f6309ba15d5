import { join } from 'node:path';
import { createDatabase, migrate } from '@shop/db';
import { parseEnvOrExit } from './env.ts';

// `npm run migrate`: applies the pending migrations to DATABASE_URL, once before a deploy
// starts new api processes. Every api also migrates on start, but drizzle's migrator takes no
// lock: several apis starting together on a new migration would race on it.
const env = parseEnvOrExit();
const database = await createDatabase({
  databaseUrl: env.DATABASE_URL,
  dataDir: join(env.DATA_DIR, 'pglite'),
});
try {
  await migrate(database);
  console.log(`Migrations applied (${database.driver}).`);
} finally {
  await database.close();
}
