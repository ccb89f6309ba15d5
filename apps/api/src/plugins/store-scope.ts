import type { FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { isLocale, locales, type Locale } from '@shop/i18n';
import { paymentNotificationPaths } from '../payments/payment-providers.ts';
import { ApiError } from './api-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of every message in the answer: `language`, else the store's, else es. */
    locale: Locale;
  }
}

/**
 * The spec's bases (SPEC section 7) plus /stores/v1/: every call under them names its store.
 * Not /admin/v1/: staff work on both editions at once, and name a store only to filter by it.
 */
const storeScopedBases = [
  '/catalog/v1/',
  '/cart/v1/',
  '/auth-users/',
  '/payment/v1/',
  '/accounting/v1/',
  '/reviews/v1/',
  '/cms/v1/',
  '/stores/v1/',
];

export type StoreScopeOptions = {
  /** Store code -> the store's language, read from the stores table at boot. */
  storeLanguages: ReadonlyMap<string, Locale>;
};

/**
 * Server-to-server callbacks under those bases: a payment provider cannot name a store, and the
 * payment it notifies about already belongs to one.
 */
const unscopedRoutes = new Set<string>(Object.values(paymentNotificationPaths));

type Query = Record<string, unknown>;

function queryOf(request: FastifyRequest): Query {
  return typeof request.query === 'object' && request.query !== null
    ? (request.query as Query)
    : {};
}

export const storeScope = fastifyPlugin<StoreScopeOptions>(async (app, { storeLanguages }) => {
  const allowedStores = [...storeLanguages.keys()].join(', ');

  app.decorateRequest('locale', 'es');

  app.addHook('onRequest', async (request) => {
    const { language, store } = queryOf(request);
    if (isLocale(language)) request.locale = language;
    else if (typeof store === 'string') request.locale = storeLanguages.get(store) ?? 'es';
  });

  // preValidation: the missing language is filled in before the route's StoreQuery checks it.
  app.addHook('preValidation', async (request) => {
    const route = request.routeOptions.url;
    if (route === undefined || unscopedRoutes.has(route)) return;
    if (!storeScopedBases.some((base) => route.startsWith(base))) return;
    const query = queryOf(request);
    const { store, language } = query;
    if (store === undefined) throw ApiError.badRequest('store', 'api.required');
    const storeLanguage = typeof store === 'string' ? storeLanguages.get(store) : undefined;
    if (storeLanguage === undefined) {
      throw ApiError.badRequest('store', 'api.unknownStore', {
        store: String(store),
        allowed: allowedStores,
      });
    }
    if (language === undefined) query.language = storeLanguage;
    else if (!isLocale(language)) {
      throw ApiError.badRequest('language', 'api.unknownLanguage', {
        language: String(language),
        allowed: locales.join(', '),
      });
    }
  });
});
