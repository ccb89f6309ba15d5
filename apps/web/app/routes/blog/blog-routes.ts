import type { RouteConfigEntry } from '@react-router/dev/routes';
import type { PageRoute } from '../page-route.ts';

/**
 * The blog and the opinions page, inside the storefront layout. Both editions use the same
 * paths (/blog is understood in French too; /opiniones keeps the shop's one address for it).
 */
export function blogPages(page: PageRoute, _idPrefix: string): RouteConfigEntry[] {
  return [
    page('blog', 'routes/blog/blog-list.tsx', 'blog'),
    page('blog/cat/:slug', 'routes/blog/blog-category.tsx', 'blog-category'),
    page('blog/:slug', 'routes/blog/blog-post.tsx', 'blog-post'),
    page('opiniones', 'routes/reviews/opinions.tsx', 'opinions'),
  ];
}
