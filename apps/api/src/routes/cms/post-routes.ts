import { and, asc, count, eq, ne } from 'drizzle-orm';
import { postCategories, posts } from '@shop/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  Post,
  PostCategory,
  PostCategoryListQuery,
  PostFaq,
  PostListQuery,
  PostSlugParams,
  PostSummary,
} from '../../contracts/blog.ts';
import {
  DetailErrorBody,
  ListOf,
  StoreQuery,
  ValidationErrorBody,
} from '../../contracts/common.ts';
import type { Db } from '../../database.ts';
import { inMemory, pagedList } from '../../lists/paged-list.ts';
import { ApiError } from '../../plugins/api-error.ts';
import type { RouteOptions } from '../route-options.ts';
import { isoTimestamp } from '../reviews/review-queries.ts';
import {
  postSummaries,
  postSummaryColumns,
  publishedPosts,
  relatedFilter,
  toPostSummary,
} from './post-queries.ts';

const tags = ['cms'];
const errors = { 400: ValidationErrorBody, 404: DetailErrorBody };
const relatedCount = 3;
const StoredFaqs = z.array(PostFaq);

/** Categories in their set order, each with its count of published posts. */
async function postCategoryList(db: Db, scope: StoreQuery, slug?: string) {
  const rows = await db
    .select({
      id: postCategories.id,
      name: postCategories.name,
      slug: postCategories.slug,
      description: postCategories.description,
      post_count: count(posts.id),
    })
    .from(postCategories)
    .leftJoin(posts, and(eq(posts.postCategoryId, postCategories.id), publishedPosts(scope)))
    .where(
      and(
        eq(postCategories.storeCode, scope.store),
        eq(postCategories.language, scope.language),
        slug === undefined ? undefined : eq(postCategories.slug, slug),
      ),
    )
    .groupBy(postCategories.id)
    .orderBy(asc(postCategories.position), asc(postCategories.id));
  return rows satisfies PostCategory[];
}

/** The blog (SPEC section 7, CMS): posts with FAQs and related posts, and their categories. */
export const postRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { db }) => {
  for (const url of ['/cms/v1/posts/', '/cms/v1/posts/web-list/']) {
    app.get(
      url,
      {
        schema: {
          summary: 'Published posts, newest first',
          description:
            'Filtered by post category slug (`category`), or the other posts of the category of the post `related_to`.',
          tags,
          querystring: PostListQuery,
          response: { 200: ListOf(PostSummary), ...errors },
        },
      },
      async (request) => {
        const { category, related_to: relatedTo, ...scope } = request.query;
        const related =
          relatedTo === undefined ? undefined : await relatedFilter(db, scope, relatedTo);
        if (related === null) return pagedList(request, request.query, inMemory([]));
        const where = and(
          related ?? publishedPosts(scope),
          category === undefined ? undefined : eq(postCategories.slug, category),
        );
        return pagedList(request, request.query, (window) => postSummaries(db, where, window));
      },
    );
  }

  app.get(
    '/cms/v1/posts/:slug/retrieve_by_slug/',
    {
      schema: {
        summary: 'One published post with its FAQs, category, SEO fields and related posts',
        tags,
        params: PostSlugParams,
        querystring: StoreQuery,
        response: { 200: Post, ...errors },
      },
    },
    async (request) => {
      const scope = request.query;
      const { slug } = request.params;
      const [row] = await db
        .select({
          ...postSummaryColumns,
          body: posts.body,
          faqs: posts.faqs,
          seo_title: posts.seoTitle,
          seo_description: posts.seoDescription,
          updated_at: isoTimestamp(posts.updatedAt),
        })
        .from(posts)
        .leftJoin(postCategories, eq(postCategories.id, posts.postCategoryId))
        .where(and(publishedPosts(scope), eq(posts.slug, slug)))
        .limit(1);
      if (!row) throw ApiError.notFound();
      const { body, faqs, seo_title, seo_description, updated_at, ...summary } = row;
      const storedFaqs = StoredFaqs.safeParse(faqs);
      if (!storedFaqs.success) request.log.warn({ post: row.id }, 'post FAQs are malformed');
      const related =
        row.categoryId === null
          ? []
          : (
              await postSummaries(
                db,
                and(
                  publishedPosts(scope),
                  eq(posts.postCategoryId, row.categoryId),
                  ne(posts.id, row.id),
                ),
                { limit: relatedCount, offset: 0 },
              )
            ).results;
      return {
        ...toPostSummary(summary),
        body,
        faqs: storedFaqs.success ? storedFaqs.data : null,
        seo_title: seo_title || row.title,
        seo_description: seo_description || row.excerpt,
        updated_at,
        related,
      };
    },
  );

  for (const url of ['/cms/v1/post-categories/', '/cms/v1/post-categories/web-list/']) {
    app.get(
      url,
      {
        schema: {
          summary: 'Post categories in their order, with their count of published posts',
          tags,
          querystring: PostCategoryListQuery,
          response: { 200: ListOf(PostCategory), ...errors },
        },
      },
      async (request) =>
        pagedList(request, request.query, inMemory(await postCategoryList(db, request.query))),
    );
  }

  app.get(
    '/cms/v1/post-categories/:slug/retrieve_by_slug/',
    {
      schema: {
        summary: 'One post category with its count of published posts',
        tags,
        params: PostSlugParams,
        querystring: StoreQuery,
        response: { 200: PostCategory, ...errors },
      },
    },
    async (request) => {
      const [category] = await postCategoryList(db, request.query, request.params.slug);
      if (!category) throw ApiError.notFound();
      return category;
    },
  );
};
