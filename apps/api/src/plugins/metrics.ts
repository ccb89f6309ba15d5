import { outboxEmails } from '@shop/db';
import { metricsReadable, metricsTokenHeader } from '@shop/ops';
import { and, count, isNull } from 'drizzle-orm';
import fastifyPlugin from 'fastify-plugin';
import { Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../database.ts';
import { processMetrics } from '../metrics/shop-metrics.ts';
import { ApiError } from './api-error.ts';

export type MetricsOptions = { database: Database; metricsToken: string | undefined };

/**
 * GET /metrics in Prometheus's text format: the process's metrics (metrics/shop-metrics.ts)
 * and this app's: request durations by route pattern (never the raw URL, whose ids and query
 * strings would make a series per product), the database connections, and the e-mails waiting
 * in the outbox, read at each scrape. With METRICS_TOKEN set it asks for
 * `X-Metrics-Token: <token>` (401 otherwise), so the port the shop serves can carry it.
 */
export const metrics = fastifyPlugin<MetricsOptions>(async (app, { database, metricsToken }) => {
  const registry = new Registry();
  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern, method and status',
    labelNames: ['route', 'method', 'status_code'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections lent to queries (in_use), idle, and queries waiting for one',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const use = database.connectionUse();
      if (use.driver !== 'postgres') return;
      this.set({ state: 'in_use' }, use.inUse);
      this.set({ state: 'idle' }, use.idle);
      this.set({ state: 'waiting' }, use.waiting);
    },
  });
  new Gauge({
    name: 'db_embedded_open',
    help: 'The embedded PGlite database is open (1) or closed (0); absent on PostgreSQL',
    registers: [registry],
    collect() {
      const use = database.connectionUse();
      if (use.driver === 'pglite') this.set(use.open ? 1 : 0);
    },
  });
  new Gauge({
    name: 'shop_outbox_emails_pending',
    help: 'E-mails in the outbox neither sent nor given up on',
    registers: [registry],
    async collect() {
      try {
        const [row] = await database.db
          .select({ value: count() })
          .from(outboxEmails)
          .where(and(isNull(outboxEmails.sentAt), isNull(outboxEmails.failedAt)));
        this.set(row?.value ?? 0);
      } catch (error) {
        // A database that does not answer fails /readyz; the scrape still gets the rest.
        app.log.warn({ err: error }, 'outbox e-mails pending: not counted');
      }
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    requestDuration.observe(
      {
        route: request.routeOptions.url ?? 'unmatched',
        method: request.method,
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });

  app.get(
    '/metrics',
    {
      schema: {
        summary: 'Prometheus metrics (X-Metrics-Token: METRICS_TOKEN when it is set)',
        hide: true,
      },
    },
    async (request, reply) => {
      if (!metricsReadable(request.headers[metricsTokenHeader], metricsToken))
        throw ApiError.unauthorized();
      const merged = Registry.merge([processMetrics, registry]);
      return reply
        .header('content-type', merged.contentType)
        .header('cache-control', 'no-store')
        .send(await merged.metrics());
    },
  );
});
