import { consentCookieName } from '../features/widgets/consent-cookie.ts';
import { createSharedCache } from './api-cache.server.ts';
import { isCrawler } from './crawler.ts';
import { env } from './env.server.ts';

/*
 * Guests' catalogue and content pages, kept rendered for PAGE_CACHE_SECONDS: under load most
 * of a page view is React rendering the document, and every guest asking for the same page in
 * the same state gets the same bytes.
 *
 * What a page's server render reads from the request, and how the key covers it:
 * - the URL: host (edition), protocol and port (canonical and hreflang origins), path (locale
 *   prefix, page) and query (filters, page, the configurator's plain form);
 * - the user agent, through isCrawler (root loader: menus left out; entry.server: whole
 *   document at once);
 * - cookies: `cookie_consent` (the consent banner and tags) and `locale` (the redirect to
 *   the chosen language) are part of the key. Every other cookie the shop sets is the visitor's
 *   own (cart → the header's count; access_token, refresh_token, customer_type → session and
 *   professional prices; checkout), and so is any cookie this list does not know: such a
 *   request is rendered for itself and never stored.
 */

/** Cookies whose value is part of the key. */
const keyedCookies = new Set([consentCookieName, 'locale']);

/**
 * The analytics tags the visitor consented to set these in the browser (Google Analytics and
 * Ads); no server code reads them, so they must not turn every consenting visitor away.
 */
const browserOnlyCookie = /^(_ga|_ga_.+|_gid|_gcl_.+)$/;

/** Storefront pages whose render depends only on what the key holds (route ids, prefix removed). */
const guestPages = new Set([
  'home',
  'catalog',
  'brands',
  'brand',
  'offers',
  'novelties',
  'shower-trays',
  'blog',
  'blog-category',
  'blog-post',
  'opinions',
]);
const contentPagePrefix = 'content-';

/** Route id without the locale prefix the routes under /fr/ and /es/ carry ('fr/catalog'). */
function unprefixedRouteId(id: string): string {
  return id.replace(/^[a-z]{2}\//, '');
}

function isGuestPage(routeId: string | undefined): boolean {
  if (!routeId) return false;
  const id = unprefixedRouteId(routeId);
  return guestPages.has(id) || id.startsWith(contentPagePrefix);
}

/** The keyed cookies' values, or null when the request carries a cookie of the visitor's own. */
function keyedCookieValues(cookieHeader: string | null): Record<string, string> | null {
  const values: Record<string, string> = {};
  for (const pair of (cookieHeader ?? '').split(';')) {
    const trimmed = pair.trim();
    if (!trimmed) continue;
    const separator = trimmed.indexOf('=');
    const name = separator === -1 ? trimmed : trimmed.slice(0, separator);
    const value = separator === -1 ? '' : trimmed.slice(separator + 1);
    if (keyedCookies.has(name)) values[name] = value;
    else if (!browserOnlyCookie.test(name)) return null;
  }
  return values;
}

/**
 * The key under which this request's page may be shared with other guests, or null when it
 * must be rendered for this visitor alone. `routeId` is the page's (the deepest matched) route.
 */
export function guestPageKey(
  request: Request,
  status: number,
  headers: Headers,
  routeId: string | undefined,
): string | null {
  if (env.PAGE_CACHE_SECONDS === 0 || request.method !== 'GET' || status !== 200) return null;
  // A page that sets a cookie or its own caching answers this visitor only.
  if (headers.has('set-cookie') || headers.has('cache-control')) return null;
  if (!isGuestPage(routeId)) return null;
  const cookies = keyedCookieValues(request.headers.get('cookie'));
  if (!cookies) return null;
  const crawler = isCrawler(request.headers.get('user-agent'));
  return JSON.stringify([request.url, cookies[consentCookieName], cookies.locale, crawler]);
}

/**
 * A guest page may be kept by a CDN in front as by this process, and served a little stale
 * while it fetches a fresh one; browsers always ask again (a visitor who signs in must not see
 * their guest page). Vary names what the key holds besides the URL.
 */
export function guestPageHeaders(headers: Headers): void {
  headers.set(
    'Cache-Control',
    `public, max-age=0, s-maxage=${env.PAGE_CACHE_SECONDS}, stale-while-revalidate=30`,
  );
  headers.append('Vary', 'Cookie, User-Agent');
}

/** The rendered page, or null when its render must not be shared (it failed or set a cookie). */
export type KeptPage = Uint8Array<ArrayBuffer> | null;

/** About 110 KB a page: 200 pages stay under 25 MB. */
export const cachedPage = createSharedCache(200);
