import { contentPagePaths, nestedContentPaths } from '../../features/content-page/content-paths.ts';

/** The parents of nested content pages ('medicion-instalacion-mamparas' of '.../:guide'). */
const nestedParents = nestedContentPaths.map((path) => path.split('/')[0] ?? path);

/**
 * The shop path that shows a content page of the api, its one address for search engines:
 * the content feature's rule (path with '/' turned into '-') read backwards. A slug that is
 * none of its pages is a CMS page under /cms/.
 */
export function contentPathOfSlug(slug: string): string {
  if ((contentPagePaths as readonly string[]).includes(slug)) return `/${slug}`;
  const parent = nestedParents.find((candidate) => slug.startsWith(`${candidate}-`));
  if (parent) return `/${parent}/${slug.slice(parent.length + 1)}`;
  return `/cms/${slug}`;
}
