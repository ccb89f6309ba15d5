import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPostgresTestDatabase, testServerUrl } from '@shop/db/testing';
import { createDatabase, type DatabaseConnection } from '@shop/db';
import { Redis } from 'ioredis';
import {
  apiCommand,
  staffAppCommand,
  webCommand,
  workerCommand,
} from '../../../../scripts/shop-processes.mjs';
import { paymentNotificationPaths } from '../payments/payment-providers.ts';
import { startAdyenSandboxProcess } from '../payments/testing/adyen-sandbox-process.ts';
import { closedPort } from '../testing/closed-port.ts';
import { smtpSink } from '../testing/smtp-sink.ts';

/** The cluster's ports: two apis and two webs, each pair behind its HAProxy frontend. */
export const clusterPorts = {
  apis: [4401, 4402],
  webs: [3401, 3402],
  staffApp: 3650,
  worker: 4501,
  apiBalancer: 8401,
  webBalancer: 8402,
} as const;

/** HAProxy names the server that answered in this header, so a test sees the spread. */
export const servedByHeader = 'x-served-by';

/** Where the cluster tells staff of each new order (SHOP_NOTIFICATION_EMAIL). */
export const shopNotificationEmail = 'pedidos@scale-out.example';

const bootTimeoutMs = 120_000;
const stopTimeoutMs = 15_000;
/** HAProxy's /readyz checks: every `checkIntervalMs`, `checkFall` failures take a server out. */
const checkIntervalMs = 500;
const checkFall = 2;
/**
 * A stopping process answers /readyz 503 and goes on serving this long before it closes its
 * socket (SHUTDOWN_DRAIN_MS): the checks' fall time, one interval to spare and the check's own
 * time on a busy machine.
 */
const drainMs = checkIntervalMs * (checkFall + 1) + 1_000;
const outputKept = 32 * 1024;

export interface ClusterProcess {
  readonly name: string;
  /** Sends the signal and resolves once the process has exited (SIGKILL after 15 s). */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** Starts it again (after kill) and waits until it answers. */
  restart(): Promise<void>;
  /** The end of what it wrote, for a failure's message. */
  output(): string;
}

/** Polls `url` until it answers 200; fails early when the process exits. */
async function waitFor200(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + bootTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${url}: the process exited while starting:\n${output()}`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${bootTimeoutMs} ms:\n${output()}`);
}

/** A process of the cluster, started as production starts it, ready once `healthUrl` answers. */
async function startProcess(
  name: string,
  { command, args, cwd }: { command: string; args: string[]; cwd: string },
  env: Record<string, string>,
  healthUrl?: string,
): Promise<ClusterProcess> {
  let child: ChildProcess;
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-outputKept);
  };
  async function start() {
    child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    if (healthUrl)
      await waitFor200(healthUrl, child, () => output).catch(async (error: unknown) => {
        child.kill('SIGKILL');
        throw error;
      });
  }
  async function kill(signal: NodeJS.Signals = 'SIGTERM') {
    const ending = child;
    if (ending.exitCode !== null || ending.signalCode !== null) return;
    const exited = new Promise((resolve) => ending.once('exit', resolve));
    ending.kill(signal);
    const force = setTimeout(() => ending.kill('SIGKILL'), stopTimeoutMs);
    await exited;
    clearTimeout(force);
  }
  await start();
  return { name, kill, restart: start, output: () => output };
}

/**
 * HAProxy in front of the apis and of the webs: round robin, a server leaves the rotation after
 * two failed /readyz a second apart (a process shutting down answers 503 at once), and a
 * request that could not reach a server, got no answer at all or a 503, is sent again to the
 * other one. Each
 * answer names its server (servedByHeader).
 */
function haproxyConfig() {
  const servers = (prefix: string, ports: readonly number[]) =>
    ports.map((port, index) => `  server ${prefix}${index + 1} 127.0.0.1:${port} check`);
  return [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    // Longer than the clients' own keep-alive (undici: 4 s): the client always closes an idle
    // connection first, so it never sends a request on one HAProxy is closing.
    '  timeout http-keep-alive 30s',
    '  retries 3',
    '  option redispatch 1',
    // A process shutting down answers 503 to a request on a connection it already had open
    // (Fastify's return503OnClosing) without running it: another server can take it.
    // Not `empty-response`: a server killed mid-request may have applied it (a cart row added),
    // and a write sent twice is worse than one the client sees fail.
    '  retry-on conn-failure 503',
    // A fresh server connection per request: one to a killed server then fails to connect and is
    // retried elsewhere, instead of being sent down a kept one the dead server cannot answer.
    '  option http-server-close',
    // A slow check (a busy machine) is no failed one; two failures in a row take a server out.
    '  timeout check 5s',
    `  default-server inter ${checkIntervalMs}ms fall ${checkFall} rise 2`,
    'frontend apis',
    `  bind 127.0.0.1:${clusterPorts.apiBalancer}`,
    '  default_backend apis',
    'backend apis',
    '  balance roundrobin',
    '  option httpchk GET /readyz',
    '  http-check expect status 200',
    `  http-response set-header ${servedByHeader} %s`,
    ...servers('api', clusterPorts.apis),
    'frontend webs',
    `  bind 127.0.0.1:${clusterPorts.webBalancer}`,
    '  default_backend webs',
    'backend webs',
    '  balance roundrobin',
    '  option httpchk GET /readyz',
    '  http-check expect status 200',
    `  http-response set-header ${servedByHeader} %s`,
    ...servers('web', clusterPorts.webs),
    '',
  ].join('\n');
}

export interface Cluster {
  apiUrl: string;
  webUrl: string;
  apis: ClusterProcess[];
  webs: ClusterProcess[];
  worker: ClusterProcess;
  /** Every e-mail the cluster sent, as its mail server received it (the SMTP DATA). */
  mails: readonly string[];
  /** BullMQ's key prefix in Redis: `<REDIS_KEY_PREFIX>bull`. */
  bullPrefix: string;
  redis: Redis;
  /** A connection to the cluster's database, for setting it up and checking what it wrote. */
  database: DatabaseConnection;
  close(): Promise<void>;
}

/**
 * The shop scaled out on one machine from its compiled build (`npm run build`): a PostgreSQL
 * database of its own, Redis (REDIS_URL, default database 6, under a key prefix of its own),
 * two apis, two webs, one staff app and one worker, the apis and the webs behind HAProxy, and
 * the Adyen sandbox in a process of its own so every payment provider is a "real" one and
 * the background jobs run in the worker (jobsStayInApiBecause).
 *
 * Every process runs with NODE_ENV=production, so the api and the worker start only with what
 * production requires (env.ts): the test stands in for each outside service (Adyen's sandbox,
 * an SMTP server in this process, addresses that refuse PayPal, seQura and the places search,
 * which these tests never call) and gives the seller's details. The database is seeded here,
 * by the test (a production api refuses to seed one), with the demo accounts the tests sign in
 * with.
 */
export async function startCluster(): Promise<Cluster> {
  const closers: (() => Promise<unknown>)[] = [];
  const close = async () => {
    for (const closer of closers.reverse()) await closer().catch(() => {});
  };
  try {
    const database = await createPostgresTestDatabase(testServerUrl(), { seed: true });
    closers.push(() => database.drop());
    const connection = await createDatabase({ databaseUrl: database.url });
    closers.push(() => connection.close());
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-scale-out-'));
    closers.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const keyPrefix = `scale-out-${randomUUID()}:`;
    const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/6';
    const redis = new Redis(redisUrl);
    closers.push(async () => {
      const keys = await redis.keys(`${keyPrefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    });

    const apiUrl = `http://127.0.0.1:${clusterPorts.apiBalancer}`;
    const adyen = await startAdyenSandboxProcess({
      notificationUrl: `${apiUrl}${paymentNotificationPaths.adyen}`,
      retryDelaysMs: Array.from({ length: 60 }, () => 500),
    });
    closers.push(() => adyen.close());
    // Production sends e-mail through SMTP only (no outbox folder): this process receives it.
    const mailServer = await smtpSink();
    closers.push(() => new Promise((resolve) => mailServer.server.close(resolve)));
    // Never called by these tests: refused at once, they only make PayPal, seQura and the
    // places search real services.
    const nowhere = `http://127.0.0.1:${await closedPort()}`;
    const env = {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: keyPrefix,
      // Every api must sign and verify the same sessions.
      JWT_SECRET: randomBytes(32).toString('hex'),
      // The webs follow the apis' change stream with it.
      INTERNAL_API_TOKEN: randomBytes(32).toString('hex'),
      PUBLIC_API_URL: apiUrl,
      SHUTDOWN_DRAIN_MS: String(drainMs),
      API_URL: apiUrl,
      ...adyen.apiEnv,
      PAYPAL_API_URL: nowhere,
      PAYPAL_CLIENT_ID: 'scale-out',
      PAYPAL_CLIENT_SECRET: 'scale-out',
      SEQURA_API_URL: nowhere,
      SEQURA_MERCHANT_ID: 'scale-out',
      SEQURA_USER: 'scale-out',
      SEQURA_PASSWORD: 'scale-out',
      PLACES_API_URL: nowhere,
      PLACES_API_KEY: 'scale-out',
      SMTP_URL: `smtp://127.0.0.1:${mailServer.port}`,
      SELLER_LEGAL_NAME: 'Mamparas Scale Out, S.L.',
      SELLER_TAX_ID: 'B00000000',
      SELLER_ADDRESS: 'Calle de la Prueba 1, 46980 Paterna (Valencia), España',
      BANK_TRANSFER_IBAN: 'ES91 2100 0418 4502 0005 1332',
      SHOP_NOTIFICATION_EMAIL: shopNotificationEmail,
      STAFF_APP_URL: `http://localhost:${clusterPorts.staffApp}`,
    };

    const configFile = join(dataDir, 'haproxy.cfg');
    writeFileSync(configFile, haproxyConfig());
    const haproxyPath = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';
    // A configuration HAProxy refuses would only show as a balancer that never answers.
    const checked = spawnSync(haproxyPath, ['-c', '-q', '-f', configFile], { encoding: 'utf8' });
    if (checked.status !== 0)
      throw new Error(`HAProxy refused its configuration: ${checked.stderr}${checked.error ?? ''}`);
    const haproxy = await startProcess(
      'haproxy',
      { command: haproxyPath, args: ['-db', '-f', configFile], cwd: dataDir },
      {},
    );
    closers.push(() => haproxy.kill());

    const started = (member: ClusterProcess) => {
      closers.push(() => member.kill());
      return member;
    };
    const apis: ClusterProcess[] = [];
    // One after the other: each api migrates on start (here a no-op, as after `npm run migrate`).
    for (const [index, port] of clusterPorts.apis.entries())
      apis.push(
        started(
          await startProcess(
            `api${index + 1}`,
            apiCommand({ compiled: true }),
            { ...env, PORT: String(port) },
            `http://127.0.0.1:${port}/readyz`,
          ),
        ),
      );
    const worker = started(
      await startProcess(
        'worker',
        workerCommand({ compiled: true }),
        { ...env, WORKER_PORT: String(clusterPorts.worker) },
        `http://127.0.0.1:${clusterPorts.worker}/readyz`,
      ),
    );
    const webs = await Promise.all(
      clusterPorts.webs.map(async (port, index) =>
        started(
          await startProcess(
            `web${index + 1}`,
            webCommand(),
            { ...env, PORT: String(port) },
            `http://127.0.0.1:${port}/readyz`,
          ),
        ),
      ),
    );
    started(
      await startProcess(
        'staff app',
        staffAppCommand(),
        { ...env, ADMIN_PORT: String(clusterPorts.staffApp) },
        `http://127.0.0.1:${clusterPorts.staffApp}/readyz`,
      ),
    );
    await waitForBalancer(apiUrl, clusterPorts.apis.length);
    return {
      apiUrl,
      webUrl: `http://localhost:${clusterPorts.webBalancer}`,
      apis,
      webs,
      worker,
      mails: mailServer.messages,
      bullPrefix: `${keyPrefix}bull`,
      redis,
      database: connection,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Waits until HAProxy sends requests to `servers` distinct servers (its checks passed). */
export async function waitForBalancer(url: string, servers: number) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const seen = new Set<string>();
    for (let attempt = 0; attempt < servers * 2; attempt += 1) {
      const response = await fetch(`${url}/healthz`).catch(() => null);
      const server = response?.ok ? response.headers.get(servedByHeader) : null;
      if (server) seen.add(server);
    }
    if (seen.size === servers) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`HAProxy did not reach ${servers} servers behind ${url}`);
}
