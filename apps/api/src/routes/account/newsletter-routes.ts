import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AccountListQuery,
  IdParams,
  NewsletterSubscribed,
  NewsletterSubscriptionList,
  NewsletterSubscriptionRequest,
} from '../../contracts/account.ts';
import { DetailErrorBody, StoreQuery, ValidationErrorBody } from '../../contracts/common.ts';
import { pagedList } from '../../lists/paged-list.ts';
import { requireAccount } from '../../plugins/authentication.ts';
import { accountLimits, createRateLimitStore } from '../../rate-limit/index.ts';
import { callerSubjects, limitAttempts } from '../auth-users/attempt-limits.ts';
import { normalisedEmail } from '../auth-users/domain-form.ts';
import type { AccountRouteOptions } from '../route-options.ts';
import { subscribe, subscriptionPage, unsubscribe } from './newsletter-subscriptions.ts';

const errors = { 400: ValidationErrorBody, 401: DetailErrorBody, 404: DetailErrorBody };
const tags = ['account'];
const path = '/auth-users/v1/newsletters/';

/** newsletters/: subscribe (guests too), the caller's subscriptions, unsubscribe. */
export const newsletterRoutes: FastifyPluginAsyncZod<AccountRouteOptions> = async (
  app,
  { db, env, nudge },
) => {
  const attempts = createRateLimitStore(env, db, (error) =>
    app.log.warn({ err: error }, 'Redis did not count an attempt: counting in the database'),
  );
  app.addHook('onClose', async () => {
    await attempts.close();
  });
  app.post(
    path,
    {
      schema: {
        summary: 'Subscribes an e-mail to the newsletter and e-mails a 5 € welcome coupon',
        description:
          'The coupon is single use and bound to the e-mail (only a cart with that e-mail may ' +
          "use it). Already subscribed: 400 {non_field_errors: ['Ya existe un usuario suscrito " +
          "con éste email']}. At most " +
          `${accountLimits.newsletterEmail.limit} requests per e-mail and ` +
          `${accountLimits.newsletterCaller.limit} per caller address an hour, then 429.`,
        tags,
        querystring: StoreQuery,
        body: NewsletterSubscriptionRequest,
        response: { 201: NewsletterSubscribed, ...errors, 429: DetailErrorBody },
      },
    },
    async (request, reply) => {
      // Counted before any check, accepted or not: a flood of bad or taken e-mails is limited too.
      await limitAttempts(
        request,
        attempts,
        accountLimits.newsletterCaller,
        callerSubjects(request, env.TRUSTED_PROXIES),
        'accountApi.tooManySubscriptions',
      );
      await limitAttempts(
        request,
        attempts,
        accountLimits.newsletterEmail,
        [`email:${normalisedEmail(request.body.email)}`],
        'accountApi.tooManySubscriptions',
      );
      // The welcome e-mail is queued with its coupon; a mail server that is down delays it.
      const result = await subscribe(db, request.body, request.account, request.query.language);
      if (result.coupon !== null) nudge();
      return reply
        .code(201)
        .send({ ...result.subscription, welcome_coupon: result.coupon !== null });
    },
  );

  app.get(
    path,
    {
      config: { caller: 'account' },
      schema: {
        summary: 'The caller’s subscriptions in the store (by account or e-mail)',
        tags,
        querystring: AccountListQuery,
        response: { 200: NewsletterSubscriptionList, ...errors },
      },
    },
    (request) => {
      const account = requireAccount(request);
      return pagedList(request, request.query, (window) =>
        subscriptionPage(db, account, request.query.store, window),
      );
    },
  );

  app.delete(
    `${path}:id/`,
    {
      config: { caller: 'account' },
      schema: {
        summary: 'Unsubscribes (the owner only; anyone else: 404)',
        tags,
        params: IdParams,
        querystring: StoreQuery,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await unsubscribe(db, requireAccount(request), request.query.store, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
