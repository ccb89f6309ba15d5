import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Env } from '../../env.ts';
import type { RouteOptions } from '../route-options.ts';
import { readinessChecks } from './readiness.ts';

/**
 * Probes for the supervisor and the load balancer, outside /api/v1 like the other process
 * calls: /healthz says the process lives (it never touches the database, so a database outage
 * does not get a healthy process restarted), /readyz whether it can serve: 503 while the
 * database or Redis does not answer, and from the moment it starts shutting down, so the
 * balancer stops sending it requests while it finishes those it has.
 */
declare module 'fastify' {
  interface FastifyInstance {
    /** /readyz answers 503 from now on, while requests are still served (a graceful stop's drain). */
    refuseTraffic: () => void;
  }
}

/** Set when the process starts shutting down (server.ts, before its drain) or the app closes. */
export interface Traffic {
  refused: boolean;
}

export const healthRoutes: FastifyPluginAsyncZod<
  RouteOptions & { env: Env; traffic: Traffic }
> = async (app, { db, env, traffic }) => {
  const readiness = readinessChecks(db, env.REDIS_URL);
  app.addHook('preClose', async () => {
    traffic.refused = true;
  });
  app.addHook('onClose', async () => {
    readiness.close();
  });

  app.get(
    '/healthz',
    {
      schema: {
        summary: 'Liveness: 200 while the process runs',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  const Failure = z.object({ dependency: z.enum(['database', 'redis']), error: z.string() });
  app.get(
    '/readyz',
    {
      schema: {
        summary:
          'Readiness: the database and Redis (when configured) answer, and not shutting down',
        response: {
          200: z.object({ status: z.literal('ready') }),
          503: z.object({
            status: z.enum(['unavailable', 'shutting_down']),
            failing: z.array(Failure),
          }),
        },
      },
    },
    async (_request, reply) => {
      if (traffic.refused) return reply.code(503).send({ status: 'shutting_down', failing: [] });
      const failing = await readiness.failing();
      if (failing.length > 0) {
        app.log.warn({ failing }, 'not ready');
        return reply.code(503).send({ status: 'unavailable', failing });
      }
      return { status: 'ready' as const };
    },
  );
};
