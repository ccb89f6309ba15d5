import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { products, users } from '@shop/db';
import { openTestDatabase } from '@shop/db/testing';
import { cacheChangesPath, internalTokenHeader } from '@shop/ops';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { signAccessToken } from '../auth/access-token.ts';
import { parseEnv } from '../env.ts';
import { photoOf, uploadPhoto } from '../testing/product-photo-upload.ts';
import { demoStaffEmails, staffHeaders } from '../testing/staff-sign-in.ts';

const redisUrl = process.env.CACHE_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/5';
const listing = '/catalog/v1/store-novelties/?store=ESSM&language=es&page_size=1';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let dataDir: string;
const jwtSecret = randomBytes(32).toString('base64url');
const internalToken = randomBytes(32).toString('base64url');

/**
 * An api instance on the shared test database and file store; `redis` says whether it uses
 * Redis.
 */
async function instance(redis: { keyPrefix: string } | undefined) {
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: jwtSecret,
    DATA_DIR: dataDir,
    INTERNAL_API_TOKEN: internalToken,
    ...(redis && { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: redis.keyPrefix }),
  });
  const app = await buildApp({ database, env });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}
type Instance = Awaited<ReturnType<typeof instance>>;

const baseUrl = (app: Instance) => {
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
};

/** The events of one instance's change stream, as they arrive. */
async function followStream(app: Instance) {
  const events: string[] = [];
  const stopping = new AbortController();
  const response = await fetch(`${baseUrl(app)}${cacheChangesPath}`, {
    headers: { [internalTokenHeader]: internalToken },
    signal: stopping.signal,
  });
  expect(response.headers.get('content-type')).toBe('text/event-stream');
  const reading = (async () => {
    const decoder = new TextDecoder();
    if (!response.body) return;
    for await (const chunk of response.body) {
      for (const line of decoder.decode(chunk).split('\n'))
        if (line.startsWith('data: ')) events.push(line.slice('data: '.length));
    }
  })().catch(() => {});
  return {
    events,
    stop: async () => {
      stopping.abort();
      await reading;
    },
  };
}

const firstRef = async (app: Instance) =>
  (await app.inject(listing)).json<{ results: { ref: string; id: number }[] }>().results[0];

beforeAll(async () => {
  database = await openTestDatabase({ seed: true });
  dataDir = await mkdtemp(join(tmpdir(), 'cache-invalidation-'));
});
afterAll(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('cache invalidation across api instances (Redis pub/sub)', () => {
  let first: Instance;
  let second: Instance;
  beforeAll(async () => {
    const keyPrefix = `content-cache-test:${randomBytes(4).toString('hex')}:`;
    first = await instance({ keyPrefix });
    second = await instance({ keyPrefix });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('a catalogue change announced on one instance empties the other one’s answer cache and reaches its stream', async () => {
    const before = await firstRef(second);
    if (before === undefined) throw new Error('the seed has no novelties');
    await database.db
      .update(products)
      .set({ ref: `${before.ref}-changed` })
      .where(eq(products.id, before.id));
    // Each instance keeps its own copy: the second still answers what it kept.
    expect((await firstRef(second))?.ref).toBe(before.ref);
    expect((await firstRef(first))?.ref).toBe(`${before.ref}-changed`);

    const stream = await followStream(second);
    await first.announceChange('catalogue');
    await expect.poll(() => stream.events).toEqual(['{"scope":"catalogue"}']);
    expect((await firstRef(second))?.ref).toBe(`${before.ref}-changed`);
    await stream.stop();
  });

  it('a content change leaves the api’s answers alone', async () => {
    const kept = await firstRef(second);
    if (kept === undefined) throw new Error('the seed has no novelties');
    await database.db
      .update(products)
      .set({ ref: `${kept.ref}-again` })
      .where(eq(products.id, kept.id));
    const stream = await followStream(second);
    await first.announceChange('content');
    await expect.poll(() => stream.events).toEqual(['{"scope":"content"}']);
    expect((await firstRef(second))?.ref).toBe(kept.ref);
    await stream.stop();
  });

  it('a photo removed on one instance is no longer served from the other one’s memory', async () => {
    const [product] = await database.db.select({ id: products.id }).from(products).limit(1);
    if (product === undefined) throw new Error('the seed has no product');
    const headers = await staffHeaders(first, demoStaffEmails.catalogue_editor);
    // Small and smooth: the sizes the upload has rendered in the background encode fast.
    const uploaded = await uploadPhoto(first, await photoOf(600, 400, 'jpeg', 4), {
      headers,
      productId: product.id,
    });
    expect(uploaded.statusCode).toBe(201);
    const photo = uploaded.json<{ id: number; public_id: string }>();
    const thumbnail = `/media/v1/images/${photo.public_id}?w=80&h=80&f=jpeg`;
    expect((await second.inject(thumbnail)).statusCode).toBe(200);

    const removed = await first.inject({
      method: 'DELETE',
      url: `/admin/v1/products/${product.id}/images/${photo.id}/`,
      headers,
    });
    expect(removed.statusCode).toBe(204);
    await expect.poll(async () => (await second.inject(thumbnail)).statusCode).toBe(404);
  });
});

describe('cache invalidation in one api process (no Redis)', () => {
  it('streams the changes to the shop’s own processes only', async () => {
    const app = await instance(undefined);
    const refused: Record<string, string>[] = [
      {},
      { [internalTokenHeader]: 'not-the-token' },
      { [internalTokenHeader]: `${internalToken}x` },
      { authorization: `Bearer ${internalToken}` },
    ];
    for (const headers of refused) {
      const response = await fetch(`${baseUrl(app)}${cacheChangesPath}`, { headers });
      expect(response.status).toBe(401);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ detail: expect.any(String) });
    }
    // An api given no token streams to no one.
    const closed = await buildApp({
      database,
      env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', JWT_SECRET: jwtSecret }),
    });
    const unset = await closed.inject({
      url: cacheChangesPath,
      headers: { [internalTokenHeader]: internalToken },
    });
    expect(unset.statusCode).toBe(401);
    await closed.close();

    const stream = await followStream(app);
    await app.announceChange('store-config');
    await expect.poll(() => stream.events).toEqual(['{"scope":"store-config"}']);
    await stream.stop();
    await app.close();
  });

  it('holds at most 100 streams open, and takes a new one once one closes', async () => {
    const app = await instance(undefined);
    /** A new stream's answer, the stream closed at once. */
    const answer = async () => {
      const stopping = new AbortController();
      const response = await fetch(`${baseUrl(app)}${cacheChangesPath}`, {
        headers: { [internalTokenHeader]: internalToken },
        signal: stopping.signal,
      });
      stopping.abort();
      return { status: response.status, retryAfter: response.headers.get('retry-after') };
    };
    const streams = await Promise.all(Array.from({ length: 100 }, () => followStream(app)));
    expect(await answer()).toEqual({ status: 429, retryAfter: '5' });
    await streams.pop()?.stop();
    // The api hears the close a moment later.
    await expect.poll(async () => (await answer()).status).toBe(200);
    for (const stream of streams) await stream.stop();
    await app.close();
  });

  it('tells the web’s stream of every page an admin creates, edits or deletes', async () => {
    const app = await instance(undefined);
    const [admin] = await database.db
      .insert(users)
      .values({
        email: 'admin-cache@example.com',
        passwordHash: 'unused',
        firstName: 'Test',
        lastName: 'Cache',
        storeCode: 'ESSM',
        isActive: true,
        isAdmin: true,
      })
      .returning({ id: users.id });
    if (admin === undefined) throw new Error('the admin was not created');
    const headers = { authorization: `Bearer ${await signAccessToken(jwtSecret, admin.id)}` };
    const stream = await followStream(app);
    const page = { slug: 'cache-test', title: 'Caché', body: 'Uno.' };
    const created = await app.inject({
      method: 'POST',
      url: '/cms/v1/pages/?store=ESSM',
      headers,
      payload: page,
    });
    expect(created.statusCode).toBe(201);
    const url = `/cms/v1/pages/${created.json<{ id: number }>().id}/?store=ESSM`;
    const edited = await app.inject({
      method: 'PUT',
      url,
      headers,
      payload: { ...page, body: 'Dos.' },
    });
    expect(edited.statusCode).toBe(200);
    expect((await app.inject({ method: 'DELETE', url, headers })).statusCode).toBe(204);
    // A refused write changes nothing and announces nothing.
    expect((await app.inject({ method: 'DELETE', url, headers })).statusCode).toBe(404);
    await expect.poll(() => stream.events.length).toBe(3);
    expect(new Set(stream.events)).toEqual(new Set(['{"scope":"content"}']));
    await stream.stop();
    await app.close();
  });
});
