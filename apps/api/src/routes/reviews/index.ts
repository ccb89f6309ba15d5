import { and, desc, eq, isNotNull, sql, type AnyColumn } from 'drizzle-orm';
import { questions, reviews } from '@shop/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ListOf, ValidationErrorBody, DetailErrorBody } from '../../contracts/common.ts';
import { AnsweredQuestion, ProductReviewsQuery, ReviewList } from '../../contracts/product.ts';
import { counted, inWindow, totalCount } from '../../lists/page-window.ts';
import { pagedList } from '../../lists/paged-list.ts';
import type { RouteOptions } from '../route-options.ts';
import { ratingSummary, requireProductInStore } from './review-queries.ts';

const errors = { 400: ValidationErrorBody, 404: DetailErrorBody };
const isoTimestamp = (column: AnyColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** The reviews and questions lists of a product page (SPEC section 7, Other). */
export const reviewRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { db }) => {
  app.get(
    '/reviews/v1/reviews/',
    {
      schema: {
        summary: 'Published reviews of a product in the store and language, newest first',
        description: 'With the rating summary: average 5 and count 0 while there is none.',
        tags: ['reviews'],
        querystring: ProductReviewsQuery,
        response: { 200: ReviewList, ...errors },
      },
    },
    async (request) => {
      const { store, language, product_id } = request.query;
      await requireProductInStore(db, store, product_id);
      const published = and(
        eq(reviews.productId, product_id),
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
              })
              .from(reviews)
              .where(published)
              .orderBy(desc(reviews.createdAt), desc(reviews.id))
              .$dynamic(),
            window,
          );
          return counted(rows, (row) => row.review);
        }),
        ratingSummary(db, published),
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
