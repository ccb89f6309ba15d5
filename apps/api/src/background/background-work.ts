import { AsyncResource } from 'node:async_hooks';
import {
  backgroundJobs,
  defaultPromptPeriodMs,
  enqueuedJobs,
  type BackgroundJob,
  type BackgroundJobDeps,
  type EnqueuedJobKind,
} from './background-jobs.ts';
import { openJobQueue, runCounted, type JobQueueOptions } from './job-queue.ts';

export interface BackgroundWorkOptions extends BackgroundJobDeps {
  /** How often the outbox, the refunds and cancels, and left notifications are looked at. */
  intervalMs?: number;
  /**
   * Redis for the job queue: the worker process (apps/api/src/worker) runs the jobs and the api
   * runs no timer loop; `nudge()` adds a one-off job for it. Unset: the jobs run here.
   */
  queue?: JobQueueOptions | undefined;
}

/**
 * The api's background work (the job table in background-jobs.ts): the e-mail outbox, refunds
 * and cancels at the providers, notifications left unapplied, the reconciliation of stale
 * payments, and abandonment, and the jobs requests enqueue (an uploaded photo's sizes).
 * Without a queue it runs in this process on a timer (the enqueued ones in order, beside it);
 * each job reads its work with row locks (SKIP LOCKED) or conditional updates, or is idempotent,
 * so several api processes can run it at once without doing anything twice. `nudge()` runs a
 * tick at once after a request queued something (an e-mail, a refund); the interval catches up
 * with what a crash left.
 */
export function startBackgroundWork(options: BackgroundWorkOptions) {
  const { log, intervalMs = defaultPromptPeriodMs } = options;
  const jobs = backgroundJobs(options, intervalMs);
  const enqueued = enqueuedJobs(options);
  const lastRun = new Map<BackgroundJob, number>(
    jobs.map((job) => [job, job.waitsFirstPeriod === true ? Date.now() : 0]),
  );
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function runOnce() {
    const now = new Date();
    for (const job of jobs) {
      if (!job.prompt && now.getTime() - (lastRun.get(job) ?? 0) < job.periodMs) continue;
      lastRun.set(job, now.getTime());
      // A database or provider that is down fails this round only; the next tick tries again.
      await runCounted(job, () => job.run(now), log).catch(() => {});
    }
  }

  function tick(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = runOnce().finally(() => {
      running = null;
      if (again && !stopped) {
        again = false;
        void tick();
      }
    });
    return running;
  }

  const queue = options.queue === undefined ? undefined : openJobQueue(options.queue);
  const timer = queue === undefined ? setInterval(() => void tick(), intervalMs) : undefined;
  timer?.unref();
  // The enqueued jobs without a queue: one after the other on this chain, beside the timer's
  // rounds so that an e-mail never waits for a photo's encodings. Kept in memory only: what a
  // crash loses, the media route renders on its first request.
  let enqueuedChain = Promise.resolve();
  const waiting = new Set<string>();
  // Bound to the context the work was built in, not to the request that nudges it: what a
  // request carries in async context (the query budgets' statement count) stays its own.
  const nudgedTick = AsyncResource.bind(() => void tick());
  const runEnqueued = AsyncResource.bind((kind: EnqueuedJobKind, key: string) => {
    const job = enqueued[kind];
    const id = `${job.name}/${key}`;
    if (stopped || waiting.has(id)) return;
    waiting.add(id);
    enqueuedChain = enqueuedChain.then(async () => {
      waiting.delete(id);
      if (stopped) return;
      // A failure is counted and logged; the media route renders what it left on request.
      await runCounted(job, () => job.run(key), log).catch(() => {});
    });
  });
  /** Waits until the chain of enqueued jobs is idle, jobs enqueued meanwhile included. */
  async function settled() {
    for (let seen: Promise<void> | undefined; seen !== enqueuedChain;) {
      seen = enqueuedChain;
      await seen;
    }
  }

  return {
    nudge: () => {
      if (queue === undefined) {
        setImmediate(nudgedTick);
        return;
      }
      // A Redis that is down delays the e-mail or refund to the worker's next scheduled round.
      queue
        .nudge()
        .catch((error: unknown) => log.warn({ err: error }, 'background nudge not queued'));
    },
    /**
     * Runs a job for one key (an uploaded photo's public id) after the request's transaction
     * committed: here, on the chain, or on the queue for the worker.
     */
    enqueue: (kind: EnqueuedJobKind, key: string) => {
      if (queue === undefined) {
        runEnqueued(kind, key);
        return;
      }
      // A Redis that is down leaves the work to the fallback (a photo's sizes: on request).
      queue
        .enqueue(enqueued[kind], key)
        .catch((error: unknown) => log.warn({ err: error, key }, 'background job not queued'));
    },
    /**
     * Runs every due job now, in this process, and waits for it and for the enqueued jobs
     * (tests, and a clean shutdown).
     */
    async runNow() {
      while (running) await running;
      await tick();
      await settled();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      await settled();
      await queue?.close();
    },
  };
}

export type BackgroundWork = ReturnType<typeof startBackgroundWork>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The api's background jobs (tests run them with `runNow()`). */
    background: BackgroundWork;
  }
}
