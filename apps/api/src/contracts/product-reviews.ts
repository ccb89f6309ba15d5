import { z } from 'zod';
import { PageQuery, RecordIdParam, StoreQuery } from './common.ts';

export const ProductReviewsQuery = StoreQuery.extend(PageQuery.shape).extend({
  product_id: RecordIdParam,
});

export const Review = z.object({
  id: z.number().int(),
  author_name: z.string(),
  city: z.string().nullable(),
  rating: z.number().int(),
  title: z.string(),
  body: z.string(),
  created_at: z.string(),
});
export type Review = z.infer<typeof Review>;

/** 5 and 0 while the product has no published review (SPEC: default rating 5). */
export const RatingSummary = z.object({ average: z.number(), count: z.number().int() });

export const ReviewList = z
  .object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(Review),
    rating: RatingSummary,
  })
  .meta({ id: 'ReviewList' });
export type ReviewList = z.infer<typeof ReviewList>;

/** Answered questions only. */
export const AnsweredQuestion = z.object({
  id: z.number().int(),
  name: z.string(),
  question: z.string(),
  answer: z.string(),
  answered_at: z.string().nullable(),
  created_at: z.string(),
});
export type AnsweredQuestion = z.infer<typeof AnsweredQuestion>;
