import { redirect } from 'react-router';
import { createAccountApi } from '../../features/account/account-api.server.ts';
import { headersWith, loginRedirect } from '../../features/account/account-session.server.ts';
import {
  authSession,
  clearSessionCookies,
  requireSameOrigin,
} from '../../lib/auth-session.server.ts';
import { apiErrorStatus } from '../../lib/api.server.ts';
import { safeReturnPath } from '../../lib/return-path.ts';
import { resolveStorefront } from '../../lib/storefront.server.ts';
import { createAuthApi } from '../../features/auth/auth-api.server.ts';
import type { AccountSummary } from '../../features/account/favourites-store.ts';
import type { Route } from './+types/favourite-toggle';
import { formBody } from '../../lib/request-body.server.ts';

async function sessionOf(request: Request) {
  const storefront = await resolveStorefront(request);
  const base = { store: storefront.store.code, language: storefront.locale };
  const session = await authSession(request, base);
  return { storefront, base, session };
}

const guestSummary: AccountSummary = {
  signedIn: false,
  ids: [],
  isAdmin: false,
  customerType: 'C',
};

/**
 * What the page's islands need to know about the visitor: the favourites the heart buttons and
 * the header show (the account's when signed in), and whether to show the admin banner.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { base, session } = await sessionOf(request);
  const headers = headersWith(session.setCookies);
  headers.set('cache-control', 'private, no-store');
  if (!session.token) return Response.json(guestSummary, { headers });
  const scope = { ...base, token: session.token };
  try {
    const [client, list] = await Promise.all([
      createAuthApi(scope).info(session.token),
      createAccountApi(scope).wishlist.list(),
    ]);
    const summary: AccountSummary = {
      signedIn: true,
      ids: list.results.map((item) => item.product.id),
      isAdmin: client.is_admin,
      customerType: client._type,
    };
    return Response.json(summary, { headers });
  } catch (error) {
    if (apiErrorStatus(error) !== 401) throw error;
    return Response.json(guestSummary, { headers: headersWith(clearSessionCookies(request)) });
  }
}

/**
 * A heart button's post: adds (favourite=1) or removes the product for the signed-in customer.
 * With JavaScript guests never post here (their list stays in the browser); without it, a guest
 * is sent to log in and brought back to the product.
 */
export async function action({ request }: Route.ActionArgs) {
  requireSameOrigin(request);
  const { storefront, base, session } = await sessionOf(request);
  const form = await formBody(request);
  const back = safeReturnPath(form.get('returnTo'));
  const wantsJson = form.get('answer') === 'json';
  if (!session.token) {
    if (wantsJson) return Response.json({ signedIn: false }, { status: 401 });
    const guestRequest = new Request(new URL(back, request.url), { headers: request.headers });
    return loginRedirect(storefront, guestRequest, session.setCookies);
  }
  const productId = Number(form.get('product'));
  if (!Number.isSafeInteger(productId) || productId <= 0) {
    return Response.json({ detail: 'product' }, { status: 400 });
  }
  const scope = { ...base, token: session.token };
  const favourite = form.get('favourite') === '1';
  const headers = headersWith(session.setCookies);
  try {
    const client = await createAuthApi(scope).info(session.token);
    const wishlist = createAccountApi(scope).wishlist;
    if (favourite) await wishlist.add(client.id, productId);
    else
      await wishlist.remove(productId).catch((error: unknown) => {
        // Already gone: the customer's wish is met.
        if (apiErrorStatus(error) !== 404) throw error;
      });
  } catch (error) {
    const status = apiErrorStatus(error);
    // A session the api no longer accepts is a guest's: log in again and come back.
    if (status === 401) {
      if (wantsJson) return Response.json({ signedIn: false }, { status: 401 });
      const guestRequest = new Request(new URL(back, request.url), { headers: request.headers });
      return loginRedirect(storefront, guestRequest, clearSessionCookies(request));
    }
    // A product the api refuses (withdrawn, unknown) leaves the list as it was.
    if (status !== 400 && status !== 404) throw error;
    if (wantsJson) return Response.json({ signedIn: true, favourite: !favourite }, { status });
    return redirect(back, { headers });
  }
  if (wantsJson) return Response.json({ signedIn: true, favourite }, { headers });
  return redirect(back, { headers });
}
