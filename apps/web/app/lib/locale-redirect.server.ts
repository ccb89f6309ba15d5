import { redirect } from 'react-router';
import { translatedPage } from '../features/language-switch/page-translation.server.ts';
import { readLocaleCookie } from './locale-cookie.server.ts';
import { localizedPath } from './locale-path.ts';
import type { Storefront } from './storefront.server.ts';

/**
 * Keeps one URL per page and language: the edition's own language is never prefixed, and a
 * visitor who chose the other language (locale cookie) is sent to the page's address in it.
 * A page the edition has only in its own language (its legal texts) stays readable there
 * rather than sending the visitor elsewhere.
 */
export async function localeRedirect(
  request: Request,
  storefront: Storefront,
): Promise<Response | undefined> {
  const { prefix, path, url, editionLocale } = storefront;
  if (prefix === editionLocale) return redirect(`${path}${url.search}`, 301);
  const remembered = readLocaleCookie(request);
  if (prefix || !remembered || remembered === editionLocale) return undefined;
  const page = await translatedPage(storefront, { locale: editionLocale, path }, remembered);
  if (!page.exact) return undefined;
  return redirect(`${localizedPath(page.path, remembered, editionLocale)}${url.search}`);
}
