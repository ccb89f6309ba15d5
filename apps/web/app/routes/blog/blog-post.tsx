import { createTranslator } from '@shop/i18n';
import { createBlogApi } from '../../features/blog/blog-api.server.ts';
import { PostArticle } from '../../features/blog/post-article.tsx';
import { postCategoryPath, postPath } from '../../features/blog/post-card.tsx';
import { resolveStorefront } from '../../lib/storefront.server.ts';
import type { Route } from './+types/blog-post';
import type { MessagesHandle } from '../../lib/page-messages.ts';

export const handle: MessagesHandle = { messages: ['blog', 'content'] };

/** /blog/{slug}: one post with its FAQs and related posts (404 for an unknown post). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { store, locale } = await resolveStorefront(request);
  const post = await createBlogApi({ store: store.code, language: locale }).post(params.slug);
  const t = createTranslator(locale);
  return {
    post,
    breadcrumb: [
      { name: t('blog.home'), url: '/' },
      { name: t('blog.blog'), url: '/blog' },
      ...(post.category
        ? [{ name: post.category.name, url: postCategoryPath(post.category.slug) }]
        : []),
      { name: post.title, url: postPath(post.slug) },
    ],
    timeZone: store.time_zone,
  };
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  return <PostArticle data={loaderData} />;
}
