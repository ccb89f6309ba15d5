import type {
  Brand,
  CategoryCard,
  HomeBanner,
  HomeSeoText,
  HomeSlider,
  List,
  MenuItem,
  MenuType,
  ProductCard,
  StoreCode,
  StoreConfig,
} from '@shop/api/contracts';
import type { Locale } from '@shop/i18n';
import { currentRequestId, requestIdHeader } from '@shop/ops';
import { data } from 'react-router';
import type { z } from 'zod';
import { cachedJson, sharedMaxAge } from './api-cache.server.ts';
import { env } from './env.server.ts';

/**
 * The edition and language every api call carries (ARCHITECTURE, API conventions), and the
 * signed-in customer's access token when the call is made on their behalf.
 */
export type ApiScope = {
  store: StoreCode;
  language: Locale;
  token?: string | null;
  /**
   * The browser's address chain (X-Forwarded-For as the web's server left it: a front proxy's,
   * or the browser's own address when it reached the web directly; server.ts), passed on for
   * the api's per-address attempt limits (login, sign-up, password recovery, questions). The
   * api trusts it from the web only (TRUSTED_PROXIES) and reads its last entry.
   */
  forwardedFor?: string | null;
};
export type ApiQuery = Record<string, string | number | undefined>;
type Query = ApiQuery;

function apiUrl(path: string, scope: ApiScope, query: Query = {}): URL {
  const url = new URL(path, env.API_URL);
  url.searchParams.set('store', scope.store);
  url.searchParams.set('language', scope.language);
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  return url;
}

function encodePath(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}

function headersFor(scope: ApiScope, extra: Record<string, string> = {}): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json', ...extra };
  if (scope.token) headers.authorization = `Bearer ${scope.token}`;
  if (scope.forwardedFor) headers['x-forwarded-for'] = scope.forwardedFor;
  return { ...headers, ...requestIdHeaders() };
}

/**
 * X-Request-Id of the request being answered (server.ts), for every api call, so the api's
 * log lines of the call carry the web's id; none outside a request.
 */
export function requestIdHeaders(): Record<string, string> {
  const requestId = currentRequestId();
  return requestId === undefined ? {} : { [requestIdHeader]: requestId };
}

async function call(url: URL, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (cause) {
    // The api being down is an outage of the shop, not a missing page.
    console.error(`api unreachable: ${url.pathname}`, cause);
    throw data({ detail: 'api unreachable' }, { status: 503 });
  }
}

/** An api failure becomes a thrown route error with the api's status, so 404 shows the 404 page. */
async function jsonOf<Body>(url: URL, response: Response): Promise<Body> {
  if (!response.ok) {
    const detail = await response.text();
    if (response.status >= 500) console.error(`api ${response.status}: ${url.pathname} ${detail}`);
    throw data({ detail }, { status: response.status });
  }
  return (await response.json()) as Body;
}

/** The api's status carried by an error that apiGet or apiPost threw (undefined otherwise). */
export function apiErrorStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('init' in error)) return undefined;
  const { init } = error as { init: ResponseInit | null };
  return init?.status;
}

/** An api read whose 404 (no such item) is undefined; any other failure is thrown. */
export function unlessNotFound<Found>(read: Promise<Found>): Promise<Found | undefined> {
  return read.catch((error: unknown) => {
    if (apiErrorStatus(error) === 404) return undefined;
    throw error;
  });
}

/**
 * GET of any api call; answers the api marks public are shared through the api cache. A call
 * made with a customer's token is never shared: its answer is that customer's.
 */
export async function apiGet<Body>(scope: ApiScope, path: string, query?: Query): Promise<Body> {
  const url = apiUrl(path, scope, query);
  if (scope.token) {
    const response = await call(url, { headers: headersFor(scope) });
    return jsonOf<Body>(url, response);
  }
  return cachedJson<Body>(url.href, async () => {
    const response = await call(url, { headers: headersFor(scope) });
    const body = await jsonOf<Body>(url, response);
    return { body, maxAgeSeconds: sharedMaxAge(response.headers.get('cache-control')) };
  });
}

/** POST of a JSON body to any api call (never cached). */
export async function apiPost<Body>(
  scope: ApiScope,
  path: string,
  body: unknown,
  query?: Query,
): Promise<Body> {
  const url = apiUrl(path, scope, query);
  const response = await call(url, {
    method: 'POST',
    headers: headersFor(scope, { 'content-type': 'application/json' }),
    body: JSON.stringify(body),
  });
  return jsonOf<Body>(url, response);
}

/**
 * A write (POST, PUT or DELETE) with an optional JSON body, never cached; an answer without
 * content (204) resolves to undefined.
 */
export async function apiSend<Body>(
  scope: ApiScope,
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  query?: Query,
): Promise<Body> {
  const url = apiUrl(path, scope, query);
  const headers = headersFor(
    scope,
    body === undefined ? {} : { 'content-type': 'application/json' },
  );
  const response = await call(url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status === 204) return undefined as Body;
  return jsonOf<Body>(url, response);
}

export function createApi(scope: ApiScope) {
  const get = <Body>(path: string, query?: Query) => apiGet<Body>(scope, path, query);
  return {
    stores: () => get<List<StoreConfig>>('/stores/v1/stores/', { page_size: -1 }),
    menu: (menuType: z.infer<typeof MenuType>) =>
      get<List<MenuItem>>('/catalog/v1/menus/web-list/', { menu_type: menuType, page_size: -1 }),
    home: {
      sliders: () => get<List<HomeSlider>>('/catalog/v1/store-home-sliders/'),
      categories: () => get<List<CategoryCard>>('/catalog/v1/store-highlight-categories/'),
      products: () => get<List<ProductCard>>('/catalog/v1/store-highlight-products/'),
      brands: () => get<List<Brand>>('/catalog/v1/store-highlight-suppliers/'),
      banners: () => get<List<HomeBanner>>('/catalog/v1/store-home-banners/'),
      seoTexts: () => get<List<HomeSeoText>>('/catalog/v1/store-home-seo-texts/'),
    },
    /** The image bytes as the api sends them, for the web's /media route to stream on. */
    image: (publicId: string, size: Query, headers: Record<string, string>) =>
      call(apiUrl(`/media/v1/images/${encodePath(publicId)}`, scope, size), { headers }),
    /** A product video file ('videos/<name>.webm'), whole or the byte range the browser asked. */
    video: (publicId: string, range: string | null) =>
      call(
        apiUrl(`/media/v1/${encodePath(publicId)}`, scope),
        range === null ? {} : { headers: { range } },
      ),
    /** A product document's PDF ('es/REF/data_sheet.pdf'), streamed on like an image. */
    productDocument: (path: string) =>
      call(apiUrl(`/media/v1/documents/${encodePath(path)}`, scope), {}),
  };
}
export type Api = ReturnType<typeof createApi>;
