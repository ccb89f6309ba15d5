/**
 * Paths no search engine should spend its visits on: the customer's own pages, the buying
 * funnel, search results (endless combinations) and the resource routes the browser fetches.
 * Each is given with and without the other language's prefix.
 */
export const privatePaths = [
  '/cart',
  '/checkout',
  '/login',
  '/signup',
  '/recuperar-contrasena',
  '/restaurar-contrasena',
  '/profile',
  '/address',
  '/favourites',
  '/newsletter',
  '/order',
  '/quotation',
  '/buscar',
  '/product/',
  '/vistos-recientemente',
  '/locale',
] as const;

export function robotsTxt(origin: string, otherLocalePrefixes: readonly string[]): string {
  const disallowed = privatePaths.flatMap((path) => [
    path,
    ...otherLocalePrefixes.map((prefix) => `/${prefix}${path}`),
  ]);
  return [
    'User-agent: *',
    ...disallowed.map((path) => `Disallow: ${path}`),
    // Filtered and sorted listings are the same products again; the canonical link says so too.
    'Disallow: /*?*sort=',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
