import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type * as ApiClient from './api.server.ts';

/*
 * A signed-in customer's page is rendered for them alone; the catalogue answers it reads are
 * shared with every other visitor, their own (a cart) never. Against a stand-in api that
 * names the caller in every answer and marks each one public, as a catalogue answer is: a
 * personal answer must not leak even then.
 */
let api: Server;
let calls = 0;
let client: typeof ApiClient;

beforeAll(async () => {
  api = createServer((request, response) => {
    calls += 1;
    response
      .writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=60' })
      .end(JSON.stringify({ for: request.headers.authorization ?? 'guest' }));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  process.env.API_URL = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  // env.server parses API_URL when first imported.
  client = await import('./api.server.ts');
});
afterAll(async () => {
  await new Promise((resolve) => api.close(resolve));
});

const edition = { store: 'ESSM', language: 'es' } as const;
const read = (path: string, token?: string) =>
  client.apiGet<{ for: string }>({ ...edition, token }, path).then((answer) => answer.for);

it('answers each customer with their own call, and never keeps it for anyone else', async () => {
  const path = '/cart/v1/carts/42/';
  expect(await read(path, 'ana')).toBe('Bearer ana');
  expect(await read(path, 'luis')).toBe('Bearer luis');
  expect(await read(path)).toBe('guest');
  expect(await read(path, 'ana')).toBe('Bearer ana');
});

it('shares a guest’s catalogue answer with the next visitor without asking the api again', async () => {
  const path = '/catalog/v1/menus/web-list/';
  const before = calls;
  expect(await read(path)).toBe('guest');
  expect(await read(path)).toBe('guest');
  expect(calls - before).toBe(1);
});
