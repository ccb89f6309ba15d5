import { openTestDatabase } from '@shop/db/testing';
import { buildApp } from '../app.ts';
import { parseEnv } from '../env.ts';

/**
 * The real app on a fresh seeded database (PGlite, or PostgreSQL when DATABASE_URL is set).
 * Returned before `ready()` so a test may add a route of its own first.
 */
export async function openTestApp(env: NodeJS.ProcessEnv = {}) {
  const database = await openTestDatabase({ seed: true });
  const app = await buildApp({
    database,
    env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env }),
  });
  return {
    app,
    db: database.db,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
