import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cacheChangesPath, internalTokenHeader } from '@shop/ops';
import { afterEach, describe, expect, it } from 'vitest';
import { cachedJson } from './api-cache.server.ts';
import { followCacheChanges } from './cache-changes.server.ts';
import { cachedPage } from './page-cache.server.ts';

const token = 'internal-token-of-this-test-0123456789';

/**
 * A stand-in for the api's change stream, answering only INTERNAL_API_TOKEN; `send` writes one
 * event to every follower.
 */
async function changeStream() {
  const followers = new Set<ServerResponse>();
  let connections = 0;
  const server = createServer((request, response) => {
    if (request.url !== cacheChangesPath) return void response.writeHead(404).end();
    if (request.headers[internalTokenHeader] !== token) return void response.writeHead(401).end();
    connections += 1;
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    response.write(': following changes\n\n');
    followers.add(response);
    request.on('close', () => followers.delete(response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    connections: () => connections,
    followers: () => followers.size,
    send: (data: string) => {
      // One event split across two writes, as a network may deliver it.
      for (const follower of followers) {
        follower.write(`data: ${data.slice(0, 5)}`);
        follower.write(`${data.slice(5)}\n\n`);
      }
    },
    dropFollowers: () => {
      for (const follower of followers) follower.destroy();
    },
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

const keep = (cache: typeof cachedJson, key: string) =>
  cache(key, async () => ({ body: key, maxAgeSeconds: 60 }));

let cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups) await cleanup();
  cleanups = [];
});

describe('followCacheChanges', () => {
  it('drops the kept pages and api answers on every change the api announces', async () => {
    const stream = await changeStream();
    const stop = followCacheChanges({ apiUrl: stream.url, token, retryMs: 20 });
    cleanups = [stop, stream.close];
    await expect.poll(() => stream.followers()).toBe(1);

    await keep(cachedPage, 'page');
    await keep(cachedJson, 'answer');
    stream.send('{"scope":"not-a-scope"}');
    stream.send('{"scope":"content"}');
    await expect.poll(() => cachedPage.fresh('page')).toBeUndefined();
    expect(cachedJson.fresh('answer')).toBeUndefined();
  });

  it('drops everything when it follows the stream again after losing it', async () => {
    const stream = await changeStream();
    const stop = followCacheChanges({ apiUrl: stream.url, token, retryMs: 20 });
    cleanups = [stop, stream.close];
    await expect.poll(() => stream.followers()).toBe(1);
    await keep(cachedPage, 'page');
    stream.dropFollowers();
    await expect.poll(() => stream.connections()).toBe(2);
    expect(cachedPage.fresh('page')).toBeUndefined();
  });
});

describe('a shared cache cleared during a load', () => {
  it('does not keep what the load read before the clear, and loads afresh after it', async () => {
    let release = () => {};
    const slow = cachedJson('slow', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return { body: 'before', maxAgeSeconds: 60 };
    });
    cachedJson.clear();
    const after = cachedJson('slow', async () => ({ body: 'after', maxAgeSeconds: 60 }));
    release();
    expect(await slow).toBe('before');
    expect(await after).toBe('after');
    expect(cachedJson.fresh('slow')).toBe('after');
  });
});
