import { z } from 'zod';
import { PageQuery, RecordIdParam, StoreQuery } from './common.ts';
import { RatingSummary, Review } from './product-reviews.ts';

/**
 * POST /reviews/v1/questions/. The fields are only typed here: the domain's
 * productQuestionForm checks them, so the web form and the api give the same messages.
 */
export const ProductQuestionRequest = z
  .object({
    product: RecordIdParam,
    name: z.unknown().optional(),
    email: z.unknown().optional(),
    phone: z.unknown().optional(),
    question: z.unknown().optional(),
    privacy_policy: z.unknown().optional(),
  })
  .meta({ id: 'ProductQuestionRequest' });
export type ProductQuestionRequest = z.infer<typeof ProductQuestionRequest>;

/** The question as stored: unpublished until the shop answers it. */
export const ProductQuestionCreated = z.object({
  id: z.number().int(),
  product: z.number().int(),
  name: z.string(),
  question: z.string(),
  is_published: z.boolean(),
  created_at: z.string(),
});
export type ProductQuestionCreated = z.infer<typeof ProductQuestionCreated>;

/** Without product_id: every published review of the store (the /opiniones page). */
export const ReviewsQuery = StoreQuery.extend(PageQuery.shape).extend({
  product_id: RecordIdParam.optional(),
});

/** The product a review is about; null for reviews of the shop itself. */
export const ReviewedProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
});

export const StoreReview = Review.extend({ product: ReviewedProduct.nullable() });
export type StoreReview = z.infer<typeof StoreReview>;

export const StoreReviewList = z
  .object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(StoreReview),
    rating: RatingSummary,
  })
  .meta({ id: 'StoreReviewList' });
export type StoreReviewList = z.infer<typeof StoreReviewList>;
