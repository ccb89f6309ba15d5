import type { EditionAlternates, PageDetail } from '@shop/api/contracts';
import type { Locale } from '@shop/i18n';
import { redirect } from 'react-router';
import { apiErrorStatus, apiGet, unlessNotFound, type ApiScope } from '../../lib/api.server.ts';
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

export const pageBySlug = (scope: ApiScope, slug: string) =>
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
 * A page the edition has not written in the URL's language (`/fr/cms/aviso-legal` of the
 * Spanish edition, whose legal texts follow Spanish law) is never shown in the edition's
 * language under the other language's address: it is sent to its own address, whose text and
 * <html lang> agree.
 */
async function redirectToEditionLanguage(scope: ApiScope, slug: string, url: URL) {
  const original = await unlessNotFound(pageBySlug(scope, slug));
  if (original) throw redirect(`${contentPathOfSlug(original.slug)}${url.search}`);
}

/**
 * The page of the current path in the URL's language, and its parent for the breadcrumb.
 * Pages belong to the edition (the legal texts follow its country's law): one the edition has
 * only in its own language leads there; the api's 404 becomes this page's 404.
 */
export async function loadContentPage(request: Request) {
  const { store, editionLocale, locale, path, url } = await resolveStorefront(request);
  const scope: ApiScope = { store: store.code, language: locale };
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
    pageBySlug(scope, slug).catch(async (error: unknown) => {
      if (apiErrorStatus(error) === 404 && locale !== editionLocale) {
        await redirectToEditionLanguage({ ...scope, language: editionLocale }, slug, url);
      }
      throw error;
    }),
    parentPath === undefined
      ? undefined
      : // A missing parent only shortens the breadcrumb.
        unlessNotFound(pageBySlug(scope, pageSlugOf(parentPath))),
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
    storeName: store.name,
  };
}
