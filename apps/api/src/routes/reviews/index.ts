import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { productStores, productTranslations, questions, reviews } from '@shop/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ListOf, ValidationErrorBody, DetailErrorBody } from '../../contracts/common.ts';
import { ReviewsQuery, StoreReviewList } from '../../contracts/community.ts';
import { AnsweredQuestion, ProductReviewsQuery } from '../../contracts/product.ts';
import { counted, inWindow, totalCount } from '../../lists/page-window.ts';
import { pagedList } from '../../lists/paged-list.ts';
import { questionRoutes, type QuestionRouteOptions } from './question-routes.ts';
import {
  isoTimestamp,
  productRatingSummary,
  ratingSummary,
  requireProductInStore,
} from './review-queries.ts';

const errors = { 400: ValidationErrorBody, 404: DetailErrorBody };

/** Reviews, and questions asked and answered about products (SPEC section 7, Other). */
export const reviewRoutes: FastifyPluginAsyncZod<QuestionRouteOptions> = async (
  app,
  { db, env },
) => {
  await app.register(questionRoutes, { db, env });

  app.get(
    '/reviews/v1/reviews/',
    {
      schema: {
        summary: 'Published reviews of a product, or of the whole store, newest first',
        description:
          'With product_id: that product’s reviews. Without: every published review of the store (the opinions page), each with the product it is about (null for reviews of the shop). With the rating summary: average 5 and count 0 while there is none.',
        tags: ['reviews'],
        querystring: ReviewsQuery,
        response: { 200: StoreReviewList, ...errors },
      },
    },
    async (request) => {
      const { store, language, product_id } = request.query;
      if (product_id !== undefined) await requireProductInStore(db, store, product_id);
      const published = and(
        product_id === undefined ? undefined : eq(reviews.productId, product_id),
        eq(reviews.storeCode, store),
        eq(reviews.language, language),
        eq(reviews.isPublished, true),
      );
      const [list, rating] = await Promise.all([
        pagedList(request, request.query, async (window) => {
          const rows = await inWindow(
            db
              .select({
                total: totalCount,
                review: {
                  id: reviews.id,
                  author_name: reviews.authorName,
                  city: reviews.city,
                  rating: reviews.rating,
                  title: reviews.title,
                  body: reviews.body,
                  created_at: isoTimestamp(reviews.createdAt),
                },
                productId: productStores.productId,
                productName: productTranslations.name,
                productSlug: productTranslations.slug,
              })
              .from(reviews)
              // Only a product the store shows gets a link; the review is listed either way.
              .leftJoin(
                productStores,
                and(
                  eq(productStores.productId, reviews.productId),
                  eq(productStores.storeCode, store),
                  eq(productStores.isVisible, true),
                ),
              )
              .leftJoin(
                productTranslations,
                and(
                  eq(productTranslations.productId, productStores.productId),
                  eq(productTranslations.language, language),
                ),
              )
              .where(published)
              .orderBy(desc(reviews.createdAt), desc(reviews.id))
              .$dynamic(),
            window,
          );
          return counted(rows, (row) => ({
            ...row.review,
            product:
              row.productId !== null && row.productName !== null && row.productSlug !== null
                ? { id: row.productId, name: row.productName, url: `/${row.productSlug}.html` }
                : null,
          }));
        }),
        product_id === undefined
          ? ratingSummary(db, published)
          : productRatingSummary(db, request.query, product_id),
      ]);
      return { ...list, rating };
    },
  );

  app.get(
    '/reviews/v1/questions/web-list/',
    {
      schema: {
        summary: 'Answered, published questions about a product, newest first',
        tags: ['reviews'],
        querystring: ProductReviewsQuery,
        response: { 200: ListOf(AnsweredQuestion), ...errors },
      },
    },
    async (request) => {
      const { store, language, product_id } = request.query;
      await requireProductInStore(db, store, product_id);
      return pagedList(request, request.query, async (window) => {
        const rows = await inWindow(
          db
            .select({
              total: totalCount,
              question: {
                id: questions.id,
                name: questions.name,
                question: questions.question,
                answer: sql<string>`${questions.answer}`,
                answered_at: isoTimestamp(questions.answeredAt),
                created_at: isoTimestamp(questions.createdAt),
              },
            })
            .from(questions)
            .where(
              and(
                eq(questions.productId, product_id),
                eq(questions.storeCode, store),
                eq(questions.language, language),
                eq(questions.isPublished, true),
                isNotNull(questions.answer),
              ),
            )
            .orderBy(desc(questions.createdAt), desc(questions.id))
            .$dynamic(),
          window,
        );
        return counted(rows, (row) => row.question);
      });
    },
  );
};
