import type { AddressInfo } from 'node:net';
import { requestIdFrom, requestIdHeader } from '@shop/ops';
import Fastify from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from './database.ts';
import type { Env } from './env.ts';
import { jwtSecretOf } from './auth/jwt-secret.ts';
import { authentication } from './plugins/authentication.ts';
import { staffAuthentication } from './plugins/staff-authentication.ts';
import { cachePolicy } from './plugins/cache-policy.ts';
import { cacheInvalidation } from './cache-invalidation/index.ts';
import { metrics } from './plugins/metrics.ts';
import { answerFrameworkError, errorHandler } from './plugins/error-handler.ts';
import { openApi } from './plugins/openapi.ts';
import { storableText, validatorCompiler } from './plugins/request-validation.ts';
import { storeScope } from './plugins/store-scope.ts';
import { createMailer } from './mail/mailer.ts';
import { fileStoreOf } from './media/file-store.ts';
import { merchantDetailsFromEnv } from './mail/merchant-details.ts';
import { startBackgroundWork } from './background/background-work.ts';
import { backgroundQueueOf } from './background/job-queue.ts';
import { startPaymentProviders } from './payments/payment-providers.ts';
import { cartRoutes } from './routes/cart/index.ts';
import { notificationRoutes } from './routes/payment/notification-routes.ts';
import { paymentRoutes } from './routes/payment/payment-routes.ts';
import { sequraRoutes } from './routes/payment/sequra-routes.ts';
import { accountRoutes } from './routes/account/index.ts';
import { authUsersRoutes } from './routes/auth-users/index.ts';
import { cmsRoutes } from './routes/cms/index.ts';
import { accountingRoutes } from './routes/accounting/index.ts';
import { catalogRoutes } from './routes/catalog/index.ts';
import { healthRoutes, type Traffic } from './routes/health/healthz.ts';
import { installationRoutes } from './routes/installation/index.ts';
import { mediaRoutes } from './routes/media/images.ts';
import { productDocumentRoutes } from './routes/media/product-documents.ts';
import { videoRoutes } from './routes/media/videos.ts';
import { reviewRoutes } from './routes/reviews/index.ts';
import { readStoreLanguages } from './routes/stores/store-languages.ts';
import { storeRoutes } from './routes/stores/stores.ts';
import { staffRoutes } from './routes/staff/index.ts';

export type AppOptions = { database: Database; env: Env };

function listeningUrl(address: string | AddressInfo | null): string | undefined {
  if (address === null || typeof address === 'string') return undefined;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

/**
 * Builds the api without listening, so tests inject requests into the same app the server runs.
 * The database is opened and closed by the caller; the app is returned before `ready()`.
 */
export async function buildApp({ database, env }: AppOptions) {
  const app = Fastify({
    logger: { level: env.LOG_LEVEL },
    frameworkErrors: answerFrameworkError,
    // The web's X-Request-Id (validated) names the request in every log line of it, so one
    // page view can be followed from the web into the api; echoed in the answer.
    genReqId: (request) => requestIdFrom(request.headers[requestIdHeader]),
  }).withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', async (request, reply) => {
    reply.header(requestIdHeader, request.id);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('publicApiUrl', env.PUBLIC_API_URL);
  const traffic: Traffic = { refused: false };
  // The first step of a graceful stop (server.ts): the balancer sees /readyz at 503.
  app.decorate('refuseTraffic', () => {
    traffic.refused = true;
  });
  const jwtSecret = await jwtSecretOf(env);

  await app.register(errorHandler);
  await app.register(metrics, { database, metricsToken: env.METRICS_TOKEN });
  await app.register(storableText);
  await app.register(storeScope, { storeLanguages: await readStoreLanguages(database.db) });
  await app.register(authentication, { db: database.db, jwtSecret });
  await app.register(staffAuthentication, { db: database.db });
  await app.register(openApi);
  await app.register(cachePolicy, { catalogueMaxAgeSeconds: env.CATALOGUE_CACHE_SECONDS });
  await app.register(cacheInvalidation, { env });

  const mailer = createMailer(env);
  const merchant = merchantDetailsFromEnv(env);
  const routeOptions = { db: database.db };
  // Uploaded product photos and the sizes rendered from them.
  const files = fileStoreOf(env);
  await app.register(healthRoutes, { ...routeOptions, env, traffic });
  await app.register(storeRoutes, routeOptions);
  await app.register(catalogRoutes, routeOptions);
  await app.register(mediaRoutes, { ...routeOptions, files });
  await app.register(videoRoutes, routeOptions);
  await app.register(productDocumentRoutes, { ...routeOptions, seller: merchant.seller });
  await app.register(reviewRoutes, { ...routeOptions, env });
  await app.register(cartRoutes, { ...routeOptions, env });
  await app.register(installationRoutes, { ...routeOptions, places: env });
  await app.register(accountingRoutes, { ...routeOptions, merchant: env, env });
  await app.register(cmsRoutes, { ...routeOptions, seller: merchant.seller, jwtSecret });
  await app.register(staffRoutes, {
    ...routeOptions,
    env,
    files,
    jwtSecret,
    storefrontOrigin: merchant.storefrontOrigin,
  });

  // Providers notify the api's public address, or, locally, the address it listens on.
  const providers = await startPaymentProviders(env, {
    notificationBaseUrl: () => env.PUBLIC_API_URL ?? listeningUrl(app.server.address()),
  });
  const background = startBackgroundWork({
    db: database.db,
    providers,
    mailer,
    merchant,
    files,
    log: app.log,
    queue: backgroundQueueOf(env),
  });
  app.decorate('background', background);
  // Account calls queue their e-mails in the outbox; the nudge has the background send them now.
  await app.register(authUsersRoutes, { ...routeOptions, env, nudge: background.nudge, jwtSecret });
  await app.register(accountRoutes, { ...routeOptions, env, nudge: background.nudge });
  const orderOptions = {
    ...routeOptions,
    providers,
    bankAccount: merchant.bankAccount,
    nudge: background.nudge,
  };
  await app.register(paymentRoutes, orderOptions);
  await app.register(sequraRoutes, orderOptions);
  await app.register(notificationRoutes, orderOptions);
  app.addHook('onClose', async () => {
    await background.stop();
    mailer.close();
    await providers.close();
  });
  for (const [provider, url] of Object.entries(providers.sandboxes))
    app.log.info({ provider, url }, 'payment sandbox listening');
  return app;
}
