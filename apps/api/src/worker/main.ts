import { join } from 'node:path';
import { createDatabase } from '@shop/db';
import { jobsStayInApiBecause } from '../background/job-queue.ts';
import { parseEnvOrExit } from '../env.ts';
import { startWorkerProcess } from './worker-process.ts';

// The background worker process (`npm run start:worker` runs its build, apps/api/build/worker.js;
// tests and `npm run dev` run this file through tsx): the jobs of
// background-jobs.ts on the BullMQ queue in Redis, beside any number of api processes and other
// workers. README: "Background worker".

const env = parseEnvOrExit();
const inApi = jobsStayInApiBecause(env);
// `--check` (scripts/start.mjs): exit 0 when a worker is needed, 3 when the api keeps the jobs.
if (process.argv.includes('--check')) process.exit(inApi === undefined ? 0 : 3);
if (inApi !== undefined) {
  console.error(`No worker needed: the api runs the background jobs (${inApi}).`);
  process.exit(1);
}
const database = await createDatabase({
  databaseUrl: env.DATABASE_URL,
  dataDir: join(env.DATA_DIR, 'pglite'),
});
// The api migrates the database (drizzle's migrator takes no lock, so two processes must not
// race on it): start workers once an api has started (`npm start` does).
const worker = await startWorkerProcess({ db: database.db, env });

let stopping = false;
async function shutDown(signal: NodeJS.Signals) {
  // Only the first signal counts (Ctrl+C reaches the whole process group, `npm start` forwards it).
  if (stopping) return;
  stopping = true;
  console.error(`worker: ${signal}, finishing the job in progress`);
  await worker.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', (signal) => void shutDown(signal));
process.on('SIGINT', (signal) => void shutDown(signal));
