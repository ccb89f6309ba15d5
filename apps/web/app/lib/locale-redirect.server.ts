import { redirect } from 'react-router';
import { readLocaleCookie } from './locale-cookie.server.ts';
import { localizedPath } from './locale-path.ts';
import type { Storefront } from './storefront.server.ts';

/**
 * Keeps one URL per page and language: the edition's own language is never prefixed, and a
 * visitor who chose the other language (locale cookie) is sent to its prefixed URL.
 */
export function localeRedirect(request: Request, storefront: Storefront): Response | undefined {
  const { prefix, path, url, editionLocale } = storefront;
  if (prefix === editionLocale) return redirect(`${path}${url.search}`, 301);
  const remembered = readLocaleCookie(request);
  if (!prefix && remembered && remembered !== editionLocale) {
    return redirect(`${localizedPath(path, remembered, editionLocale)}${url.search}`);
  }
  return undefined;
}
