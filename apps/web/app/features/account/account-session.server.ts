import { createTranslator, type Translate } from '@shop/i18n';
import { data, redirect } from 'react-router';
import { apiErrorStatus, type ApiScope } from '../../lib/api.server.ts';
import {
  authSession,
  clearSessionCookies,
  customerTypeCookie,
} from '../../lib/auth-session.server.ts';
import { localizedPath } from '../../lib/locale-path.ts';
import { resolveStorefront, type Storefront } from '../../lib/storefront.server.ts';
import { createAuthApi, type Client } from '../auth/auth-api.server.ts';

export type AccountContext = {
  storefront: Storefront;
  /** Api scope carrying the customer's access token. */
  scope: ApiScope;
  client: Client;
  t: Translate;
  /** Cookies to send with the response (a refreshed session). */
  setCookies: string[];
  /** Path in the page's language. */
  path: (path: string) => string;
};

export function headersWith(setCookies: readonly string[]): Headers {
  const headers = new Headers();
  for (const value of setCookies) headers.append('Set-Cookie', value);
  return headers;
}

/** The login page that brings the visitor back to where they were going. */
export function loginRedirect(storefront: Storefront, request: Request, setCookies: string[]) {
  const url = new URL(request.url);
  const next = `${url.pathname}${url.search}`;
  const login = localizedPath('/login', storefront.locale, storefront.editionLocale);
  return redirect(`${login}?next=${encodeURIComponent(next)}`, {
    headers: headersWith(setCookies),
  });
}

/**
 * The signed-in customer of an account page. A guest (or a session the api no longer accepts)
 * is sent to /login?next=<this page> and comes back after signing in (SPEC section 6).
 */
export function requireAccountContext(request: Request): Promise<AccountContext> {
  // The layout and the page load together: one session check and one info call for both.
  let context = contexts.get(request);
  if (!context) {
    context = loadAccountContext(request);
    contexts.set(request, context);
  }
  return context;
}

const contexts = new WeakMap<Request, Promise<AccountContext>>();

async function loadAccountContext(request: Request): Promise<AccountContext> {
  const storefront = await resolveStorefront(request);
  const base = { store: storefront.store.code, language: storefront.locale };
  const session = await authSession(request, base);
  if (!session.token) throw loginRedirect(storefront, request, session.setCookies);
  const scope: ApiScope = { ...base, token: session.token };
  let client: Client;
  try {
    client = await createAuthApi(scope).info(session.token);
  } catch (error) {
    if (apiErrorStatus(error) !== 401) throw error;
    throw loginRedirect(storefront, request, clearSessionCookies(request));
  }
  return {
    storefront,
    scope,
    client,
    t: createTranslator(storefront.locale),
    // The type can change meanwhile (the admin toggle): the page prices follow the account.
    setCookies: [...session.setCookies, customerTypeCookie(request, client._type)],
    path: (path) => localizedPath(path, storefront.locale, storefront.editionLocale),
  };
}

/** A loader or action answer that keeps the session's cookies current. */
export function withSession<Body>(context: AccountContext, body: Body, status = 200) {
  return data(body, { status, headers: headersWith(context.setCookies) });
}

/** A redirect that keeps the session's cookies current. */
export function redirectWithSession(context: AccountContext, path: string, extra: string[] = []) {
  return redirect(context.path(path), {
    headers: headersWith([...context.setCookies, ...extra]),
  });
}
