import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ListOf, ValidationErrorBody } from '../../contracts/common.ts';
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
import { makeContentPreview } from '../../staff/content/content-preview.ts';
import {
  readContentPage,
  readContentText,
  updateContentText,
} from '../../staff/content/staff-content-texts.ts';
import { staffTags as tags, type StaffContext } from './staff-context.ts';

/** Pages, posts, questions and reviews are what the content editor (and the owner) look after. */
const config = { staffPermission: 'content.manage' } as const;
const refusals = {
  400: ValidationErrorBody,
  401: CodedErrorBody,
  403: CodedErrorBody,
  404: CodedErrorBody,
  409: CodedErrorBody,
};

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
    {
      config,
      schema: {
        summary: 'The pages or blog posts of one edition and language, drafts included, by title',
        tags,
        params: ContentListParams,
        querystring: ContentListQuery,
        response: { 200: ListOf(StaffContentText), ...refusals },
      },
    },
    (request) =>
      pagedList(request, request.query, (window) =>
        readContentPage(db, request.params.kind, request.query, window),
      ),
  );

  app.get(
    `${staffBase}content/:kind/:id/`,
    {
      config,
      schema: {
        summary: 'One page or blog post, as the edit form shows it',
        tags,
        params: ContentParams,
        querystring: StaffQuery,
        response: { 200: StaffContentText, ...refusals },
      },
    },
    (request) => readContentText(db, request.params.kind, request.params.id),
  );

  app.put(
    `${staffBase}content/:kind/:id/`,
    {
      config,
      schema: {
        summary: 'Replace a page or blog post (publishing or withdrawing it)',
        tags,
        params: ContentParams,
        querystring: StaffQuery,
        body: StaffContentInput,
        response: { 200: StaffContentText, ...refusals },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      const text = await updateContentText(db, requireStaff(request), kind, id, request.body);
      await app.announceChange('content');
      return text;
    },
  );

  app.post(
    `${staffBase}content/:kind/:id/preview/`,
    {
      config,
      schema: {
        summary:
          'A short-lived storefront link showing the page or post as saved, even unpublished',
        tags,
        params: ContentParams,
        querystring: StaffQuery,
        response: { 200: ContentPreviewLink, ...refusals },
      },
    },
    (request) =>
      makeContentPreview(db, jwtSecret, storefrontOrigin, request.params.kind, request.params.id),
  );

  app.get(
    `${staffBase}questions/`,
    {
      config,
      schema: {
        summary: 'Product questions, newest first, filtered by edition and answered or not',
        tags,
        querystring: QuestionListQuery,
        response: { 200: ListOf(StaffQuestion), ...refusals },
      },
    },
    (request) =>
      pagedList(request, request.query, (window) => readQuestionPage(db, request.query, window)),
  );

  app.post(
    `${staffBase}questions/:id/answer/`,
    {
      config,
      schema: {
        summary: 'Answer a product question (published with its answer unless told otherwise)',
        tags,
        params: ItemParams,
        querystring: StaffQuery,
        body: QuestionAnswerInput,
        response: { 200: StaffQuestion, ...refusals },
      },
    },
    async (request) => {
      const question = await answerQuestion(
        db,
        requireStaff(request),
        request.params.id,
        request.body,
      );
      await app.announceChange('catalogue');
      return question;
    },
  );

  app.get(
    `${staffBase}reviews/`,
    {
      config,
      schema: {
        summary: 'Reviews, newest first, filtered by edition and published or not',
        tags,
        querystring: ReviewListQuery,
        response: { 200: ListOf(StaffReview), ...refusals },
      },
    },
    (request) =>
      pagedList(request, request.query, (window) => readReviewPage(db, request.query, window)),
  );

  for (const [action, published] of [
    ['publish', true],
    ['hide', false],
  ] as const)
    app.post(
      `${staffBase}reviews/:id/${action}/`,
      {
        config,
        schema: {
          summary: published
            ? 'Publish a review (the product’s rating counts it)'
            : 'Hide a review (the product’s rating leaves it out)',
          tags,
          params: ItemParams,
          querystring: StaffQuery,
          response: { 200: StaffReview, ...refusals },
        },
      },
      async (request) => {
        const review = await setReviewPublished(
          db,
          requireStaff(request),
          request.params.id,
          published,
        );
        await app.announceChange('catalogue');
        return review;
      },
    );
};
