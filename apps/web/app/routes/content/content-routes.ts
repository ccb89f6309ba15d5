import type { RouteConfigEntry } from '@react-router/dev/routes';
import { contentPagePaths, nestedContentPaths } from '../../features/content-page/content-paths.ts';
import type { PageRoute } from '../page-route.ts';

const file = 'routes/content/content-page.tsx';

/** CMS pages (/cms/{slug}) and the company, installation and guide pages, inside the storefront layout. */
export function contentPages(page: PageRoute, _idPrefix: string): RouteConfigEntry[] {
  return [
    page('cms/:slug', file, 'content-cms'),
    // Not a `content-` id: the page cache keeps those, and a preview is never kept.
    page('vista-previa/:token', 'routes/content/content-preview.tsx', 'preview'),
    page('vista-previa/portada/:token', 'routes/home/home-preview.tsx', 'preview-home'),
    ...[...contentPagePaths, ...nestedContentPaths].map((path) =>
      page(path, file, `content-${path.replace(/[/:]+/g, '-')}`),
    ),
  ];
}
