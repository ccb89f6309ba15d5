import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/**
 * Resource routes for search engines (sitemap.xml, robots.txt) and the cookie choice, once per
 * host, not per locale.
 */
export function seoRoutes(): RouteConfigEntry[] {
  return [
    route('robots.txt', 'routes/seo/robots.ts'),
    route('sitemap.xml', 'routes/seo/sitemap-index.ts'),
    route('sitemaps/:file', 'routes/seo/child-sitemap.ts'),
    // The cookie banner's form without JavaScript; the choice applies to the whole host.
    route('cookies/consent', 'routes/seo/consent.ts'),
  ];
}
