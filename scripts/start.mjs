// `npm start`: the whole shop (api + web) with the demo data, on the embedded database unless
// DATABASE_URL points at PostgreSQL. `npm run dev`: the same with watchers and Vite's dev server.
import { buildWebIfMissing, startShop } from './shop-processes.mjs';

const dev = process.argv.includes('--dev');
const apiPort = Number(process.env.API_PORT ?? 4000);
const webPort = Number(process.env.WEB_PORT ?? 3000);

if (!dev) await buildWebIfMissing({ force: process.argv.includes('--rebuild') });
const shop = await startShop({ apiPort, webPort, dev });

console.log(`
  Mamparas shop is running
    Spanish edition (ESSM):  http://localhost:${webPort}/
    French edition (FRSM):   http://fr.localhost:${webPort}/
    api:                     ${shop.apiUrl}/  (OpenAPI: ${shop.apiUrl}/docs)
    database:                ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite (.data/)'}
  Ctrl+C stops everything.
`);

let stopping = false;
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  await shop.stop();
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
for (const child of shop.children) {
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`A shop process stopped (exit ${code}); stopping the rest.`);
      void shutdown(code ?? 1);
    }
  });
}
