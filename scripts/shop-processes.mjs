// Starts the api, the web and the staff app as supervised child processes and waits until all
// answer.
// Shared by `npm start`, the test runner (e2e) and the benchmarks, so the shop is always
// started the same way.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import path from 'node:path';
import { buildServers, repoRoot, serverEntries } from './build-servers.mjs';
import { superviseChild } from './supervisor.mjs';

export { repoRoot };
const webBuild = path.join(repoRoot, 'apps/web/build/server/index.js');
const staffAppBuild = path.join(repoRoot, 'apps/admin/dist/index.html');

/**
 * Runs a command with its output on this process's. With `logFile`, the output is also kept
 * there, so a caller can show why a run failed after other runs' output has scrolled past it.
 */
export function run(command, args, { logFile, ...options } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: repoRoot,
      stdio: logFile ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      ...options,
    });
    if (logFile) {
      const log = createWriteStream(logFile);
      child.stdout.on('data', (chunk) => process.stdout.write(chunk));
      child.stderr.on('data', (chunk) => process.stderr.write(chunk));
      child.stdout.pipe(log);
      child.stderr.pipe(log);
    }
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} exited ${code ?? signal}`)),
    );
  });
}

/**
 * What `npm run build` makes, when it is missing (or always with `force`): the web and the
 * staff app (apps/admin), then every server compiled to JavaScript (build-servers.mjs).
 */
export async function buildIfMissing({ force = false } = {}) {
  if (force || !existsSync(webBuild)) {
    await run('npm', ['run', 'build', '-w', '@shop/web']);
  }
  if (force || !existsSync(staffAppBuild)) {
    await run('npm', ['run', 'build', '-w', '@shop/admin']);
  }
  if (force || serverEntries.some(({ output }) => !existsSync(path.join(repoRoot, output)))) {
    await buildServers();
  }
}

/**
 * Polls until `url` answers 2xx. A supervised child may crash and come back meanwhile; the
 * wait fails only when its supervisor gives up, the start is aborted, or time runs out.
 */
async function waitForHealth(url, supervised, timeoutMs, signal) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    signal?.throwIfAborted();
    if (supervised.gaveUp) throw new Error(supervised.gaveUp);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not become healthy within ${timeoutMs / 1000} s`);
}

/** How a compiled server runs: plain Node.js, its stack traces mapped to the TypeScript sources. */
const compiledArgs = (output) => ['--enable-source-maps', path.join(repoRoot, output)];

/**
 * How the shop runs its api: compiled (build-servers.mjs), as in production, or its
 * TypeScript sources through tsx (`npm run dev`, and the tests that start the api as a process
 * of its own: apps/api/src/testing/api-process.ts, so they never run a stale build).
 * @param {{ dev?: boolean, compiled?: boolean }} options
 */
export function apiCommand({ dev = false, compiled = false } = {}) {
  return {
    command: process.execPath,
    args: compiled
      ? compiledArgs('apps/api/build/server.js')
      : ['--import', 'tsx', ...(dev ? ['--watch'] : []), 'apps/api/src/server.ts'],
    cwd: repoRoot,
  };
}

/**
 * How the shop runs its background worker (apps/api/src/worker/main.ts), like the api.
 * @param {{ check?: boolean, compiled?: boolean }} options
 */
export function workerCommand({ check = false, compiled = false } = {}) {
  const checkArgs = check ? ['--check'] : [];
  return {
    command: process.execPath,
    args: compiled
      ? [...compiledArgs('apps/api/build/worker.js'), ...checkArgs]
      : ['--import', 'tsx', 'apps/api/src/worker/main.ts', ...checkArgs],
    cwd: repoRoot,
  };
}

/** How the shop runs its web's production server (apps/web/server.ts), compiled. */
export function webCommand() {
  return {
    command: process.execPath,
    args: compiledArgs('apps/web/build/server.js'),
    cwd: path.join(repoRoot, 'apps/web'),
  };
}

/** How the shop runs its staff app's production server (apps/admin/server.ts), compiled. */
export function staffAppCommand() {
  return {
    command: process.execPath,
    args: compiledArgs('apps/admin/build/server.js'),
    cwd: path.join(repoRoot, 'apps/admin'),
  };
}

/**
 * Whether this environment wants a worker process: REDIS_URL and a PostgreSQL database, and
 * real payment providers (the worker answers, from the api's own rule: job-queue.ts).
 */
function workerNeeded(env, compiled) {
  if (!env.REDIS_URL) return Promise.resolve(false);
  const { command, args, cwd } = workerCommand({ check: true, compiled });
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: 'ignore' });
    child.on('error', () => resolve(false));
    child.on('exit', (code) => resolve(code === 0));
  });
}

/**
 * Starts the api, the web and the staff app (compiled, as `npm run build` makes them; with
 * `dev`, the sources and Vite's dev server), each under a supervisor (supervisor.mjs) that
 * restarts it after a crash. `onGiveUp` hears when one crashes too often; `signal` aborts a
 * start in progress (the children are stopped and the promise rejects). `stop()` ends all of
 * them for good, with no restart.
 * @param {{ apiPort?: number, webPort?: number, adminPort?: number, env?: Record<string,string>,
 *           dev?: boolean, quiet?: boolean, onGiveUp?: (message: string) => void,
 *           signal?: AbortSignal }} options
 */
export async function startShop({
  apiPort = 4000,
  webPort = 3000,
  adminPort = 3400,
  env = {},
  dev = false,
  quiet = false,
  onGiveUp,
  signal,
} = {}) {
  const stdio = quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit';
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  // Every process learns every port: the api writes storefront and staff-app links (e-mails,
  // content previews) with them.
  const common = {
    ...process.env,
    ...env,
    WEB_PORT: String(webPort),
    ADMIN_PORT: String(adminPort),
  };
  // The api streams its cache changes to the web only: a token per run unless one is given.
  common.INTERNAL_API_TOKEN ||= randomBytes(32).toString('base64url');
  const compiled = !dev;
  const { command, args, cwd } = apiCommand({ dev, compiled });
  const webServer = webCommand();
  const staffAppServer = staffAppCommand();
  const api = superviseChild({
    name: 'api',
    onGiveUp,
    spawnChild: () =>
      spawn(command, args, { cwd, stdio, env: { ...common, PORT: String(apiPort) } }),
  });
  const webEnv = { ...common, PORT: String(webPort), API_URL: apiUrl };
  const web = superviseChild({
    name: 'web',
    onGiveUp,
    spawnChild: () =>
      dev
        ? spawn('npx', ['react-router', 'dev', '--port', String(webPort)], {
            cwd: path.join(repoRoot, 'apps/web'),
            stdio,
            env: webEnv,
          })
        : spawn(webServer.command, webServer.args, {
            cwd: webServer.cwd,
            stdio,
            env: { ...webEnv, NODE_ENV: 'production' },
          }),
  });
  // The staff app forwards /admin/v1/ to the api from its own origin (apps/admin/README.md).
  const adminEnv = { ...common, API_URL: apiUrl };
  const admin = superviseChild({
    name: 'staff app',
    onGiveUp,
    spawnChild: () =>
      dev
        ? spawn('npx', ['vite'], { cwd: path.join(repoRoot, 'apps/admin'), stdio, env: adminEnv })
        : spawn(staffAppServer.command, staffAppServer.args, {
            cwd: staffAppServer.cwd,
            stdio,
            env: { ...adminEnv, NODE_ENV: 'production' },
          }),
  });
  /** @type {Record<'api' | 'web' | 'admin', ReturnType<typeof superviseChild>> & { worker?: ReturnType<typeof superviseChild> }} */
  const supervised = { api, web, admin };
  /** @type {ReturnType<typeof superviseChild> | undefined} */
  let worker;
  const stop = () =>
    Promise.all([api.stop(), web.stop(), admin.stop(), worker?.stop()]).then(() => {});
  // At once, not at the next health poll: Ctrl+C also reaches the children, and their exits
  // must not be taken for crashes and restarted.
  signal?.addEventListener('abort', () => void stop(), { once: true });
  try {
    // First start on an empty database migrates and seeds: give it time.
    await waitForHealth(`${apiUrl}/healthz`, api, 180_000, signal);
    await waitForHealth(`http://127.0.0.1:${webPort}/healthz`, web, 60_000, signal);
    await waitForHealth(`http://127.0.0.1:${adminPort}/healthz`, admin, 60_000, signal);
    // After the api, which migrates the database the worker reads.
    if (await workerNeeded(common, compiled)) {
      const workerPort = Number(common.WORKER_PORT ?? apiPort + 100);
      const { command: workerNode, args: workerArgs } = workerCommand({ compiled });
      worker = superviseChild({
        name: 'worker',
        onGiveUp,
        spawnChild: () =>
          spawn(workerNode, workerArgs, {
            cwd,
            stdio,
            env: { ...common, PORT: String(apiPort), WORKER_PORT: String(workerPort) },
          }),
      });
      supervised.worker = worker;
      await waitForHealth(`http://127.0.0.1:${workerPort}/healthz`, worker, 60_000, signal);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    apiUrl,
    webUrl: `http://localhost:${webPort}`,
    adminUrl: `http://localhost:${adminPort}`,
    supervised,
    stop,
  };
}
