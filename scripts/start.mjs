// `npm start`: the whole shop (api + web + staff app) with the demo data, on the embedded database unless
// DATABASE_URL points at PostgreSQL. `npm run dev`: the same with watchers and Vite's dev server.
// A crashed api, web or staff app is restarted (supervisor.mjs); the shop stops when one keeps crashing.
import { buildIfMissing, startShop } from './shop-processes.mjs';

const dev = process.argv.includes('--dev');
const apiPort = Number(process.env.API_PORT ?? 4000);
const webPort = Number(process.env.WEB_PORT ?? 3000);
const adminPort = Number(process.env.ADMIN_PORT ?? 3400);

if (!dev) await buildIfMissing({ force: process.argv.includes('--rebuild') });

const aborted = new AbortController();
let stopping = false;
const starting = startShop({
  apiPort,
  webPort,
  adminPort,
  dev,
  signal: aborted.signal,
  onGiveUp: () => void shutdown(1),
});

// Ctrl+C or SIGTERM while the shop is still starting must not leave its children behind.
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  aborted.abort();
  const started = await starting.catch(() => undefined);
  await started?.stop();
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

const shop = await starting.catch((error) => {
  if (!stopping) {
    console.error(`The shop did not start: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
});

if (shop && !stopping)
  console.log(`
  Mamparas shop is running
    Spanish edition (ESSM):  http://localhost:${webPort}/
    French edition (FRSM):   http://fr.localhost:${webPort}/
    staff app:               ${shop.adminUrl}/  (demo staff: README)
    api:                     ${shop.apiUrl}/  (OpenAPI: ${shop.apiUrl}/docs)
    database:                ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite (${process.env.DATA_DIR ?? '.data'}/pglite)`}
    background jobs:         ${shop.supervised.worker ? 'worker process on the Redis queue (REDIS_URL)' : 'in the api process'}
  Ctrl+C stops everything.
`);
