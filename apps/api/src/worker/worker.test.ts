import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { testServerUrl } from '@shop/db/testing';
import { products } from '@shop/db';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import {
  backgroundJobs,
  enqueuedJobs,
  type BackgroundJob,
  type EnqueuedJob,
} from '../background/background-jobs.ts';
import { jobsStayInApiBecause, openJobQueue, startJobWorker } from '../background/job-queue.ts';
import { parseEnv } from '../env.ts';
import { createMailer } from '../mail/mailer.ts';
import { merchantDetailsFromEnv } from '../mail/merchant-details.ts';
import { fileStoreOf } from '../media/file-store.ts';
import { startPaymentProviders } from '../payments/payment-providers.ts';
import { imageWidths } from '../media/rendered-variants.ts';
import { backgroundJobFailures } from '../metrics/shop-metrics.ts';
import { openAuthTestApp, type AuthHarness } from '../routes/auth-users/auth-test-kit.ts';
import { closedPort } from '../testing/closed-port.ts';
import { outboxEmlFiles } from '../testing/outbox-files.ts';
import { photoOf, uploadPhoto } from '../testing/product-photo-upload.ts';
import { demoStaffEmails, staffHeaders } from '../testing/staff-sign-in.ts';
import { startWorkerProcess, type WorkerProcess } from './worker-process.ts';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
// Every key this file writes starts with it: parallel runs on one Redis never meet, and the
// cleanup deletes exactly these.
const keyPrefix = `test-worker-${randomUUID()}:`;
const silentLog = { warn: () => {}, error: () => {} };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor<T>(check: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`not seen within ${timeoutMs} ms`);
    await sleep(50);
  }
}

const closers: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
  const redis = new Redis(redisUrl);
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${keyPrefix}*`, 'COUNT', 500);
    cursor = next;
    if (keys.length > 0) await redis.del(...keys);
  } while (cursor !== '0');
  expect(await redis.keys(`${keyPrefix}*`)).toEqual([]);
  redis.disconnect();
});

/** A job queue with its schedulers and workers, all on one test prefix of its own. */
function openTestQueue(name: string) {
  const options = { redisUrl, keyPrefix: `${keyPrefix}${name}:` };
  const start = (jobs: BackgroundJob[], enqueued: EnqueuedJob[] = []) => {
    const worker = startJobWorker({ ...options, jobs, enqueued, log: silentLog });
    closers.push(() => worker.close());
    return worker;
  };
  const queue = () => {
    const opened = openJobQueue(options);
    closers.push(() => opened.close());
    return opened;
  };
  return { start, queue };
}

/**
 * What makes the api leave its jobs to a worker on the queue under `prefix`: Redis, PostgreSQL
 * and real payment providers (nothing is paid here, so none answers: the sandboxes would keep
 * the jobs in the api, whose memory holds their payments).
 */
async function queueEnvOf(prefix: string) {
  const provider = `http://127.0.0.1:${await closedPort()}`;
  return {
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: prefix,
    // The api and the worker share this file's database in one process; the PostgreSQL
    // address says the shop runs with a worker (without it the api keeps its jobs).
    DATABASE_URL: process.env.DATABASE_URL ?? testServerUrl(),
    ADYEN_API_URL: provider,
    ADYEN_API_KEY: 'test-key',
    ADYEN_MERCHANT_ACCOUNT: 'TestAccount',
    ADYEN_HMAC_KEY: '00ff',
    PAYPAL_API_URL: provider,
    PAYPAL_CLIENT_ID: 'test-client',
    PAYPAL_CLIENT_SECRET: 'test-secret',
    SEQURA_API_URL: provider,
    SEQURA_MERCHANT_ID: 'test-merchant',
    SEQURA_USER: 'test-user',
    SEQURA_PASSWORD: 'test-password',
  };
}
const base = { NODE_ENV: 'test', LOG_LEVEL: 'silent' };

describe('background jobs on the BullMQ queue', () => {
  it('runs a scheduled job once per period, with two workers and the scheduler registered twice', async () => {
    const periodMs = 400;
    const runs: number[] = [];
    const counted: BackgroundJob = {
      name: 'counted',
      periodMs,
      prompt: false,
      run: async () => {
        runs.push(Date.now());
        // Long enough that a second worker given the same period would run beside it.
        await sleep(50);
      },
    };
    const { start, queue } = openTestQueue('schedule');
    // Two api/worker processes starting: each registers the same scheduler.
    await queue().registerSchedulers([counted]);
    await queue().registerSchedulers([counted]);
    const startedAt = Date.now();
    start([counted]);
    start([counted]);
    await sleep(periodMs * 5 + 200);
    const elapsed = Date.now() - startedAt;

    expect(runs.length).toBeGreaterThanOrEqual(4);
    // At most one run per period begun (plus the one at registration).
    expect(runs.length).toBeLessThanOrEqual(Math.ceil(elapsed / periodMs) + 1);
    const gaps = runs.slice(1).map((time, index) => time - (runs[index] ?? 0));
    // A period run twice would show as two runs a few milliseconds apart.
    for (const gap of gaps) expect(gap).toBeGreaterThan(periodMs / 2);
  });

  it('retries a job that throws and counts each failure', async () => {
    const failuresBefore = async () =>
      (await backgroundJobFailures.get()).values.find((value) => value.labels.job === 'flaky')
        ?.value ?? 0;
    const before = await failuresBefore();
    const attempts: number[] = [];
    const flaky: BackgroundJob = {
      name: 'flaky',
      periodMs: 60_000,
      prompt: false,
      run: async () => {
        attempts.push(Date.now());
        if (attempts.length < 3) throw new Error('the provider is down');
      },
    };
    const { start, queue } = openTestQueue('retries');
    await queue().registerSchedulers([flaky]);
    start([flaky]);
    // Backoff 1 s then 2 s: the third attempt succeeds.
    await waitFor(async () => (attempts.length >= 3 ? true : undefined), 8_000);
    await sleep(200);
    expect(attempts).toHaveLength(3);
    expect((await failuresBefore()) - before).toBe(2);
  });
});

describe('jobs enqueued by key on the BullMQ queue', () => {
  it('runs each key once while it waits, retries a failure and counts it', async () => {
    const failures = async () =>
      (await backgroundJobFailures.get()).values.find((value) => value.labels.job === 'keyed')
        ?.value ?? 0;
    const before = await failures();
    const runs: string[] = [];
    const keyed: EnqueuedJob = {
      name: 'keyed',
      run: async (key) => {
        runs.push(key);
        if (key === 'flaky' && runs.filter((run) => run === key).length === 1)
          throw new Error('the disk is full');
      },
    };
    const { start, queue } = openTestQueue('enqueued');
    const api = queue();
    // Queued before any worker runs: the second of a key waits as the same job.
    await api.enqueue(keyed, 'photos/a');
    await api.enqueue(keyed, 'photos/a');
    await api.enqueue(keyed, 'flaky');
    start([], [keyed]);
    // The flaky one's retry comes after a 1 s backoff.
    await waitFor(async () => (runs.length >= 3 ? true : undefined), 5_000);
    await sleep(200);
    expect(runs.sort()).toEqual(['flaky', 'flaky', 'photos/a']);
    expect((await failures()) - before).toBe(1);
  });
});

describe('a slow enqueued job beside the e-mails', () => {
  it('sends an e-mail an api request queued while a photo’s sizes are still being rendered', async () => {
    const queueEnv = await queueEnvOf(`${keyPrefix}slow:`);
    const harness = await openAuthTestApp(queueEnv);
    closers.push(() => harness.close());
    const env = parseEnv({ ...base, DATA_DIR: harness.dataDir, ...queueEnv });
    const providers = await startPaymentProviders(env, {
      notificationBaseUrl: () => 'http://127.0.0.1:1',
    });
    closers.push(() => providers.close());
    const mailer = createMailer(env);
    closers.push(async () => mailer.close());
    const deps = {
      db: harness.db,
      providers,
      mailer,
      merchant: merchantDetailsFromEnv(env),
      files: fileStoreOf(env),
      log: silentLog,
    };
    const sent = () => outboxEmlFiles(harness.dataDir);
    const events: string[] = [];
    let photoStarted = () => {};
    const started = new Promise<void>((resolve) => (photoStarted = resolve));
    // Stands in for seconds of encoding that last until the e-mail is out. Behind it on a
    // worker running one job at a time, the e-mail would wait for ever: it gives up then.
    const slowPhoto: EnqueuedJob = {
      name: enqueuedJobs(deps).photoVariants.name,
      run: async () => {
        events.push('photo started');
        photoStarted();
        const seen = await waitFor(
          async () => ((await sent()).length > 0 ? true : undefined),
          15_000,
        ).catch(() => false);
        events.push(seen ? 'e-mail sent while the photo renders' : 'no e-mail');
        events.push('photo finished');
      },
    };
    const prompt = backgroundJobs(deps).filter((job) => job.prompt);
    const worker = startJobWorker({
      redisUrl,
      keyPrefix: queueEnv.REDIS_KEY_PREFIX,
      jobs: prompt,
      enqueued: [slowPhoto],
      log: silentLog,
    });
    closers.push(() => worker.close());

    harness.app.background.enqueue('photoVariants', 'photos/slow');
    await started;
    await harness.insertAccount('slow@example.com');
    const reset = await harness.call('POST', '/auth-users/v1/clients/reset_password/', {
      body: { email: 'slow@example.com' },
    });
    expect(reset.statusCode).toBe(200);
    await waitFor(async () => (events.includes('photo finished') ? true : undefined), 20_000);
    expect(events).toEqual([
      'photo started',
      'e-mail sent while the photo renders',
      'photo finished',
    ]);
    expect(await sent()).toHaveLength(1);
  }, 40_000);
});

describe('the worker process beside the api', () => {
  let harness: AuthHarness;
  let worker: WorkerProcess;

  it('sends the e-mail an api request queued as soon as the api nudges it', async () => {
    const queueEnv = await queueEnvOf(`${keyPrefix}shop:`);
    expect(jobsStayInApiBecause(parseEnv({ ...base, ...queueEnv }))).toBeUndefined();
    // Without any of them the api runs the jobs itself, and the worker refuses to start.
    expect(jobsStayInApiBecause(parseEnv({ ...base, ...queueEnv, REDIS_URL: '' }))).toBe(
      'REDIS_URL is not set',
    );
    expect(jobsStayInApiBecause(parseEnv({ ...base, ...queueEnv, DATABASE_URL: '' }))).toMatch(
      /embedded database/,
    );
    expect(
      jobsStayInApiBecause(
        parseEnv({
          ...base,
          ...queueEnv,
          PAYPAL_API_URL: '',
          PAYPAL_CLIENT_ID: '',
          PAYPAL_CLIENT_SECRET: '',
        }),
      ),
    ).toMatch(/payment sandboxes \(paypal/);
    harness = await openAuthTestApp(queueEnv);
    closers.push(() => harness.close());
    worker = await startWorkerProcess({
      db: harness.db,
      env: parseEnv({
        ...base,
        DATA_DIR: harness.dataDir,
        WORKER_PORT: '0',
        ...queueEnv,
      }),
      // Only a nudge can send the e-mail within this test.
      promptPeriodMs: 60_000,
    });
    closers.push(() => worker.close());
    await harness.insertAccount('worker@example.com');
    // The schedulers' first runs (at registration) are over before the request.
    await waitFor(
      async () =>
        Object.values(await worker.queue.depth()).every((counts) => counts.active === 0)
          ? true
          : undefined,
      5_000,
    );
    const sent = () => outboxEmlFiles(harness.dataDir);
    expect(await sent()).toEqual([]);

    const reset = await harness.call('POST', '/auth-users/v1/clients/reset_password/', {
      body: { email: 'worker@example.com' },
    });
    expect(reset.statusCode).toBe(200);
    const files = await waitFor(async () => {
      const found = await sent();
      return found.length > 0 ? found : undefined;
    }, 3_000);
    expect(files).toHaveLength(1);

    const health = await fetch(`${worker.url}/healthz`);
    expect(health.status).toBe(200);
    const ready = await fetch(`${worker.url}/readyz`);
    expect(await ready.json()).toEqual({ status: 'ready' });
    const metrics = await (await fetch(`${worker.url}/metrics`)).text();
    expect(metrics).toMatch(
      /^shop_background_queue_jobs\{queue="background",state="delayed"\} \d+$/m,
    );
    expect(metrics).toMatch(
      /^shop_background_queue_jobs\{queue="enqueued",state="waiting"\} \d+$/m,
    );
    expect(metrics).toContain('shop_background_job_failures_total');
    // The e-mails the outbox job could not send (an invoice's e-mail among them) count here.
    expect(metrics).toContain('# TYPE shop_outbox_email_failures_total counter');
  });

  it("renders an uploaded photo's sizes into the shared file store, not in the api", async () => {
    const [product] = await harness.db.select({ id: products.id }).from(products).limit(1);
    if (!product) throw new Error('the seed has no product');
    const headers = await staffHeaders(harness.app, demoStaffEmails.catalogue_editor);
    // Little noise: its thirty encodings take seconds.
    const photo = await photoOf(1000, 750, 'jpeg', 4);
    const response = await uploadPhoto(harness.app, photo, { headers, productId: product.id });
    expect(response.statusCode).toBe(201);
    const folder = join(
      harness.dataDir,
      'media',
      (response.json() as { public_id: string }).public_id,
    );
    // The original, every listed width and the two crops, in AVIF, WebP and JPEG.
    const files = await waitFor(async () => {
      const found = await readdir(folder);
      return found.length === 1 + (imageWidths.length + 2) * 3 ? found : undefined;
    }, 60_000);
    expect(files).toEqual(
      expect.arrayContaining(['original', '865x600.avif', '80x80.jpeg', '1500.webp']),
    );
  }, 90_000);
});
