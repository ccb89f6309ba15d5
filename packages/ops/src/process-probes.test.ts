import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { processProbes, type ProcessProbes } from './process-probes.ts';

/*
 * The probes of a server in front of the api (the web's, the staff app's), on a real http
 * server against a stand-in api whose /readyz answers what the test says.
 */

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))),
  );
});

async function listen(server: Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A stand-in api: /readyz answers `status()`. */
function standInApi(status: () => number) {
  return listen(createServer((_req, res) => res.writeHead(status()).end()));
}

/** A server using the probes; /slow answers after `slowMs`. */
async function serverWith(probes: ProcessProbes, slowMs = 0) {
  const server = createServer((req, res) => {
    probes.timeRequest(req, res, () =>
      req.url?.startsWith('/products/') ? '/products/:id' : 'other',
    );
    if (probes.answer(req, res)) return;
    if (req.url === '/slow') setTimeout(() => res.end('finished'), slowMs);
    else res.end('page');
  });
  return { server, url: await listen(server) };
}

describe('/readyz', () => {
  it('is ready when the api is, 503 when it is not or does not answer', async () => {
    let apiStatus = 200;
    const probes = processProbes({ apiUrl: await standInApi(() => apiStatus) });
    const { url } = await serverWith(probes);
    const ready = await fetch(`${url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
    apiStatus = 503;
    const unready = await fetch(`${url}/readyz`);
    expect(unready.status).toBe(503);
    expect(await unready.json()).toEqual({ status: 'unavailable', api: 503 });

    const noApi = processProbes({ apiUrl: 'http://127.0.0.1:1' });
    const other = await serverWith(noApi);
    expect((await fetch(`${other.url}/readyz`)).status).toBe(503);
  });
});

describe('/metrics', () => {
  it('counts requests by the route the server names, never the raw URL', async () => {
    const probes = processProbes({ apiUrl: await standInApi(() => 200) });
    const { url } = await serverWith(probes);
    await fetch(`${url}/products/123456`);
    await fetch(`${url}/products/654321`);
    const text = await (await fetch(`${url}/metrics`)).text();
    expect(text).toMatch(
      /http_request_duration_seconds_count\{route="\/products\/:id",method="GET",status_code="200"\} 2/,
    );
    expect(text).not.toContain('123456"');
    expect(text).toContain('process_cpu_user_seconds_total');
  });

  it('asks for METRICS_TOKEN in X-Metrics-Token when it is set', async () => {
    const token = 'a-token-of-twenty-chars';
    const probes = processProbes({ apiUrl: await standInApi(() => 200), metricsToken: token });
    const { url } = await serverWith(probes);
    expect((await fetch(`${url}/metrics`)).status).toBe(401);
    expect(
      (await fetch(`${url}/metrics`, { headers: { 'x-metrics-token': 'wrong' } })).status,
    ).toBe(401);
    const allowed = await fetch(`${url}/metrics`, { headers: { 'x-metrics-token': token } });
    expect(allowed.status).toBe(200);
    expect(await allowed.text()).toContain('http_request_duration_seconds');
  });
});

describe('shutDown', () => {
  it('finishes the request in flight, refuses new ones, and resolves once closed', async () => {
    const probes = processProbes({ apiUrl: await standInApi(() => 200) });
    const { server, url } = await serverWith(probes, 500);
    const inFlight = fetch(`${url}/slow`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closed = probes.shutDown(server, { timeoutMs: 5_000 });
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
    const answer = await inFlight;
    expect(await answer.text()).toBe('finished');
    await closed;
    expect(server.listening).toBe(false);
  });

  it('goes on serving while it drains, answering not ready, then closes', async () => {
    const probes = processProbes({ apiUrl: await standInApi(() => 200) });
    const { server, url } = await serverWith(probes);
    const closed = probes.shutDown(server, { timeoutMs: 5_000, drainMs: 400 });
    const readiness = await fetch(`${url}/readyz`, { headers: { connection: 'close' } });
    expect(readiness.status).toBe(503);
    expect(await readiness.json()).toEqual({ status: 'shutting_down' });
    const page = await fetch(`${url}/`, { headers: { connection: 'close' } });
    expect(await page.text()).toBe('page');
    await closed;
    expect(server.listening).toBe(false);
    await expect(fetch(`${url}/`)).rejects.toThrow();
  });

  it('closes a request still running past the bound', async () => {
    const probes = processProbes({ apiUrl: await standInApi(() => 200) });
    const { server, url } = await serverWith(probes, 60_000);
    const inFlight = fetch(`${url}/slow`).then(
      () => 'answered',
      () => 'cut',
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    await probes.shutDown(server, { timeoutMs: 300 });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await inFlight).toBe('cut');
  });
});
