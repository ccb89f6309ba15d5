import type { UserType } from '@shop/api/contracts';
import { decodeJwt } from 'jose';
import { data } from 'react-router';
import { apiErrorStatus, apiSend, type ApiScope } from './api.server.ts';
import { isHttpsRequest } from './request-security.server.ts';

/*
 * The customer's session: the api's access and refresh tokens in httpOnly cookies, so no script
 * can read them (ARCHITECTURE: tokens never reach browser storage) and forms work without
 * JavaScript. An expired access token is refreshed here, on the server, and the new pair is
 * sent back as cookies with the page.
 */

const accessCookie = 'access_token';
const refreshCookie = 'refresh_token';
/**
 * The account's customer type, kept beside the tokens so a page can choose its prices without
 * an extra api call. It only chooses which catalogue prices are displayed: the api prices carts
 * and orders from the account itself, and professional prices are open to anyone who signs up
 * as a professional, so a hand-edited value discloses nothing and changes no charge.
 */
const customerTypeCookieName = 'customer_type';

/** SPEC section 9: access 600 s, refresh 86400 s. */
const accessSeconds = 600;
const refreshSeconds = 86_400;
/** A token this close to its end is refreshed now rather than failing on the api mid-page. */
const expiryMarginSeconds = 15;

export type TokenPair = { access: string; refresh: string };

export type AuthSession = {
  /** A valid access token, or null for a guest. */
  token: string | null;
  /** Set-Cookie values the response must carry (a refreshed pair, or the session cleared). */
  setCookies: string[];
};

export function readCookie(request: Request, name: string): string | null {
  const cookies = request.headers.get('cookie') ?? '';
  for (const pair of cookies.split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

function cookie(request: Request, name: string, value: string, maxAge: number): string {
  const secure = isHttpsRequest(request) ? '; Secure' : '';
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

/** The Set-Cookie values that sign the customer in with `tokens`. */
export function sessionCookies(
  request: Request,
  tokens: TokenPair,
  customerType?: UserType,
): string[] {
  const cookies = [
    cookie(request, accessCookie, tokens.access, accessSeconds),
    cookie(request, refreshCookie, tokens.refresh, refreshSeconds),
  ];
  if (customerType) cookies.push(customerTypeCookie(request, customerType));
  return cookies;
}

/** Set-Cookie value recording the account's customer type (after login or the admin toggle). */
export function customerTypeCookie(request: Request, customerType: UserType): string {
  return cookie(request, customerTypeCookieName, customerType, refreshSeconds);
}

/** The Set-Cookie values that forget the session (logout, or a refresh the api refused). */
export function clearSessionCookies(request: Request): string[] {
  return [accessCookie, refreshCookie, customerTypeCookieName].map((name) =>
    cookie(request, name, '', 0),
  );
}

/** The customer type the session last recorded ('C' for guests). */
export function sessionCustomerType(request: Request): UserType {
  if (!readCookie(request, refreshCookie)) return 'C';
  return readCookie(request, customerTypeCookieName) === 'P' ? 'P' : 'C';
}

function isFresh(token: string): boolean {
  try {
    const { exp } = decodeJwt(token);
    return typeof exp === 'number' && exp * 1000 > Date.now() + expiryMarginSeconds * 1000;
  } catch {
    return false;
  }
}

/**
 * A new token pair for `refresh`, or null when the api refuses it (expired, revoked, copied).
 * Two requests of one browser racing with the same cookie may both call this, on this process
 * or another instance: the api hands a second pair for a token rotated moments ago (its reuse
 * interval), so nothing here needs to remember refreshes.
 */
function refreshSession(scope: ApiScope, refresh: string): Promise<TokenPair | null> {
  return apiSend<TokenPair>(
    { store: scope.store, language: scope.language },
    'POST',
    '/auth-users/token/refresh/',
    { refresh },
  ).catch((error: unknown) => {
    const status = apiErrorStatus(error);
    if (status !== undefined && status >= 400 && status < 500) return null;
    throw error;
  });
}

const sessions = new WeakMap<Request, Promise<AuthSession>>();

async function resolve(request: Request, scope: ApiScope): Promise<AuthSession> {
  const access = readCookie(request, accessCookie);
  if (access && isFresh(access)) return { token: access, setCookies: [] };
  const refresh = readCookie(request, refreshCookie);
  if (!refresh) {
    return { token: null, setCookies: access ? clearSessionCookies(request) : [] };
  }
  const tokens = await refreshSession(scope, refresh);
  if (!tokens) return { token: null, setCookies: clearSessionCookies(request) };
  return { token: tokens.access, setCookies: sessionCookies(request, tokens) };
}

/**
 * The request's session, refreshed when its access token has expired. Loaders of one request
 * share one answer. Send `setCookies` with the response whenever it is not empty.
 */
export function authSession(request: Request, scope: ApiScope): Promise<AuthSession> {
  let session = sessions.get(request);
  if (!session) {
    session = resolve(request, scope);
    sessions.set(request, session);
  }
  return session;
}

/**
 * The browser's access token while it is still valid, never refreshed: for a call whose answer
 * cannot carry new session cookies (the layout's cart count), where a refresh would be lost.
 */
export function currentAccessToken(request: Request): string | null {
  const access = readCookie(request, accessCookie);
  return access && isFresh(access) ? access : null;
}

/** Whether the browser holds a session at all (without checking or refreshing it). */
export function hasSessionCookie(request: Request): boolean {
  return readCookie(request, refreshCookie) !== null;
}

/**
 * A form post from another site is refused (SPEC issue 7: form posts check the Origin). Browsers
 * send Origin with every POST; a client that sends none is not a browser carrying our cookies
 * on a third party's behalf.
 */
export function requireSameOrigin(request: Request): void {
  if (request.method === 'GET' || request.method === 'HEAD') return;
  const origin = request.headers.get('origin');
  if (origin === null) return;
  const own = new URL(request.url);
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? own.host;
  let sender: URL;
  try {
    sender = new URL(origin);
  } catch {
    throw data({ detail: 'forbidden' }, { status: 403 });
  }
  if (sender.host !== host && sender.host !== own.host) {
    throw data({ detail: 'forbidden' }, { status: 403 });
  }
}
