import { productTranslations, questions, reviews } from '@shop/db';
import { isStoreCode } from '@shop/domain';
import { and, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type {
  QuestionAnswerInput,
  QuestionListQuery,
  ReviewListQuery,
  StaffQuestion,
  StaffReview,
} from '../../contracts/staff-content.ts';
import type { Db } from '../../database.ts';
import type { PageWindow } from '../../lists/paged-list.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { recordStaffChange } from '../record-staff-change.ts';
import type { StaffMember } from '../staff-sessions.ts';

/**
 * What shoppers write about products: questions the staff answer (an answered, published one
 * shows on the product page) and reviews the staff publish or hide (the product's rating
 * follows through the triggers on `reviews`, packages/db/src/schema/reviews.ts).
 */

const questionNotFound = () =>
  new ApiError(404, 'staffContentApi.questionNotFound', {}, undefined, 'not_found');
const reviewNotFound = () =>
  new ApiError(404, 'staffContentApi.reviewNotFound', {}, undefined, 'not_found');

const storeOf = (kind: string, id: number, store: string) => {
  if (!isStoreCode(store)) throw new Error(`${kind} ${id} has store ${store}`);
  return store;
};
type Language = StaffQuestion['content_language'];

const questionColumns = {
  id: questions.id,
  storeCode: questions.storeCode,
  language: questions.language,
  productId: questions.productId,
  productName: productTranslations.name,
  name: questions.name,
  email: questions.email,
  question: questions.question,
  answer: questions.answer,
  answeredAt: questions.answeredAt,
  isPublished: questions.isPublished,
  createdAt: questions.createdAt,
};

function selectQuestions(db: Db) {
  return db
    .select(questionColumns)
    .from(questions)
    .leftJoin(
      productTranslations,
      // The product's name in the language the question was asked in.
      and(
        eq(productTranslations.productId, questions.productId),
        eq(productTranslations.language, questions.language),
      ),
    )
    .$dynamic();
}

function toQuestion(row: Awaited<ReturnType<typeof selectQuestions>>[number]): StaffQuestion {
  return {
    id: row.id,
    store: storeOf('question', row.id, row.storeCode),
    content_language: row.language as Language,
    product: { id: row.productId, name: row.productName ?? '' },
    name: row.name,
    email: row.email,
    question: row.question,
    answer: row.answer,
    answered_at: row.answeredAt?.toISOString() ?? null,
    is_published: row.isPublished,
    created_at: row.createdAt.toISOString(),
  };
}

/** Questions newest first; unanswered ones are the staff's inbox (`answered=false`). */
export async function readQuestionPage(db: Db, query: QuestionListQuery, window: PageWindow) {
  const where = and(
    query.store === undefined ? undefined : eq(questions.storeCode, query.store),
    query.answered === undefined
      ? undefined
      : query.answered
        ? isNotNull(questions.answer)
        : isNull(questions.answer),
  );
  const [total] = await db.select({ count: count() }).from(questions).where(where);
  const rows = await selectQuestions(db)
    .where(where)
    .orderBy(desc(questions.createdAt), desc(questions.id))
    .limit(window.limit ?? Number.MAX_SAFE_INTEGER)
    .offset(window.offset);
  return { count: total?.count ?? 0, results: rows.map(toQuestion) };
}

async function readQuestion(db: Db, id: number): Promise<StaffQuestion> {
  const [row] = await selectQuestions(db).where(eq(questions.id, id)).limit(1);
  if (row === undefined) throw questionNotFound();
  return toQuestion(row);
}

/** Answers (or re-answers) a question, publishing it with its answer unless told not to. */
export async function answerQuestion(
  db: Db,
  staff: Pick<StaffMember, 'id'>,
  id: number,
  input: QuestionAnswerInput,
): Promise<StaffQuestion> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: questions.id })
      .from(questions)
      .where(eq(questions.id, id))
      .for('update');
    if (locked === undefined) throw questionNotFound();
    const before = await readQuestion(tx, id);
    await tx
      .update(questions)
      .set({ answer: input.answer, answeredAt: new Date(), isPublished: input.is_published })
      .where(eq(questions.id, id));
    const after = await readQuestion(tx, id);
    await recordStaffChange(tx, staff, 'question.answer', 'question', id, before, after);
    return after;
  });
}

const reviewColumns = {
  id: reviews.id,
  storeCode: reviews.storeCode,
  language: reviews.language,
  productId: reviews.productId,
  productName: productTranslations.name,
  authorName: reviews.authorName,
  rating: reviews.rating,
  title: reviews.title,
  body: reviews.body,
  isPublished: reviews.isPublished,
  createdAt: reviews.createdAt,
};

function selectReviews(db: Db) {
  return db
    .select(reviewColumns)
    .from(reviews)
    .leftJoin(
      productTranslations,
      and(
        eq(productTranslations.productId, reviews.productId),
        eq(productTranslations.language, reviews.language),
      ),
    )
    .$dynamic();
}

function toReview(row: Awaited<ReturnType<typeof selectReviews>>[number]): StaffReview {
  return {
    id: row.id,
    store: storeOf('review', row.id, row.storeCode),
    content_language: row.language as Language,
    product: row.productId === null ? null : { id: row.productId, name: row.productName ?? '' },
    author_name: row.authorName,
    rating: row.rating,
    title: row.title,
    body: row.body,
    is_published: row.isPublished,
    created_at: row.createdAt.toISOString(),
  };
}

/** Reviews newest first; those waiting for moderation with `published=false`. */
export async function readReviewPage(db: Db, query: ReviewListQuery, window: PageWindow) {
  const where = and(
    query.store === undefined ? undefined : eq(reviews.storeCode, query.store),
    query.published === undefined ? undefined : eq(reviews.isPublished, query.published),
  );
  const [total] = await db.select({ count: count() }).from(reviews).where(where);
  const rows = await selectReviews(db)
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(window.limit ?? Number.MAX_SAFE_INTEGER)
    .offset(window.offset);
  return { count: total?.count ?? 0, results: rows.map(toReview) };
}

async function readReview(db: Db, id: number): Promise<StaffReview> {
  const [row] = await selectReviews(db).where(eq(reviews.id, id)).limit(1);
  if (row === undefined) throw reviewNotFound();
  return toReview(row);
}

/**
 * Publishes or hides a review; asking for the state it is already in is a 409 that changes
 * nothing (two staff moderating the same review see the second click refused).
 */
export async function setReviewPublished(
  db: Db,
  staff: Pick<StaffMember, 'id'>,
  id: number,
  published: boolean,
): Promise<StaffReview> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ isPublished: reviews.isPublished })
      .from(reviews)
      .where(eq(reviews.id, id))
      .for('update');
    if (locked === undefined) throw reviewNotFound();
    if (locked.isPublished === published)
      throw ApiError.conflict(
        published
          ? 'staffContentApi.reviewAlreadyPublished'
          : 'staffContentApi.reviewAlreadyHidden',
      );
    const before = await readReview(tx, id);
    await tx.update(reviews).set({ isPublished: published }).where(eq(reviews.id, id));
    const after = await readReview(tx, id);
    await recordStaffChange(
      tx,
      staff,
      published ? 'review.publish' : 'review.hide',
      'review',
      id,
      before,
      after,
    );
    return after;
  });
}
