import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, type DatabaseConnection } from '@shop/db';
import {
  createPgliteTestDataDir,
  createPostgresTestDatabase,
  testServerUrl,
} from '@shop/db/testing';
import { apiCommand } from '../../../../scripts/shop-processes.mjs';
import { closedPort } from './closed-port.ts';

export interface ApiProcessOptions {
  /** More environment for the api; DATABASE_URL, PORT, HOST and DATA_DIR are the harness's. */
  env?: Record<string, string>;
  /**
   * 'postgres' (default): a fresh database of its own on `serverUrl`. 'pglite': the embedded
   * database under its DATA_DIR, as `npm start` runs it. Either is migrated and seeded.
   */
  database?: 'postgres' | 'pglite';
  /** Changes to the seeded database before the api's first start (PGlite: while it is free). */
  beforeStart?: (database: DatabaseConnection) => Promise<void>;
  /** The port to listen on (default: a free one), for a peer that must know it before the start. */
  port?: number;
  /** The PostgreSQL server the api's database is created on (default: testServerUrl()). */
  serverUrl?: string;
  /** Longest wait for /healthz after a start. */
  bootTimeoutMs?: number;
}

export interface ProcessExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ApiProcess {
  /** http://127.0.0.1:<port>, the same across restarts. */
  readonly url: string;
  /** The running api's process id (a new one after restart()). */
  readonly pid: number;
  /** Its own PostgreSQL database (migrated, demo seed); undefined on PGlite. */
  readonly databaseUrl: string | undefined;
  /** Its own DATA_DIR (the e-mail outbox is under it). */
  readonly dataDir: string;
  /** Exits the test did not cause through kill(), restart() or close(): crashes. */
  readonly crashes: readonly ProcessExit[];
  /** The end of what the api wrote to stdout and stderr, across restarts. */
  output(): string;
  /** Sends the signal and resolves once the process has exited; it is not started again. */
  kill(signal?: NodeJS.Signals): Promise<ProcessExit>;
  /** Stops the api if it runs (SIGTERM), starts it again and waits for /healthz. */
  restart(): Promise<void>;
  /**
   * A connection to the api's database, for checking what it wrote. PGlite takes one process
   * at a time: open it only while the api is stopped (after kill()), and close it before restart().
   */
  openDatabase(): Promise<DatabaseConnection>;
  /** Ends every connection to the api's PostgreSQL database, as a database restart would. */
  terminateBackends(): Promise<number>;
  /** Stops the api, drops its database and removes its DATA_DIR. */
  close(): Promise<void>;
}

const outputKept = 64 * 1024;
const stopTimeoutMs = 10_000;

function exitOf(child: ChildProcess): Promise<ProcessExit> {
  if (child.exitCode !== null || child.signalCode !== null)
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

/**
 * The real api as a process of its own (started the way `npm start` starts it), on a database
 * and a DATA_DIR of its own: for tests of what only a process shows (crashes, signals, lost
 * database connections, restarts). A separate process cannot share the suite's in-memory
 * PGlite, so it gets a PostgreSQL database, or PGlite on disk under its DATA_DIR.
 */
export async function startApiProcess(options: ApiProcessOptions = {}): Promise<ApiProcess> {
  const database =
    options.database === 'pglite'
      ? null
      : await createPostgresTestDatabase(options.serverUrl ?? testServerUrl(), { seed: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-api-process-'));
  const pgliteDir = join(dataDir, 'pglite');
  if (!database) await createPgliteTestDataDir(pgliteDir);
  const openDatabase = () =>
    createDatabase(database ? { databaseUrl: database.url } : { dataDir: pgliteDir });
  if (options.beforeStart) {
    const connection = await openDatabase();
    try {
      await options.beforeStart(connection);
    } finally {
      await connection.close();
    }
  }
  const port = options.port ?? (await closedPort());
  const url = `http://127.0.0.1:${port}`;
  const bootTimeoutMs = options.bootTimeoutMs ?? 120_000;
  const crashes: ProcessExit[] = [];
  let output = '';
  let child: ChildProcess | undefined;
  /** The process a kill() or restart() is ending: its exit is no crash. */
  let stopping: ChildProcess | undefined;

  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-outputKept);
  };

  function spawnApi(): ChildProcess {
    const { command, args, cwd } = apiCommand();
    const started = spawn(command, args, {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        ...options.env,
        DATABASE_URL: database?.url ?? '',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
      },
    });
    started.stdout?.on('data', keep);
    started.stderr?.on('data', keep);
    started.once('exit', (code, signal) => {
      if (started !== stopping) crashes.push({ code, signal });
    });
    return started;
  }

  async function waitForHealth(started: ChildProcess): Promise<void> {
    const deadline = Date.now() + bootTimeoutMs;
    while (Date.now() < deadline) {
      if (started.exitCode !== null || started.signalCode !== null)
        throw new Error(`the api exited while starting:\n${output}`);
      const healthy = await fetch(`${url}/healthz`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the api did not answer /healthz within ${bootTimeoutMs} ms:\n${output}`);
  }

  async function start(): Promise<void> {
    child = spawnApi();
    await waitForHealth(child);
  }

  async function kill(signal: NodeJS.Signals = 'SIGTERM'): Promise<ProcessExit> {
    if (!child) throw new Error('the api is not started');
    const ending = child;
    stopping = ending;
    const exited = exitOf(ending);
    ending.kill(signal);
    const force = setTimeout(() => ending.kill('SIGKILL'), stopTimeoutMs);
    try {
      return await exited;
    } finally {
      clearTimeout(force);
    }
  }

  try {
    await start();
  } catch (error) {
    if (child) await kill('SIGKILL');
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }

  return {
    url,
    get pid() {
      if (child?.pid === undefined) throw new Error('the api is not started');
      return child.pid;
    },
    databaseUrl: database?.url,
    dataDir,
    crashes,
    output: () => output,
    kill,
    async restart() {
      await kill();
      await start();
    },
    openDatabase,
    async terminateBackends() {
      if (!database) throw new Error('the api runs on PGlite: no connections to end');
      return database.terminateConnections();
    },
    async close() {
      await kill();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
