import { createTranslator } from '@shop/i18n';
import { createBlogApi, pageOf, postsPageSize } from '../../features/blog/blog-api.server.ts';
import { PostListView } from '../../features/blog/post-list-view.tsx';
import { storeRating } from '../../features/reviews/reviews-api.server.ts';
import { resolveStorefront } from '../../lib/storefront.server.ts';
import type { Route } from './+types/blog-list';
import type { MessagesHandle } from '../../lib/page-messages.ts';

export const handle: MessagesHandle = { messages: ['blog'] };

/**
 * /blog: every post, newest first, six a page (postsPageSize), with the categories and the
 * store's rating.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { store, locale, url } = await resolveStorefront(request);
  const scope = { store: store.code, language: locale };
  const api = createBlogApi(scope);
  const page = pageOf(url);
  const [posts, categories, rating] = await Promise.all([
    api.posts({ page }),
    api.categories(),
    storeRating(scope),
  ]);
  const t = createTranslator(locale);
  return {
    heading: t('blog.heading'),
    intro: t('blog.intro'),
    metaTitle: t('blog.meta.title'),
    breadcrumb: [
      { name: t('blog.home'), url: '/' },
      { name: t('blog.blog'), url: '/blog' },
    ],
    categories: categories.results,
    currentCategory: null,
    posts: posts.results,
    page,
    pages: Math.max(1, Math.ceil(posts.count / postsPageSize)),
    path: '/blog',
    timeZone: store.time_zone,
    rating,
  };
}

export default function BlogList({ loaderData }: Route.ComponentProps) {
  return <PostListView data={loaderData} />;
}
