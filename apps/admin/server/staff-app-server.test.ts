import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { processProbes } from '@shop/ops';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffAppServer } from './staff-app-server.ts';

/*
 * The staff app's server against a stand-in api (a plain http server that answers what it
 * received): the browser must see one origin, with its calls and the api's answers unchanged.
 */

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let api: Server;
let staffApp: Server;
let origin: string;
let clientDirectory: string;
const received: Received[] = [];

function listen(server: Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

beforeAll(async () => {
  clientDirectory = mkdtempSync(path.join(tmpdir(), 'staff-app-build-'));
  mkdirSync(path.join(clientDirectory, 'assets'));
  writeFileSync(path.join(clientDirectory, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(clientDirectory, 'assets', 'index-abc123.js'), 'console.log(1);');
  api = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      });
      if (req.url?.startsWith('/admin/v1/orders/export.csv')) {
        res.writeHead(200, { 'Content-Type': 'text/csv; charset=utf-8' });
        res.write('number,total\n');
        res.end('MS-1,1000\n');
        return;
      }
      res.writeHead(req.method === 'POST' ? 200 : 401, {
        'Content-Type': 'application/json',
        'Set-Cookie': [
          'staff_session=abc; HttpOnly; SameSite=Strict; Path=/admin/v1/',
          'other=1; Path=/',
        ],
      });
      res.end(JSON.stringify({ detail: 'from the api' }));
    });
  });
  const apiPort = await listen(api);
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  staffApp = createStaffAppServer({ clientDirectory, apiUrl, probes: processProbes({ apiUrl }) });
  origin = `http://127.0.0.1:${await listen(staffApp)}`;
});

afterAll(async () => {
  await Promise.all(
    [api, staffApp].map((server) => new Promise((resolve) => server.close(resolve))),
  );
  rmSync(clientDirectory, { recursive: true, force: true });
});

describe('the staff app server forwards /admin/v1/ to the api', () => {
  it('sends method, path, query, body, cookies and the CSRF header unchanged', async () => {
    received.length = 0;
    const response = await fetch(`${origin}/admin/v1/session/?language=fr`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Cookie: 'staff_session=old',
        'X-Requested-With': 'staff-app',
        'X-Forwarded-For': '203.0.113.9',
      },
      body: JSON.stringify({ email: 'pedidos@mamparas-demo.es', password: 'demo1234' }),
    });
    expect(response.status).toBe(200);
    const call = received[0];
    expect(call?.method).toBe('POST');
    expect(call?.url).toBe('/admin/v1/session/?language=fr');
    expect(JSON.parse(call?.body ?? '')).toEqual({
      email: 'pedidos@mamparas-demo.es',
      password: 'demo1234',
    });
    expect(call?.headers.cookie).toBe('staff_session=old');
    expect(call?.headers['x-requested-with']).toBe('staff-app');
    // The api's attempt limits count the last entry: the address that reached the staff app.
    expect(call?.headers['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1');
  });

  it('gives the browser every Set-Cookie, the status and the body of the api', async () => {
    const response = await fetch(`${origin}/admin/v1/session/`);
    expect(response.status).toBe(401);
    expect(response.headers.getSetCookie()).toEqual([
      'staff_session=abc; HttpOnly; SameSite=Strict; Path=/admin/v1/',
      'other=1; Path=/',
    ]);
    expect(await response.json()).toEqual({ detail: 'from the api' });
  });

  it('streams the CSV export as the api wrote it', async () => {
    const response = await fetch(`${origin}/admin/v1/orders/export.csv?status=400&status=650`);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(await response.text()).toBe('number,total\nMS-1,1000\n');
    expect(received.at(-1)?.url).toBe('/admin/v1/orders/export.csv?status=400&status=650');
  });

  it('forwards reads of the catalogue images (the photo thumbnails), nothing else of the api', async () => {
    received.length = 0;
    await fetch(`${origin}/media/v1/images/photos/abc?w=80&h=80&f=webp`);
    expect(received.at(-1)?.url).toBe('/media/v1/images/photos/abc?w=80&h=80&f=webp');
    await fetch(`${origin}/media/v1/images/photos/abc`, { method: 'POST', body: 'x' });
    await fetch(`${origin}/catalog/v1/products/`);
    expect(received).toHaveLength(1);
  });

  it('answers 502 in the staff member’s language when the api is down', async () => {
    const closed = createStaffAppServer({ clientDirectory, apiUrl: 'http://127.0.0.1:9' });
    const port = await listen(closed);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/admin/v1/orders/?language=fr`);
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({
        detail: 'Le serveur ne répond pas. Réessayez.',
        code: 'api_unreachable',
      });
    } finally {
      await new Promise((resolve) => closed.close(resolve));
    }
  });
});

describe('the staff app server serves the built app', () => {
  it('keeps hashed assets for a year and asks again for the page', async () => {
    const asset = await fetch(`${origin}/assets/index-abc123.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const page = await fetch(`${origin}/orders?status=400`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toContain('<div id="root">');
  });

  it('does not answer a missing asset with the page, nor leave the build folder', async () => {
    expect((await fetch(`${origin}/assets/index-old999.js`)).status).toBe(404);
    const outside = await fetch(`${origin}/..%2f..%2fetc%2fpasswd`);
    expect(await outside.text()).toContain('<div id="root">');
    const broken = await fetch(`${origin}/%ff`);
    expect(broken.status).toBe(200);
  });

  it('refuses to change anything outside the api', async () => {
    const response = await fetch(`${origin}/orders`, { method: 'POST' });
    expect(response.status).toBe(405);
  });

  it('sends the security headers on every answer, the api’s included', async () => {
    for (const url of ['/', '/assets/index-abc123.js', '/admin/v1/session/', '/healthz']) {
      const response = await fetch(`${origin}${url}`);
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy).toContain("script-src 'self';");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("object-src 'none'");
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy')).toContain('camera=()');
    }
  });
});

describe('the staff app server’s probes', () => {
  it('is not ready while the api’s /readyz fails (the stand-in answers GET with 401)', async () => {
    const response = await fetch(`${origin}/readyz`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'unavailable', api: 401 });
  });

  it('times requests by kind, never by raw URL', async () => {
    await fetch(`${origin}/admin/v1/orders/12345/`);
    const text = await (await fetch(`${origin}/metrics`)).text();
    expect(text).toMatch(
      /http_request_duration_seconds_count\{route="\/admin\/v1\/\*",method="GET",status_code="401"\} \d+/,
    );
    expect(text).not.toMatch(/route="[^"]*12345/);
  });
});
