import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ListOf } from '../../contracts/common.ts';
import { CodedErrorBody, StaffQuery } from '../../contracts/staff.ts';
import {
  ContentListParams,
  ContentListQuery,
  ContentParams,
  ContentPreviewLink,
  ItemParams,
  QuestionAnswerInput,
  QuestionListQuery,
  ReviewListQuery,
  StaffContentInput,
  StaffContentText,
  StaffQuestion,
  StaffReview,
} from '../../contracts/staff-content.ts';
import { pagedList } from '../../lists/paged-list.ts';
import { requireStaff, staffBase } from '../../plugins/staff-authentication.ts';
import {
  answerQuestion,
  readQuestionPage,
  readReviewPage,
  setReviewPublished,
} from '../../staff/content/staff-community.ts';
import { makePreviewLink } from '../../staff/content/content-preview.ts';
import {
  readContentPage,
  readContentText,
  updateContentText,
} from '../../staff/content/staff-content-texts.ts';
import { announced, contentRouteOptions } from './content-route-kit.ts';
import type { StaffContext } from './staff-context.ts';

const route = contentRouteOptions({ 409: CodedErrorBody });

/**
 * Content of the storefront (issues 16 and 17). Every change is audited and announced, so the
 * storefront shows it at once on every instance: texts are `content`; answers and reviews show
 * on product pages and in the ratings of the listings, `catalogue`.
 */
export const contentRoutes: FastifyPluginAsyncZod<StaffContext> = async (
  app,
  { db, jwtSecret, storefrontOrigin },
) => {
  app.get(
    `${staffBase}content/:kind/`,
    route({
      summary: 'The pages or blog posts of one edition and language, drafts included, by title',
      params: ContentListParams,
      querystring: ContentListQuery,
      response: { 200: ListOf(StaffContentText) },
    }),
    (request) =>
      pagedList(request, request.query, (window) =>
        readContentPage(db, request.params.kind, request.query, window),
      ),
  );

  app.get(
    `${staffBase}content/:kind/:id/`,
    route({
      summary: 'One page or blog post, as the edit form shows it',
      params: ContentParams,
      querystring: StaffQuery,
      response: { 200: StaffContentText },
    }),
    (request) => readContentText(db, request.params.kind, request.params.id),
  );

  app.put(
    `${staffBase}content/:kind/:id/`,
    route({
      summary: 'Replace a page or blog post (publishing or withdrawing it)',
      params: ContentParams,
      querystring: StaffQuery,
      body: StaffContentInput,
      response: { 200: StaffContentText },
    }),
    (request) =>
      announced(
        app,
        'content',
        updateContentText(
          db,
          requireStaff(request),
          request.params.kind,
          request.params.id,
          request.body,
        ),
      ),
  );

  app.post(
    `${staffBase}content/:kind/:id/preview/`,
    route({
      summary: 'A short-lived storefront link showing the page or post as saved, even unpublished',
      params: ContentParams,
      querystring: StaffQuery,
      response: { 200: ContentPreviewLink },
    }),
    (request) => makePreviewLink(db, jwtSecret, storefrontOrigin, request.params),
  );

  app.get(
    `${staffBase}questions/`,
    route({
      summary: 'Product questions, newest first, filtered by edition and answered or not',
      querystring: QuestionListQuery,
      response: { 200: ListOf(StaffQuestion) },
    }),
    (request) =>
      pagedList(request, request.query, (window) => readQuestionPage(db, request.query, window)),
  );

  app.post(
    `${staffBase}questions/:id/answer/`,
    route({
      summary: 'Answer a product question (published with its answer unless told otherwise)',
      params: ItemParams,
      querystring: StaffQuery,
      body: QuestionAnswerInput,
      response: { 200: StaffQuestion },
    }),
    (request) =>
      announced(
        app,
        'catalogue',
        answerQuestion(db, requireStaff(request), request.params.id, request.body),
      ),
  );

  app.get(
    `${staffBase}reviews/`,
    route({
      summary: 'Reviews, newest first, filtered by edition and published or not',
      querystring: ReviewListQuery,
      response: { 200: ListOf(StaffReview) },
    }),
    (request) =>
      pagedList(request, request.query, (window) => readReviewPage(db, request.query, window)),
  );

  for (const [action, published] of [
    ['publish', true],
    ['hide', false],
  ] as const)
    app.post(
      `${staffBase}reviews/:id/${action}/`,
      route({
        summary: published
          ? 'Publish a review (the product’s rating counts it)'
          : 'Hide a review (the product’s rating leaves it out)',
        params: ItemParams,
        querystring: StaffQuery,
        response: { 200: StaffReview },
      }),
      (request) =>
        announced(
          app,
          'catalogue',
          setReviewPublished(db, requireStaff(request), request.params.id, published),
        ),
    );
};
