import { createTranslator } from '@shop/i18n';
import { createBlogApi, pageOf, postsPageSize } from '../../features/blog/blog-api.server.ts';
import { postCategoryPath } from '../../features/blog/post-card.tsx';
import { PostListView } from '../../features/blog/post-list-view.tsx';
import { resolveStorefront } from '../../lib/storefront.server.ts';
import type { Route } from './+types/blog-category';
import type { MessagesHandle } from '../../lib/page-messages.ts';

export const handle: MessagesHandle = { messages: ['blog'] };

/** /blog/cat/{slug}: the category's posts, paged (404 for an unknown category). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { store, locale, url } = await resolveStorefront(request);
  const api = createBlogApi({ store: store.code, language: locale });
  const page = pageOf(url);
  const [category, categories, posts] = await Promise.all([
    api.category(params.slug),
    api.categories(),
    api.posts({ page, category: params.slug }),
  ]);
  const t = createTranslator(locale);
  const path = postCategoryPath(category.slug);
  return {
    heading: category.name,
    intro: category.description,
    metaTitle: t('blog.category.title', { name: category.name }),
    breadcrumb: [
      { name: t('blog.home'), url: '/' },
      { name: t('blog.blog'), url: '/blog' },
      { name: category.name, url: path },
    ],
    categories: categories.results,
    currentCategory: category.slug,
    posts: posts.results,
    page,
    pages: Math.max(1, Math.ceil(posts.count / postsPageSize)),
    path,
    timeZone: store.time_zone,
    rating: null,
  };
}

export default function BlogCategory({ loaderData }: Route.ComponentProps) {
  return <PostListView data={loaderData} />;
}
