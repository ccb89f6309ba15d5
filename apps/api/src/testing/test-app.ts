import { randomBytes } from 'node:crypto';
import type { StatementListener } from '@shop/db';
import { openTestDatabase } from '@shop/db/testing';
import { buildApp } from '../app.ts';
import { signAccessToken } from '../auth/access-token.ts';
import { jwtSecretOf } from '../auth/jwt-secret.ts';
import { parseEnv } from '../env.ts';

/**
 * The real app on a fresh seeded database (PGlite, or PostgreSQL when DATABASE_URL is set).
 * Returned before `ready()` so a test may add a route of its own first. Each app signs with
 * a random JWT_SECRET of its own unless `env` says otherwise (`JWT_SECRET: ''` for the one
 * kept under DATA_DIR); `accessTokenFor` signs as the app does. `onStatement` hears each
 * statement the app sends (the query budgets); `serverUrl` puts the app on that PostgreSQL
 * server whatever DATABASE_URL says.
 */
export async function openTestApp(
  env: NodeJS.ProcessEnv = {},
  { onStatement, serverUrl }: { onStatement?: StatementListener; serverUrl?: string } = {},
) {
  const database = await openTestDatabase({ seed: true, onStatement, serverUrl });
  const parsed = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: randomBytes(32).toString('base64url'),
    ...env,
  });
  const app = await buildApp({ database, env: parsed });
  const jwtSecret = await jwtSecretOf(parsed);
  return {
    app,
    db: database.db,
    jwtSecret,
    accessTokenFor: (userId: number) => signAccessToken(jwtSecret, userId),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
