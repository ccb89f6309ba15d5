import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startApiProcess, type ApiProcess } from './api-process.ts';

/**
 * The api as `npm start` runs it gets SIGTERM, then SIGINT, while a request is still arriving
 * (its body comes in two parts, a second apart): the request is answered in full, new
 * connections are refused meanwhile, and the process exits 0.
 */
let api: ApiProcess;

beforeAll(async () => {
  api = await startApiProcess({ env: { LOG_LEVEL: 'info' } });
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
