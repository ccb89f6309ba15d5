import { z } from 'zod';
import { PageQuery, StoreQuery } from './common.ts';

/** The blog of SPEC section 7: /cms/v1/posts/ and /cms/v1/post-categories/. */

export const PostCategorySummary = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
});
export type PostCategorySummary = z.infer<typeof PostCategorySummary>;

export const PostCategory = PostCategorySummary.extend({
  description: z.string(),
  /** Published posts in the category. */
  post_count: z.number().int(),
});
export type PostCategory = z.infer<typeof PostCategory>;

export const PostSummary = z
  .object({
    id: z.number().int(),
    title: z.string(),
    slug: z.string(),
    excerpt: z.string(),
    image_public_id: z.string().nullable(),
    author_name: z.string(),
    published_at: z.string(),
    category: PostCategorySummary.nullable(),
  })
  .meta({ id: 'PostSummary' });
export type PostSummary = z.infer<typeof PostSummary>;

export const PostFaq = z.object({ question: z.string(), answer: z.string() });
export type PostFaq = z.infer<typeof PostFaq>;

export const Post = PostSummary.extend({
  /** Paragraphs separated by a blank line; '## ' starts a heading, '- ' a list item. */
  body: z.string(),
  /** null when the stored FAQs cannot be read: the page says so instead of hiding the post. */
  faqs: z.array(PostFaq).nullable(),
  seo_title: z.string(),
  seo_description: z.string(),
  updated_at: z.string(),
  /** Up to three other posts of the same category, newest first. */
  related: z.array(PostSummary),
}).meta({ id: 'Post' });
export type Post = z.infer<typeof Post>;

const slug = z.string().trim().min(1).max(200);

export const PostListQuery = StoreQuery.extend(PageQuery.shape).extend({
  category: slug.optional().describe('slug of a post category: only its posts'),
  related_to: slug
    .optional()
    .describe('slug of a post: the other posts of its category (empty when it has none)'),
});
export type PostListQuery = z.infer<typeof PostListQuery>;

export const PostCategoryListQuery = StoreQuery.extend(PageQuery.shape);

export const PostSlugParams = z.object({ slug });
