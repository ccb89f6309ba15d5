import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { runWithRequestId } from '@shop/ops';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type * as ApiClient from './api.server.ts';

/*
 * The web's api calls carry the request id of the request being answered (server.ts sets it),
 * so the api's log lines of one page view carry the web's id. Against a stand-in api that
 * records what it received.
 */
let api: Server;
const received: IncomingHttpHeaders[] = [];
let client: typeof ApiClient;

beforeAll(async () => {
  api = createServer((req, res) => {
    received.push(req.headers);
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  process.env.API_URL = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  // env.server parses API_URL when first imported.
  client = await import('./api.server.ts');
});
afterAll(async () => {
  await new Promise((resolve) => api.close(resolve));
});

const scope = { store: 'ESSM', language: 'es', token: 'customer-token' } as const;

it('sends the render’s request id on every api call made while answering it', async () => {
  received.length = 0;
  await runWithRequestId('render-1', async () => {
    await client.apiGet(scope, '/cart/v1/carts/1/');
    await client.apiPost(scope, '/cart/v1/carts/', {});
    await client.apiSend(scope, 'DELETE', '/cart/v1/cart-rows/1/');
  });
  expect(received.map((headers) => headers['x-request-id'])).toEqual([
    'render-1',
    'render-1',
    'render-1',
  ]);
});

it('sends none outside a request (the api then names the call itself)', async () => {
  received.length = 0;
  await client.apiGet(scope, '/cart/v1/carts/1/');
  expect(received[0]?.['x-request-id']).toBeUndefined();
});
