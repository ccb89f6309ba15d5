import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { metricsReadable, metricsTokenHeader } from '@shop/ops';
import { Gauge } from 'prom-client';
import { backgroundJobs, enqueuedJobs } from '../background/background-jobs.ts';
import {
  backgroundQueueOf,
  jobsStayInApiBecause,
  openJobQueue,
  startJobWorker,
} from '../background/job-queue.ts';
import type { Db } from '../database.ts';
import type { Env } from '../env.ts';
import { createMailer } from '../mail/mailer.ts';
import { merchantDetailsFromEnv } from '../mail/merchant-details.ts';
import { fileStoreOf } from '../media/file-store.ts';
import { processMetrics } from '../metrics/shop-metrics.ts';
import { startPaymentProviders } from '../payments/payment-providers.ts';
import { readinessChecks } from '../routes/health/readiness.ts';

type JobCounts = Record<string, Record<string, number>>;
/** The running workers' queues (one per process; tests run several in one). */
const depthSources = new Set<() => Promise<JobCounts>>();

new Gauge({
  name: 'shop_background_queue_jobs',
  help: 'Background jobs in each queue, by state (delayed: the schedulers next runs)',
  labelNames: ['queue', 'state'] as const,
  registers: [processMetrics],
  async collect() {
    for (const depth of depthSources) {
      const queues = await depth().catch(() => ({}) as JobCounts);
      for (const [queue, counts] of Object.entries(queues))
        for (const [state, value] of Object.entries(counts)) this.set({ queue, state }, value);
    }
  },
});

const levels = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const;

/** One JSON line per event on stderr, as the api's logger writes them; LOG_LEVEL filters. */
function jsonLog(level: Env['LOG_LEVEL']) {
  const shown = (wanted: (typeof levels)[number]) =>
    level !== 'silent' && levels.indexOf(wanted) >= levels.indexOf(level);
  const line = (wanted: (typeof levels)[number]) => (details: object, message: string) => {
    if (!shown(wanted)) return;
    const fields = Object.fromEntries(
      Object.entries(details).map(([key, value]) => [
        key,
        value instanceof Error ? { message: value.message, stack: value.stack } : value,
      ]),
    );
    console.error(
      JSON.stringify({ level: wanted, time: Date.now(), name: 'worker', msg: message, ...fields }),
    );
  };
  return { info: line('info'), warn: line('warn'), error: line('error') };
}

export interface WorkerProcessOptions {
  /** The database, opened (and closed) by the caller. */
  db: Db;
  env: Env;
  /** How often the prompt jobs (e-mails, refunds, notifications) run without a nudge. */
  promptPeriodMs?: number;
}

/**
 * The background worker: the job table (background-jobs.ts) on the BullMQ queue. It registers
 * one job scheduler per job kind and consumes the queue, nudges and enqueued jobs from the api
 * included, and
 * answers /healthz (it lives), /readyz (the database and Redis answer, not shutting down) and
 * /metrics (Node's, the job failures and the queue depth) on WORKER_PORT.
 */
export async function startWorkerProcess({ db, env, promptPeriodMs }: WorkerProcessOptions) {
  const queueOptions = backgroundQueueOf(env);
  if (queueOptions === undefined)
    throw new Error(
      `No worker needed: the api runs the background jobs (${jobsStayInApiBecause(env)})`,
    );
  const log = jsonLog(env.LOG_LEVEL);
  const mailer = createMailer(env);
  const merchant = merchantDetailsFromEnv(env);
  // Refunds and cancels notify the api, never this process.
  const providers = await startPaymentProviders(env, {
    notificationBaseUrl: () => env.PUBLIC_API_URL ?? `http://127.0.0.1:${env.PORT}`,
  });
  // The api's DATA_DIR: the photos it keeps are the ones this process renders sizes of.
  const deps = { db, providers, mailer, merchant, files: fileStoreOf(env), log };
  const jobs = backgroundJobs(deps, promptPeriodMs);
  const queue = openJobQueue(queueOptions);
  await queue.registerSchedulers(jobs);
  const enqueued = Object.values(enqueuedJobs(deps));
  const worker = startJobWorker({ ...queueOptions, jobs, enqueued, log });
  depthSources.add(queue.depth);

  const readiness = readinessChecks(db, env.REDIS_URL);
  let shuttingDown = false;
  const send = (res: ServerResponse, status: number, body: object) =>
    res
      .writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
      .end(JSON.stringify(body));
  async function answer(req: IncomingMessage, res: ServerResponse) {
    const path = req.url?.split('?')[0];
    if (req.method !== 'GET') return send(res, 405, { status: 'method_not_allowed' });
    if (path === '/healthz') return send(res, 200, { status: 'ok' });
    if (path === '/readyz') {
      if (shuttingDown) return send(res, 503, { status: 'shutting_down', failing: [] });
      const failing = await readiness.failing();
      if (failing.length > 0) return send(res, 503, { status: 'unavailable', failing });
      return send(res, 200, { status: 'ready' });
    }
    if (path === '/metrics') {
      if (!metricsReadable(req.headers[metricsTokenHeader], env.METRICS_TOKEN))
        return res.writeHead(401).end();
      const text = await processMetrics.metrics();
      return res.writeHead(200, { 'content-type': processMetrics.contentType }).end(text);
    }
    return send(res, 404, { status: 'not_found' });
  }
  const server = createServer((req, res) => {
    answer(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(env.WORKER_PORT, env.HOST, resolve));
  const { port } = server.address() as AddressInfo;
  log.info({ port }, 'worker listening');

  return {
    url: `http://${env.HOST}:${port}`,
    queue,
    /**
     * Graceful shutdown: /readyz answers 503, the jobs in progress finish (worker.close()),
     * then the queue, the probes' server, the mailer and the providers close. The database is
     * the caller's.
     */
    async close() {
      shuttingDown = true;
      await worker.close();
      depthSources.delete(queue.depth);
      await queue.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      readiness.close();
      mailer.close();
      await providers.close();
    },
  };
}

export type WorkerProcess = Awaited<ReturnType<typeof startWorkerProcess>>;
