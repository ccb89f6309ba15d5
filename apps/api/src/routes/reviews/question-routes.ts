import { questions } from '@shop/db';
import { productQuestionForm, productQuestionLimits } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DetailErrorBody, StoreQuery, ValidationErrorBody } from '../../contracts/common.ts';
import { ProductQuestionCreated, ProductQuestionRequest } from '../../contracts/community.ts';
import type { Env } from '../../env.ts';
import { createRateLimitStore, type RateLimit } from '../../rate-limit/index.ts';
import { callerSubjects, limitAttempts } from '../auth-users/attempt-limits.ts';
import { parseDomainForm } from '../auth-users/domain-form.ts';
import type { RouteOptions } from '../route-options.ts';
import { isoTimestamp, requireProductInStore } from './review-queries.ts';

/** Counters of the per-address question limit live where the login attempts' do. */
export type QuestionRouteOptions = RouteOptions & {
  env: Pick<Env, 'REDIS_URL' | 'REDIS_KEY_PREFIX' | 'TRUSTED_PROXIES'>;
};

/**
 * Every question is read by a person before it is answered: a shopper asking about several
 * products stays well under this, a script flooding the queue does not.
 */
export const questionLimit = {
  name: 'product-question',
  limit: 10,
  windowSeconds: 10 * 60,
} as const satisfies RateLimit;

/** A shopper's question about a product, kept unpublished until the shop answers it. */
export const questionRoutes: FastifyPluginAsyncZod<QuestionRouteOptions> = async (
  app,
  { db, env },
) => {
  const attempts = createRateLimitStore(env, db, (error) =>
    app.log.warn({ err: error }, 'Redis did not count an attempt: counting in the database'),
  );
  app.addHook('onClose', async () => {
    await attempts.close();
  });
  app.post(
    '/reviews/v1/questions/',
    {
      schema: {
        summary: 'Ask a question about a product',
        description: `Checked with the domain’s product question form (name up to ${productQuestionLimits.name} characters, email, optional phone, question up to ${productQuestionLimits.question} characters, privacy_policy true). The question is stored unpublished: the web-list shows it once answered. Each caller address may ask ${questionLimit.limit} questions in ${questionLimit.windowSeconds / 60} minutes, then gets 429 with Retry-After.`,
        tags: ['reviews'],
        querystring: StoreQuery,
        body: ProductQuestionRequest,
        response: {
          201: ProductQuestionCreated,
          400: ValidationErrorBody,
          404: DetailErrorBody,
          429: DetailErrorBody,
        },
      },
    },
    async (request, reply) => {
      // Counted before any check, so malformed floods are limited as well.
      await limitAttempts(
        request,
        attempts,
        questionLimit,
        callerSubjects(request, env.TRUSTED_PROXIES),
        'api.tooManyQuestions',
      );
      const { store, language } = request.query;
      const { product } = request.body;
      await requireProductInStore(db, store, product);
      const form = parseDomainForm(productQuestionForm(store), request.body);
      const [created] = await db
        .insert(questions)
        .values({
          storeCode: store,
          language,
          productId: product,
          name: form.name,
          email: form.email.trim(),
          phone: form.phone === '' ? null : form.phone,
          question: form.question,
          isPublished: false,
        })
        .returning({
          id: questions.id,
          product: questions.productId,
          name: questions.name,
          question: questions.question,
          is_published: questions.isPublished,
          created_at: isoTimestamp(questions.createdAt),
        });
      if (!created) throw new Error('the question insert returned no row');
      return reply.code(201).send(created);
    },
  );
};
