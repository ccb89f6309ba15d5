import { count } from 'drizzle-orm';
import { join } from 'node:path';
import { createDatabase, migrate, seedDemo, stores } from '@shop/db';
import { drained } from '@shop/ops';
import { buildApp } from './app.ts';
import { parseEnvOrExit } from './env.ts';

const env = parseEnvOrExit();
const database = await createDatabase({
  databaseUrl: env.DATABASE_URL,
  dataDir: join(env.DATA_DIR, 'pglite'),
});
await migrate(database);
const [storeCount] = await database.db.select({ value: count() }).from(stores);
if (!storeCount?.value) {
  // The demo seed has demo accounts with a published password: never in production.
  if (env.NODE_ENV === 'production') {
    console.error(
      'The database has no stores. Load the shop data first (the demo: npm run seed -w @shop/db, never in production).',
    );
    process.exit(1);
  }
  await seedDemo(database.db);
}

const app = await buildApp({ database, env });

/**
 * SIGTERM (a deploy, the supervisor) or Ctrl+C: /readyz answers 503 from now on, and after
 * SHUTDOWN_DRAIN_MS (the balancer has taken the process out of rotation) close() stops
 * accepting connections and waits for the requests in flight, then the onClose hooks end the
 * background work, Redis and the payment sandboxes; last the database pool or PGlite. A
 * request still running after SHUTDOWN_TIMEOUT_MS has its connection closed, so a stuck call
 * cannot hold the exit forever.
 */
let shuttingDown = false;
async function shutDown(signal: NodeJS.Signals) {
  // A second signal (Ctrl+C reaches the whole process group, and `npm start` forwards it too)
  // must not kill the process halfway through: only the first one counts.
  if (shuttingDown) return;
  shuttingDown = true;
  app.log.info({ signal, drainMs: env.SHUTDOWN_DRAIN_MS }, 'shutting down');
  app.refuseTraffic();
  if (env.SHUTDOWN_DRAIN_MS > 0) await drained(env.SHUTDOWN_DRAIN_MS);
  const bound = setTimeout(() => {
    app.log.warn({ timeoutMs: env.SHUTDOWN_TIMEOUT_MS }, 'requests still in flight: closing them');
    app.server.closeAllConnections();
  }, env.SHUTDOWN_TIMEOUT_MS);
  bound.unref();
  await app.close();
  clearTimeout(bound);
  await database.close();
  app.log.info('shut down');
  process.exit(0);
}
process.on('SIGTERM', shutDown);
process.on('SIGINT', shutDown);

await app.listen({ port: env.PORT, host: env.HOST });
