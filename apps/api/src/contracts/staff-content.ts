import { z } from 'zod';
import { Language, PageQuery, RecordIdParam, StoreCode } from './common.ts';
import { ContentKind, ContentText, PageInput } from './pages.ts';
import { StaffQuery } from './staff.ts';

/**
 * Content of the staff app (routes/staff/content-routes.ts, issues 16 and 17): the edition's
 * pages and blog posts, the questions asked about products and the reviews left on them.
 */

const invalidBoolean = { error: 'staffApi.invalidBoolean' } as const;
const Flag = z.enum(['true', 'false'], invalidBoolean).transform((flag) => flag === 'true');

export { ContentKind, contentKinds } from './pages.ts';

/** Lists are per edition and the language written in (`content_language`; `language` is the staff's). */
export const ContentListQuery = StaffQuery.extend(PageQuery.shape).extend({
  store: StoreCode.default('ESSM'),
  content_language: Language.default('es'),
});
export type ContentListQuery = z.infer<typeof ContentListQuery>;

export const ContentParams = z.object({ kind: ContentKind, id: RecordIdParam });
export const ContentListParams = z.object({ kind: ContentKind });

/** A page or post as the staff edit form shows it (pages.ts: the preview shows the same). */
export const StaffContentText = ContentText;
export type StaffContentText = z.infer<typeof StaffContentText>;

/** A page or post as the form sends it, whole; the body keeps the shop's page format (pages.ts). */
export const StaffContentInput = PageInput.extend({
  excerpt: z.string().trim().max(500).default(''),
});
export type StaffContentInput = z.output<typeof StaffContentInput>;

export const QuestionListQuery = StaffQuery.extend(PageQuery.shape).extend({
  store: StoreCode.optional(),
  answered: Flag.optional(),
});
export type QuestionListQuery = z.infer<typeof QuestionListQuery>;

export const StaffQuestion = z.object({
  id: z.number().int(),
  store: StoreCode,
  content_language: Language,
  product: z.object({ id: z.number().int(), name: z.string() }),
  name: z.string(),
  email: z.string(),
  question: z.string(),
  answer: z.string().nullable(),
  answered_at: z.string().nullable(),
  is_published: z.boolean(),
  created_at: z.string(),
});
export type StaffQuestion = z.infer<typeof StaffQuestion>;

const required = { error: 'api.required' } as const;

/** The answer, and whether the product page shows the question with it. */
export const QuestionAnswerInput = z.object({
  answer: z.string(required).trim().min(1, required).max(5_000),
  is_published: z.boolean().default(true),
});
export type QuestionAnswerInput = z.output<typeof QuestionAnswerInput>;

export const ReviewListQuery = StaffQuery.extend(PageQuery.shape).extend({
  store: StoreCode.optional(),
  published: Flag.optional(),
});
export type ReviewListQuery = z.infer<typeof ReviewListQuery>;

export const StaffReview = z.object({
  id: z.number().int(),
  store: StoreCode,
  content_language: Language,
  /** null: a review of the shop itself (/opiniones). */
  product: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  author_name: z.string(),
  rating: z.number().int(),
  title: z.string(),
  body: z.string(),
  is_published: z.boolean(),
  created_at: z.string(),
});
export type StaffReview = z.infer<typeof StaffReview>;

export const ItemParams = z.object({ id: RecordIdParam });

/** Where the storefront shows an unpublished text to whoever follows the link, until it expires. */
export const ContentPreviewLink = z.object({
  url: z.string(),
  expires_at: z.string().describe('ISO 8601'),
});
export type ContentPreviewLink = z.infer<typeof ContentPreviewLink>;
