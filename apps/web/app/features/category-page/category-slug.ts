/** A category lives at the root of the shop under its slug: '/mamparas-de-ducha'. */
export function categorySlugOf(path: string): string | undefined {
  const slug = /^\/([^/.]+)\/?$/.exec(path)?.[1];
  return slug === undefined ? undefined : decodeURIComponent(slug);
}
