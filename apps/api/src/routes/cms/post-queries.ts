import { and, desc, eq, lte, ne, sql, type SQL } from 'drizzle-orm';
import { postCategories, posts } from '@shop/db';
import type { PostSummary } from '../../contracts/blog.ts';
import type { StoreQuery } from '../../contracts/common.ts';
import type { Db } from '../../database.ts';
import { counted, inWindow, totalCount } from '../../lists/page-window.ts';
import type { PageWindow } from '../../lists/paged-list.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { isoTimestamp } from '../reviews/review-queries.ts';

/** What readers may see: published, and not scheduled for later. */
export function publishedPosts({ store, language }: StoreQuery): SQL | undefined {
  return and(
    eq(posts.storeCode, store),
    eq(posts.language, language),
    eq(posts.isPublished, true),
    lte(posts.publishedAt, sql`now()`),
  );
}

export const postSummaryColumns = {
  id: posts.id,
  title: posts.title,
  slug: posts.slug,
  excerpt: posts.excerpt,
  image_public_id: posts.imagePublicId,
  author_name: posts.authorName,
  published_at: isoTimestamp(posts.publishedAt),
  categoryId: postCategories.id,
  categoryName: postCategories.name,
  categorySlug: postCategories.slug,
};

type SummaryRow = Omit<PostSummary, 'category'> & {
  categoryId: number | null;
  categoryName: string | null;
  categorySlug: string | null;
};

export function toPostSummary(row: SummaryRow): PostSummary {
  const { categoryId, categoryName, categorySlug, ...post } = row;
  const category =
    categoryId !== null && categoryName !== null && categorySlug !== null
      ? { id: categoryId, name: categoryName, slug: categorySlug }
      : null;
  return { ...post, category };
}

/** One page of post summaries matching `where`, newest first, with the list's count. */
export async function postSummaries(db: Db, where: SQL | undefined, window: PageWindow) {
  const rows = await inWindow(
    db
      .select({ total: totalCount, ...postSummaryColumns })
      .from(posts)
      .leftJoin(postCategories, eq(postCategories.id, posts.postCategoryId))
      .where(where)
      .orderBy(desc(posts.publishedAt), desc(posts.id))
      .$dynamic(),
    window,
  );
  return counted(rows, ({ total: _total, ...row }) => toPostSummary(row));
}

/**
 * The filter of "other posts of the same category as this one" (404 for an unknown post); null
 * when the post has no category, so nothing is related to it.
 */
export async function relatedFilter(
  db: Db,
  scope: StoreQuery,
  slug: string,
): Promise<SQL | undefined | null> {
  const [post] = await db
    .select({ id: posts.id, categoryId: posts.postCategoryId })
    .from(posts)
    .where(and(publishedPosts(scope), eq(posts.slug, slug)))
    .limit(1);
  if (!post) throw ApiError.notFound();
  if (post.categoryId === null) return null;
  return and(
    publishedPosts(scope),
    eq(posts.postCategoryId, post.categoryId),
    ne(posts.id, post.id),
  );
}
