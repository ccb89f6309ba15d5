import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openTestDatabase } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { parseEnv } from '../env.ts';

let dataDir: string;
let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'shop-restart-'));
  database = await openTestDatabase({ seed: true });
});
afterAll(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** The api as `npm start` runs it: no JWT_SECRET, its data under DATA_DIR. */
function bootApi() {
  return buildApp({
    database,
    env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir }),
  });
}

describe('an api started without JWT_SECRET', () => {
  it('keeps its sessions across a restart, and two processes accept each other’s tokens', async () => {
    const [first, second] = await Promise.all([bootApi(), bootApi()]);
    let restarted: Awaited<ReturnType<typeof bootApi>> | undefined;
    try {
      const login = await first.inject({
        method: 'POST',
        url: '/auth-users/token/?store=ESSM',
        payload: { email: 'cliente@mamparas-demo.es', password: 'demo1234' },
      });
      expect(login.statusCode).toBe(200);
      const { access } = login.json<{ access: string }>();
      const info = (app: typeof first) =>
        app.inject({
          url: '/auth-users/v1/clients/info/?store=ESSM',
          headers: { authorization: `Bearer ${access}` },
        });
      expect((await info(second)).json()).toMatchObject({
        user: { email: 'cliente@mamparas-demo.es' },
      });
      await Promise.all([first.close(), second.close()]);
      restarted = await bootApi();
      expect((await info(restarted)).statusCode).toBe(200);
    } finally {
      await Promise.all([first.close(), second.close(), restarted?.close()]);
    }
  });
});
