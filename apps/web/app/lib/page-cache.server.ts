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

/**
 * A catalogue or content page: made to be read, the same for every guest. Besides being kept,
 * these are the pages whose scripts wait for the first paint (deferred-hydration.server.ts);
 * the cart, checkout and account pages are used rather than read, and load theirs at once.
 */
export function isGuestPage(routeId: string | undefined): boolean {
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

/** What the key of a guest page is made of: the request as the web's server receives it. */
export type GuestRequest = {
  method: string;
  /** The absolute URL, as React Router builds it from the request. */
  url: string;
  cookie: string | null;
  userAgent: string | null;
};

/**
 * The key a guest's page is kept under, or null when this request must be rendered for the
 * visitor alone (a cookie of their own, a method other than GET, the cache turned off).
 */
export function guestRequestKey({ method, url, cookie, userAgent }: GuestRequest): string | null {
  if (env.PAGE_CACHE_SECONDS === 0 || method.toUpperCase() !== 'GET') return null;
  const cookies = keyedCookieValues(cookie);
  if (!cookies) return null;
  return JSON.stringify([
    new URL(url).href,
    cookies[consentCookieName],
    cookies.locale,
    isCrawler(userAgent),
  ]);
}

/**
 * The key under which this rendered page may be shared with other guests, or null when it
 * must be rendered for this visitor alone. `routeId` is the page's (the deepest matched) route.
 */
export function guestPageKey(
  request: Request,
  status: number,
  headers: Headers,
  routeId: string | undefined,
): string | null {
  if (status !== 200) return null;
  // A page that sets a cookie or its own caching answers this visitor only.
  if (headers.has('set-cookie') || headers.has('cache-control')) return null;
  if (!isGuestPage(routeId)) return null;
  return guestRequestKey({
    method: request.method,
    url: request.url,
    cookie: request.headers.get('cookie'),
    userAgent: request.headers.get('user-agent'),
  });
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

/**
 * The rendered page, its headers and the script nonce it was rendered with, or null when its
 * render must not be shared.
 */
export type KeptPage = {
  body: Uint8Array<ArrayBuffer>;
  headers: [string, string][];
  nonce: string | undefined;
} | null;

/**
 * The kept page as this answer must send it: a nonce is good for one answer only (a nonce seen
 * in one page would otherwise let a script injected into the next one run), so the kept one is
 * replaced by this answer's.
 */
export function withNonce(page: KeptPage, nonce: string | undefined): KeptPage {
  if (!page?.nonce || !nonce || page.nonce === nonce) return page;
  const html = Buffer.from(page.body).toString('utf8');
  const body = html.replaceAll(`nonce="${page.nonce}"`, `nonce="${nonce}"`);
  return { ...page, body: new Uint8Array(Buffer.from(body)), nonce };
}

/** About 110 KB a page: 200 pages stay under 25 MB. */
export const cachedPage = createSharedCache(200);

/**
 * The page an earlier render kept for this request's key, or null. The web's server
 * (server.ts) asks before handing the request to React Router: a kept page is sent without
 * matching routes or running loaders again.
 */
export function keptGuestPage(request: GuestRequest, nonce: string): KeptPage {
  const key = guestRequestKey(request);
  return withNonce((key === null ? undefined : cachedPage.fresh<KeptPage>(key)) ?? null, nonce);
}
