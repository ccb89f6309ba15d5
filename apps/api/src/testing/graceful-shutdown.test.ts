import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startApiProcess, type ApiProcess } from './api-process.ts';
import { guestCheckout } from './guest-checkout.ts';
import { stockProduct } from './order-consistency.ts';

/**
 * The api as `npm start` runs it gets SIGTERM, then SIGINT, while a request is still arriving
 * (its body comes in two parts, a second apart): the request is answered in full, new
 * connections are refused meanwhile, and the process exits 0.
 */
let api: ApiProcess;
let productId: number;

beforeAll(async () => {
  api = await startApiProcess({
    env: { LOG_LEVEL: 'info' },
    async beforeStart({ db }) {
      productId = await stockProduct(db, 'BRS-CL730', 100);
    },
  });
});
afterAll(async () => {
  await api?.close();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Everything the server sent until it closed the connection. */
function answerOf(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('utf8')));
    socket.on('end', () => resolve(received));
    socket.on('error', reject);
  });
}

/** The value of one sample of /metrics, or undefined when absent. */
async function sampleOf(name: string, labels: string): Promise<number | undefined> {
  const text = await (await fetch(`${api.url}/metrics`)).text();
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${name}{${labels}}`));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

// A process of its own, so its counters hold this test's orders only.
it('counts the orders placed and the payment outcomes by provider', async () => {
  const shopper = guestCheckout(api.url, 'ESSM');
  await shopper.byTransfer(productId);
  const paid = await shopper.byCard(productId);
  expect(paid.status).toBe('authorized');
  expect(await sampleOf('shop_orders_placed_total', 'store="ESSM",payment_method="transfer"')).toBe(
    1,
  );
  expect(await sampleOf('shop_orders_placed_total', 'store="ESSM",payment_method="card"')).toBe(1);
  expect(
    await sampleOf('shop_payment_outcomes_total', 'provider="adyen",outcome="authorized"'),
  ).toBe(1);
});

it('finishes the request in flight on SIGTERM, then exits 0', async () => {
  const { port } = new URL(api.url);
  const socket = connect(Number(port), '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  const answer = answerOf(socket);
  const body = JSON.stringify({ note: 'a body that takes a while to arrive' });
  socket.write(
    'POST /cart/v1/carts/?store=ESSM&language=es HTTP/1.1\r\n' +
      `Host: 127.0.0.1:${port}\r\n` +
      'Content-Type: application/json\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'X-Request-Id: shutdown-test-1\r\n' +
      'Connection: close\r\n\r\n' +
      body.slice(0, 10),
  );
  await pause(300);

  const pid = api.pid;
  const exited = api.kill('SIGTERM');
  await pause(200);
  // A second signal, as Ctrl+C under `npm start` gives (the terminal's and the forwarded one),
  // does not cut the shutdown short.
  process.kill(pid, 'SIGINT');
  await pause(800);
  // Shutting down: no new connection is taken.
  await expect(fetch(`${api.url}/healthz`)).rejects.toThrow();
  socket.write(body.slice(10));

  const [head, json] = (await answer).split('\r\n\r\n');
  expect(head).toMatch(/^HTTP\/1\.1 201 /);
  expect(head?.toLowerCase()).toContain('x-request-id: shutdown-test-1');
  expect(JSON.parse(json ?? '')).toMatchObject({ id: expect.any(String) });
  expect(await exited).toEqual({ code: 0, signal: null });
  expect(api.output()).toContain('"reqId":"shutdown-test-1"');
  expect(api.output()).toContain('shut down');
});
