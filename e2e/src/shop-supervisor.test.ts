import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort } from '../../apps/api/src/testing/closed-port.ts';
import { startShop } from '../../scripts/shop-processes.mjs';
import { superviseChild } from '../../scripts/supervisor.mjs';

/**
 * `npm start`'s supervision (scripts/supervisor.mjs) on a shop of its own, beside the one the
 * other journeys use: its own free ports and DATA_DIR (embedded database), the built web.
 */
let shop: Awaited<ReturnType<typeof startShop>>;
let dataDir: string;
const givenUp: string[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'shop-supervisor-'));
  const env: Record<string, string> = { DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  shop = await startShop({
    apiPort: await closedPort(),
    webPort: await closedPort(),
    adminPort: await closedPort(),
    quiet: true,
    env,
    onGiveUp: (message) => givenUp.push(message),
  });
}, 240_000);
afterAll(async () => {
  await shop?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const answers = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(5_000) }).then(
    (response) => response.status,
    () => 0,
  );

describe('the shop started by npm start', () => {
  it(
    'restarts an api killed with SIGKILL: the shop answers again through the web',
    {
      timeout: 180_000,
    },
    async () => {
      const killed = shop.supervised.api.child;
      killed.kill('SIGKILL');
      await expect.poll(() => shop.supervised.api.crashes.length, { timeout: 10_000 }).toBe(1);
      expect(shop.supervised.api.crashes[0]).toMatchObject({ signal: 'SIGKILL' });

      await expect
        .poll(() => answers(`${shop.apiUrl}/healthz`), { timeout: 120_000, interval: 250 })
        .toBe(200);
      expect(shop.supervised.api.child.pid).not.toBe(killed.pid);
      // The home page is rendered from the api's answers: the web reaches the new api.
      expect(await answers(`${shop.webUrl}/`)).toBe(200);
      expect(shop.supervised.web.crashes).toEqual([]);
      expect(givenUp).toEqual([]);
    },
  );

  it('restarts nothing it was told to stop', async () => {
    const lines: string[] = [];
    const supervised = superviseChild({
      name: 'stopped child',
      spawnChild: () => spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']),
      log: (line) => lines.push(line),
      backoffMs: [10],
    });
    const first = supervised.child;
    await supervised.stop();
    await new Promise((resolve) => setTimeout(resolve, 200));

    expect(first.signalCode).toBe('SIGTERM');
    expect(supervised.child).toBe(first);
    expect(supervised.crashes).toEqual([]);
    expect(lines).toEqual([]);
  });

  it('gives up, with a line saying so, on a process that keeps crashing', async () => {
    const lines: string[] = [];
    const gaveUp = new Promise<string>((resolve) => {
      superviseChild({
        name: 'crashing child',
        spawnChild: () => spawn(process.execPath, ['-e', 'process.exit(3)']),
        onGiveUp: resolve,
        log: (line) => lines.push(line),
        backoffMs: [10, 20],
      });
    });

    expect(await gaveUp).toBe(
      'The crashing child crashed 5 times within 60 s (last: exit 3); giving up.',
    );
    expect(lines).toEqual([
      'The crashing child stopped (exit 3); restarting it in 0.01 s.',
      'The crashing child stopped (exit 3); restarting it in 0.02 s.',
      'The crashing child stopped (exit 3); restarting it in 0.02 s.',
      'The crashing child stopped (exit 3); restarting it in 0.02 s.',
      'The crashing child crashed 5 times within 60 s (last: exit 3); giving up.',
    ]);
  });
});
