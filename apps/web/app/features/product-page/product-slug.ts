/** Product pages are the slug plus .html at the root of the shop: '/mampara-x.html' -> 'mampara-x'. */
export function productSlug(path: string): string | null {
  const match = /^\/([^/]+)\.html$/.exec(path);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}
