import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyPlugin from 'fastify-plugin';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

const description = `The shop's REST api (SPEC section 7), both editions.

Every call under a spec base takes \`store\` (ESSM or FRSM) and \`language\` (es or fr; the store's
language when absent) as query parameters; messages come back in that language. Lists answer
\`{count, next, previous, results}\` with \`page\` and \`page_size\` (\`-1\` for every item). Errors:
400 \`{"field": ["message"], "non_field_errors": ["message"]}\`, other statuses \`{"detail": "message"}\`.
Money is integer cents.

Additions to the spec: \`GET /stores/v1/stores/\` (the editions' public configuration, which the
web reads to choose the edition by host name), \`GET /media/v1/images/{id}\` (catalogue images
resized on demand), \`GET /healthz\` (the process lives) and \`GET /readyz\` (the database and Redis
answer). \`GET /metrics\` (Prometheus, not listed) asks for \`X-Metrics-Token\` when METRICS_TOKEN is
set. An \`X-Request-Id\` of letters, digits and \`._:-\` (64 at most) names the request in the api's
logs and comes back in the answer; otherwise the api makes one.`;

/** OpenAPI 3 generated from the routes' zod schemas: JSON at /openapi.json, a browsable page at /docs. */
export const openApi = fastifyPlugin(async (app) => {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Mamparas shop api', version: '1.0.0', description },
      // Account calls declare `security: [{ bearerAuth: [] }]`: the access token of POST /auth-users/token/;
      // staff calls `staffSession`: the cookie of POST /admin/v1/session/.
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          staffSession: { type: 'apiKey', in: 'cookie', name: 'staff_session' },
        },
      },
    },
    transform: createJsonSchemaTransform({ skipList: ['/openapi.json'] }),
    // Puts the schemas registered with an id (MenuItem, which refers to itself) in components.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs' });
  app.get('/openapi.json', { schema: { hide: true } }, () => app.swagger());
});
