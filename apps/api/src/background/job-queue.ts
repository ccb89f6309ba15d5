import { Queue, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { backgroundJobFailures } from '../metrics/shop-metrics.ts';
import type { Env } from '../env.ts';
import { sandboxedProviders, type PaymentSettings } from '../payments/payment-providers.ts';
import type { BackgroundJob, EnqueuedJob } from './background-jobs.ts';

/** The queue of the scheduled jobs and the api's nudges: each a few queries, or e-mails. */
export const backgroundQueueName = 'background';

/**
 * The queue of the jobs requests enqueue by key (a photo's sizes: seconds of encoding each),
 * with a worker of its own, so an e-mail or a scheduled job never waits behind them.
 */
export const enqueuedQueueName = 'enqueued';

/** The one-off job a nudge adds: it runs every prompt job (e-mails, refunds, notifications). */
export const nudgeJobName = 'nudge';

/** How a failing scheduled job is retried before it waits for its next period. */
const retryOptions = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 1_000 },
} as const;

export interface JobQueueOptions {
  redisUrl: string;
  /** REDIS_KEY_PREFIX: shops (or test runs) sharing one Redis never see each other's jobs. */
  keyPrefix: string;
}

/**
 * Why the api keeps running the background jobs itself rather than leaving them to the worker
 * process on the queue; undefined when the worker runs them. Unset REDIS_URL: no queue.
 * The embedded PGlite opens in one process only, and a payment sandbox lives in the api's
 * memory (with secrets of its own), so a worker could reach neither.
 */
export function jobsStayInApiBecause(
  env: Pick<Env, 'REDIS_URL' | 'DATABASE_URL'> & PaymentSettings,
): string | undefined {
  if (env.REDIS_URL === undefined) return 'REDIS_URL is not set';
  if (env.DATABASE_URL === undefined)
    return 'the embedded database (no DATABASE_URL) opens in the api process only';
  const sandboxed = sandboxedProviders(env);
  if (sandboxed.length > 0)
    return `the payment sandboxes (${sandboxed.join(', ')}: no credentials) live in the api process`;
  return undefined;
}

/** The queue when the worker process runs the jobs (see jobsStayInApiBecause), else undefined. */
export function backgroundQueueOf(
  env: Pick<Env, 'REDIS_URL' | 'REDIS_KEY_PREFIX' | 'DATABASE_URL'> & PaymentSettings,
): JobQueueOptions | undefined {
  if (env.REDIS_URL === undefined || jobsStayInApiBecause(env) !== undefined) return undefined;
  return { redisUrl: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX };
}

/** BullMQ names its keys `<prefix>:<queue>:...`; the shop's prefix keeps them apart. */
function bullPrefix(keyPrefix: string) {
  return `${keyPrefix}bull`;
}

/** BullMQ's blocking commands need a connection that never gives up on a request. */
function connectionTo(redisUrl: string) {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: null });
  // A Redis that is down shows in /readyz and in the jobs' failures; ioredis would also print
  // each reconnection.
  redis.on('error', () => {});
  return redis;
}

/** Runs one job, counting and logging its failure, which it passes on (a retry, or the caller's). */
export async function runCounted(
  job: Pick<BackgroundJob | EnqueuedJob, 'name'>,
  work: () => Promise<unknown>,
  log: { error: (details: object, message: string) => void },
) {
  try {
    await work();
  } catch (error) {
    log.error({ err: error, job: job.name }, 'background job failed');
    backgroundJobFailures.inc({ job: job.name });
    throw error;
  }
}

/**
 * The api's side of the queue: `nudge()` adds one one-off job, under a fixed jobId so that a
 * burst of requests queues a single run (BullMQ ignores an add whose jobId is still waiting).
 */
export function openJobQueue({ redisUrl, keyPrefix }: JobQueueOptions) {
  const connection = connectionTo(redisUrl);
  const queueOf = (name: string) => {
    const opened = new Queue(name, { connection, prefix: bullPrefix(keyPrefix) });
    opened.on('error', () => {});
    return opened;
  };
  const queue = queueOf(backgroundQueueName);
  const enqueuedQueue = queueOf(enqueuedQueueName);
  const states = ['waiting', 'delayed', 'active', 'prioritized'] as const;
  return {
    queue,
    /**
     * One scheduler per job kind, with its period. upsertJobScheduler is idempotent: every
     * worker registers the same ids, and Redis holds one next run per scheduler, so each period
     * runs once however many workers (or restarts) registered it.
     */
    async registerSchedulers(jobs: readonly BackgroundJob[]) {
      for (const job of jobs)
        await queue.upsertJobScheduler(
          job.name,
          { every: job.periodMs },
          {
            name: job.name,
            opts: { ...retryOptions, removeOnComplete: true, removeOnFail: 100 },
          },
        );
    },
    /**
     * One job for one key (a photo's public id), under a jobId of both: an enqueue while the
     * same one still waits adds nothing.
     */
    async enqueue(job: EnqueuedJob, key: string) {
      await enqueuedQueue.add(
        job.name,
        { key },
        {
          // BullMQ refuses a custom id with a colon in it.
          jobId: `${job.name}/${key}`.replaceAll(':', '_'),
          ...retryOptions,
          removeOnComplete: true,
          removeOnFail: 100,
        },
      );
    },
    async nudge() {
      await queue.add(
        nudgeJobName,
        {},
        { jobId: nudgeJobName, removeOnComplete: true, removeOnFail: true },
      );
    },
    /** Each queue's jobs waiting, delayed (the schedulers' next runs) and running: the depth gauge. */
    async depth() {
      return {
        [backgroundQueueName]: await queue.getJobCounts(...states),
        [enqueuedQueueName]: await enqueuedQueue.getJobCounts(...states),
      };
    },
    async close() {
      await queue.close();
      await enqueuedQueue.close();
      connection.disconnect();
    },
  };
}

export type JobQueue = ReturnType<typeof openJobQueue>;

export interface JobWorkerOptions extends JobQueueOptions {
  jobs: readonly BackgroundJob[];
  /** The jobs requests enqueue by key (background-jobs.ts enqueuedJobs). */
  enqueued?: readonly EnqueuedJob[];
  log: {
    warn: (details: object, message: string) => void;
    error: (details: object, message: string) => void;
  };
}

/**
 * Two BullMQ workers, one per queue, each running one job at a time: the jobs of the table by
 * name (each already works through its rows in batches) and the nudges, and beside them the
 * enqueued jobs with the key in their data. A nudge runs every prompt job; one failing does not
 * keep the others from running, and the nudge then fails as a whole.
 */
export function startJobWorker({
  redisUrl,
  keyPrefix,
  jobs,
  enqueued = [],
  log,
}: JobWorkerOptions) {
  const byName = new Map(jobs.map((job) => [job.name, job]));
  const enqueuedByName = new Map(enqueued.map((job) => [job.name, job]));
  // Run by name whatever queue holds the job: one left on the other queue by an older version
  // still runs.
  async function processJob(queued: Job) {
    const now = new Date();
    if (queued.name === nudgeJobName) {
      // One after the other, as the api's timer loop runs them: each holds database connections.
      const failures: unknown[] = [];
      for (const job of jobs.filter((candidate) => candidate.prompt))
        await runCounted(job, () => job.run(now), log).catch((error: unknown) =>
          failures.push(error),
        );
      if (failures.length > 0) throw new AggregateError(failures, 'prompt jobs failed');
      return;
    }
    const keyed = enqueuedByName.get(queued.name);
    if (keyed !== undefined) {
      const { key } = queued.data as { key?: unknown };
      if (typeof key !== 'string') {
        log.warn({ job: queued.name, data: queued.data }, 'background job without a key');
        return;
      }
      await runCounted(keyed, () => keyed.run(key), log);
      return;
    }
    const job = byName.get(queued.name);
    // A scheduler left by an older version of the table: nothing to run.
    if (job === undefined) {
      log.warn({ job: queued.name }, 'unknown background job');
      return;
    }
    await runCounted(job, () => job.run(now), log);
  }
  const workers = [backgroundQueueName, enqueuedQueueName].map((name) => {
    const connection = connectionTo(redisUrl);
    const worker = new Worker(name, processJob, {
      connection,
      prefix: bullPrefix(keyPrefix),
      concurrency: 1,
    });
    worker.on('error', (error) =>
      log.error({ err: error, queue: name }, 'background worker error'),
    );
    return { worker, connection };
  });
  return {
    /** Waits for the jobs in progress to finish, then leaves the queues. */
    async close() {
      await Promise.all(workers.map(({ worker }) => worker.close()));
      for (const { connection } of workers) connection.disconnect();
    },
  };
}
