import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { metricsReadable, metricsTokenHeader } from './metrics-access.ts';

/** Labelled as themselves in the request metrics. /healthz is the server's own (it answers even before a build). */
const probePaths = new Set(['/healthz', '/readyz', '/metrics']);

export interface ProcessProbesOptions {
  /** The api this process calls: its /readyz is this process's readiness. */
  apiUrl: string;
  /** METRICS_TOKEN: when set, /metrics asks for it in X-Metrics-Token. */
  metricsToken?: string | undefined;
  /** Longest wait for the api's /readyz. */
  readinessTimeoutMs?: number;
}

/**
 * /readyz and /metrics of the servers in front of the api (the web's, the staff app's), and
 * their graceful shutdown. Not ready when the api is not (it cannot serve a page without it)
 * nor once shutting down; the metrics are Node's and the request durations by route, which
 * the server names (a route pattern, never the raw URL).
 */
export function processProbes({
  apiUrl,
  metricsToken,
  readinessTimeoutMs = 2_000,
}: ProcessProbesOptions) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route, method and status',
    labelNames: ['route', 'method', 'status_code'] as const,
    registers: [registry],
  });
  let shuttingDown = false;

  async function readiness(): Promise<{ status: number; body: object }> {
    if (shuttingDown) return { status: 503, body: { status: 'shutting_down' } };
    try {
      const api = await fetch(new URL('/readyz', apiUrl), {
        signal: AbortSignal.timeout(readinessTimeoutMs),
      });
      if (api.ok) return { status: 200, body: { status: 'ready' } };
      return { status: 503, body: { status: 'unavailable', api: api.status } };
    } catch (error) {
      return { status: 503, body: { status: 'unavailable', api: String(error) } };
    }
  }

  return {
    /** Times the request; `routeOf` is asked for its route label once the answer is sent. */
    timeRequest(req: IncomingMessage, res: ServerResponse, routeOf: () => string) {
      const end = requestDuration.startTimer();
      const path = req.url?.split('?')[0] ?? '';
      res.once('finish', () =>
        end({
          route: probePaths.has(path) ? path : routeOf(),
          method: req.method ?? 'GET',
          status_code: String(res.statusCode),
        }),
      );
    },

    /** Answers GET /readyz and /metrics; false for any other request, which is not touched. */
    answer(req: IncomingMessage, res: ServerResponse): boolean {
      const path = req.url?.split('?')[0] ?? '';
      if (!probePaths.has(path) || path === '/healthz') return false;
      res.setHeader('cache-control', 'no-store');
      if (path === '/readyz') {
        void readiness().then(({ status, body }) => {
          res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
        });
        return true;
      }
      if (!metricsReadable(req.headers[metricsTokenHeader], metricsToken)) {
        res.writeHead(401, { 'content-type': 'text/plain; charset=utf-8' }).end();
        return true;
      }
      void registry.metrics().then(
        (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
        () => res.writeHead(500).end(),
      );
      return true;
    },

    /**
     * SIGTERM or SIGINT: /readyz answers 503 at once, and for `drainMs` the server goes on
     * serving while the load balancer's checks take it out of rotation; then it stops accepting
     * connections (and closes the idle ones) and waits for the requests in flight, at most
     * `timeoutMs`, past which their connections are closed. Resolves once the server is closed.
     */
    async shutDown(
      server: Server,
      { timeoutMs, drainMs = 0 }: { timeoutMs: number; drainMs?: number },
    ): Promise<void> {
      shuttingDown = true;
      if (drainMs > 0) await drained(drainMs);
      const bound = setTimeout(() => server.closeAllConnections(), timeoutMs);
      bound.unref();
      // A kept-alive connection whose request has finished would hold close() until its
      // keep-alive timeout: such connections are closed as soon as they fall idle.
      const idle = setInterval(() => server.closeIdleConnections(), 50);
      return new Promise((resolve) => {
        server.close(() => {
          clearTimeout(bound);
          clearInterval(idle);
          resolve();
        });
        server.closeIdleConnections();
      });
    },
  };
}

export type ProcessProbes = ReturnType<typeof processProbes>;

/**
 * The wait between "not ready" and closing the listening socket. Closed at once, a connection
 * the balancer opened just before its checks saw the 503 sits in the kernel's accept queue and
 * is reset unanswered, and HAProxy cannot tell whether such a request ran, so it is not retried.
 */
export function drained(drainMs: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, drainMs));
}

/** A SIGTERM or SIGINT shuts the server down (processProbes.shutDown), then the process exits 0. */
export function exitOnSignals(
  server: Server,
  probes: ProcessProbes,
  { timeoutMs = 10_000, drainMs = 0, name }: { timeoutMs?: number; drainMs?: number; name: string },
) {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    // A second signal (Ctrl+C reaches the whole process group, and `npm start` forwards it
    // too) must not kill the process halfway through: only the first one counts.
    if (stopping) return;
    stopping = true;
    console.log(`${name}: ${signal}, finishing the requests in flight`);
    await probes.shutDown(server, { timeoutMs, drainMs });
    console.log(`${name}: shut down`);
    process.exit(0);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, (s) => void stop(s));
}
