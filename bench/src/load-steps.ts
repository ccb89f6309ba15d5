import { setTimeout as sleep } from 'node:timers/promises';
import { startBaseline } from './baselines/baseline-process.ts';
import { measure, type LoadFigures, type LoadOptions } from './load.ts';
import { menusPath } from './targets.ts';

/** BENCH_API_PORT / BENCH_WEB_PORT move the whole bench, baselines on the ports just above. */
function portFrom(variable: string, fallback: number): number {
  const value = process.env[variable];
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65_530)
    throw new Error(`${variable} must be a port number, not ${value}`);
  return port;
}

// Clear of a dev shop (4000/3000) and of the e2e shop.
const apiPort = portFrom('BENCH_API_PORT', 4200);
const webPort = portFrom('BENCH_WEB_PORT', 3200);
export const ports = {
  api: apiPort,
  web: webPort,
  admin: webPort + 2,
  menusBaseline: apiPort + 1,
  listingBaseline: apiPort + 2,
  cacheMissingBaseline: apiPort + 3,
  cartRowBaseline: apiPort + 4,
  shopperBaseline: apiPort + 5,
  homeBaseline: webPort + 1,
  pageReplayBaseline: webPort + 3,
};
export const load = { connections: 50, warmupSeconds: 3, durationSeconds: 10 };
// The web gives up on a render after its 5 s stream timeout (+1 s): longer than that, the
// renders still in flight when a load ends no longer weigh on the next target.
const settleMs = 7_000;
const drainLimitMs = 180_000;

export const step = (message: string) => console.log(`[bench] ${message}`);
/** Failed requests, crashed processes, a Lighthouse error: any of them fails the run. */
export const problems: string[] = [];

export async function loadTarget(
  name: string,
  url: string,
  request?: LoadOptions['request'],
  connections = load.connections,
): Promise<LoadFigures> {
  step(`loading ${request?.method ?? 'GET'} ${url} (${connections} connections)`);
  const figures = await measure(url, { ...load, connections, request });
  if (figures.non2xx + figures.errors > 0) {
    problems.push(
      `${name}: ${figures.non2xx} non-2xx responses and ${figures.errors} failed requests out of ${figures.requests}`,
    );
  }
  return figures;
}

/**
 * Requests the api keeps serving after their client gave up (a single PGlite answers them one
 * by one) must not weigh on the next target: waits until a menus call answers within a second.
 */
export async function drain(apiUrl: string): Promise<void> {
  const deadline = Date.now() + drainLimitMs;
  for (;;) {
    const started = Date.now();
    await fetch(`${apiUrl}${menusPath}`).then((response) => response.arrayBuffer());
    if (Date.now() - started < 1_000) return;
    if (Date.now() > deadline) {
      step(`the api was still busy ${drainLimitMs / 1000} s after the load; going on`);
      return;
    }
  }
}

export async function loadApi(
  name: string,
  apiUrl: string,
  target: string,
  request?: LoadOptions['request'],
): Promise<LoadFigures> {
  const figures = await loadTarget(name, `${apiUrl}${target}`, request);
  await drain(apiUrl);
  return figures;
}

/** The web's renders still in flight when an SSR load ends must not weigh on the next target. */
export async function loadPage(
  name: string,
  url: string,
  apiUrl: string,
  request?: LoadOptions['request'],
  connections?: number,
): Promise<LoadFigures> {
  const figures = await loadTarget(name, url, request, connections);
  await sleep(settleMs);
  await drain(apiUrl);
  return figures;
}

/** Baselines run in their own processes, as the shop's servers do. */
export async function loadBaseline(
  name: string,
  entry: string,
  port: number,
  env: Record<string, string>,
  target: string,
  request?: LoadOptions['request'],
  connections?: number,
) {
  const baseline = await startBaseline(new URL(entry, import.meta.url), port, env);
  try {
    return await loadTarget(name, `${baseline.url}${target}`, request, connections);
  } finally {
    await baseline.stop();
  }
}
