import Fastify from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from './database.ts';
import type { Env } from './env.ts';
import { cachePolicy } from './plugins/cache-policy.ts';
import { answerFrameworkError, errorHandler } from './plugins/error-handler.ts';
import { openApi } from './plugins/openapi.ts';
import { validatorCompiler } from './plugins/request-validation.ts';
import { storeScope } from './plugins/store-scope.ts';
import { catalogRoutes } from './routes/catalog/index.ts';
import { healthRoutes } from './routes/health/healthz.ts';
import { installationRoutes } from './routes/installation/index.ts';
import { mediaRoutes } from './routes/media/images.ts';
import { reviewRoutes } from './routes/reviews/index.ts';
import { readStoreLanguages } from './routes/stores/store-languages.ts';
import { storeRoutes } from './routes/stores/stores.ts';

export type AppOptions = { database: Database; env: Env };

/**
 * Builds the api without listening, so tests inject requests into the same app the server runs.
 * The database is opened and closed by the caller; the app is returned before `ready()`.
 */
export async function buildApp({ database, env }: AppOptions) {
  const app = Fastify({
    logger: { level: env.LOG_LEVEL },
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('publicApiUrl', env.PUBLIC_API_URL);

  await app.register(errorHandler);
  await app.register(storeScope, { storeLanguages: await readStoreLanguages(database.db) });
  await app.register(openApi);
  await app.register(cachePolicy, { catalogueMaxAgeSeconds: env.CATALOGUE_CACHE_SECONDS });

  const routeOptions = { db: database.db };
  await app.register(healthRoutes, routeOptions);
  await app.register(storeRoutes, routeOptions);
  await app.register(catalogRoutes, routeOptions);
  await app.register(mediaRoutes, routeOptions);
  await app.register(reviewRoutes, routeOptions);
  await app.register(installationRoutes, { ...routeOptions, places: env });
  return app;
}
