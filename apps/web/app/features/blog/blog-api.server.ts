import type { List, Post, PostCategory, PostSummary } from '@shop/api/contracts';
import { apiGet, type ApiScope } from '../../lib/api.server.ts';

/** Posts per page of the blog lists: two rows of three on a wide screen. */
export const postsPageSize = 6;

const encoded = (slug: string) => encodeURIComponent(slug);

/** The blog calls of SPEC section 7 (CMS). */
export function createBlogApi(scope: ApiScope) {
  return {
    posts: (query: { page: number; category?: string }) =>
      apiGet<List<PostSummary>>(scope, '/cms/v1/posts/', {
        ...query,
        page_size: postsPageSize,
      }),
    post: (slug: string) => apiGet<Post>(scope, `/cms/v1/posts/${encoded(slug)}/retrieve_by_slug/`),
    categories: () =>
      apiGet<List<PostCategory>>(scope, '/cms/v1/post-categories/', { page_size: -1 }),
    category: (slug: string) =>
      apiGet<PostCategory>(scope, `/cms/v1/post-categories/${encoded(slug)}/retrieve_by_slug/`),
  };
}

/** ?page=N of a list page; anything else is the first page. */
export function pageOf(url: URL): number {
  const page = Number(url.searchParams.get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
