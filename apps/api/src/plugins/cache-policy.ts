import fastifyPlugin from 'fastify-plugin';

export type CachePolicyOptions = { catalogueMaxAgeSeconds: number };

/** Read-only data that is the same for every caller who sends the same URL. */
const publicBases = ['/catalog/v1/', '/stores/v1/', '/reviews/v1/', '/cms/v1/'];

/**
 * Catalogue, review and CMS reads depend only on their URL (store, language, user_type and filters are all
 * in the query), so any shared cache — the web's api client, a CDN — may keep them briefly.
 * That turns a home page render from a dozen database queries into none on a warm cache.
 * A request carrying credentials is never shared: its answer may depend on who asks.
 * A route that set its own Cache-Control keeps it.
 */
export const cachePolicy = fastifyPlugin<CachePolicyOptions>(
  async (app, { catalogueMaxAgeSeconds }) => {
    app.addHook('onSend', async (request, reply) => {
      if (reply.hasHeader('cache-control')) return;
      const route = request.routeOptions.url ?? '';
      const cacheable =
        (request.method === 'GET' || request.method === 'HEAD') &&
        reply.statusCode === 200 &&
        catalogueMaxAgeSeconds > 0 &&
        publicBases.some((base) => route.startsWith(base));
      if (!cacheable) reply.header('cache-control', 'no-store');
      else if (request.headers.authorization) reply.header('cache-control', 'private, no-store');
      else reply.header('cache-control', `public, max-age=${catalogueMaxAgeSeconds}`);
    });
  },
);
