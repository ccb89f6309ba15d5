import type { EditionAlternates, PageDetail } from '@shop/api/contracts';
import type { Locale } from '@shop/i18n';
import { redirect } from 'react-router';
import { apiErrorStatus, apiGet, type ApiScope } from '../../lib/api.server.ts';
import { localizedPath } from '../../lib/locale-path.ts';
import { resolveStorefront } from '../../lib/storefront.server.ts';
import {
  contentPathOfSlug,
  legalSlugIn,
  pageSlugOf,
  parentPathOf,
  trimSlashes,
} from './content-paths.ts';
import { loadShowcases } from './load-showcases.server.ts';
import { parsePageBody, showcasesOf } from './page-body.ts';

export type ContentPageData = Awaited<ReturnType<typeof loadContentPage>>;

const pageBySlug = (scope: ApiScope, slug: string) =>
  apiGet<PageDetail>(scope, `/cms/v1/pages/${encodeURIComponent(slug)}/retrieve_by_slug/`);

/**
 * The page in each edition, for hreflang: the same path where that edition publishes a page with
 * this slug; else, for a legal page, the path of that edition's own legal page.
 */
function pagePaths(path: string, page: PageDetail): EditionAlternates {
  const legal = trimSlashes(path).startsWith('cms/');
  const pathIn = (language: Locale) => {
    if (page.alternates[language] !== null) return `/${trimSlashes(path)}`;
    const counterpart = legal ? legalSlugIn(language, page.slug) : undefined;
    return counterpart === undefined ? null : `/cms/${counterpart}`;
  };
  return { es: pathIn('es'), fr: pathIn('fr') };
}

/**
 * The page of the current path, and its parent for the breadcrumb. Pages belong to the
 * edition and are written in its language (the legal texts follow its country's law), so
 * they are read in the edition's language even when the visitor chose the other one; the
 * api's 404 becomes this page's 404.
 */
export async function loadContentPage(request: Request) {
  const { store, editionLocale, locale, path, url } = await resolveStorefront(request);
  const scope: ApiScope = { store: store.code, language: editionLocale };
  const slug = pageSlugOf(path);
  const counterpart = trimSlashes(path).startsWith('cms/')
    ? legalSlugIn(editionLocale, slug)
    : undefined;
  if (counterpart !== undefined) {
    throw redirect(
      `${localizedPath(`/cms/${counterpart}`, locale, editionLocale)}${url.search}`,
      301,
    );
  }
  const parentPath = parentPathOf(path);
  const [page, parent] = await Promise.all([
    pageBySlug(scope, slug),
    parentPath === undefined
      ? undefined
      : pageBySlug(scope, pageSlugOf(parentPath)).catch((error: unknown) => {
          // A missing parent only shortens the breadcrumb.
          if (apiErrorStatus(error) === 404) return undefined;
          throw error;
        }),
  ]);
  // /cms/ayuda, /instalacion/de-mamparas and the like read the same page as its own path: one
  // address per page, so search engines and shared links never split it.
  const canonicalPath = contentPathOfSlug(page.slug);
  if (canonicalPath !== `/${trimSlashes(path)}`) {
    throw redirect(`${localizedPath(canonicalPath, locale, editionLocale)}${url.search}`, 301);
  }
  const showcases = await loadShowcases(request, scope, showcasesOf(parsePageBody(page.body)));
  const breadcrumb = [
    ...(parent && parentPath ? [{ name: parent.title, url: `/${parentPath}` }] : []),
    { name: page.title, url: `/${trimSlashes(path)}` },
  ];
  return {
    page,
    showcases,
    breadcrumb,
    alternates: pagePaths(path, page),
    pageLanguage: editionLocale,
    storeName: store.name,
  };
}
