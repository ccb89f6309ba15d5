import type { Cart } from '@shop/api/contracts';
import { createCartApi, type CartApi } from '../features/cart/cart-api.server.ts';
import { apiErrorStatus } from './api.server.ts';
import { authSession } from './auth-session.server.ts';
import type { Storefront } from './storefront.server.ts';
import { isHttpsRequest } from './request-security.server.ts';

/*
 * The guest's cart lives on the api; the browser keeps only its uuid, in an httpOnly cookie so
 * the cart forms work without JavaScript and no script can read the key. Each edition has its
 * own host, so each has its own cookie and its own cart.
 */

const cookieName = 'cart';
/** A cart is kept 30 days after it was last changed. */
const maxAgeSeconds = 30 * 24 * 60 * 60;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The edition and language the cart calls carry (a `Storefront` fits). */
export type CartEdition = Pick<Storefront, 'store' | 'locale'>;

/**
 * A cart call's edition and the signed-in customer's token (null for a guest). It is required:
 * a cart that belongs to an account opens only with the account's token (any other caller gets
 * 404), and a cart created with it belongs to the account and is priced for its type.
 */
export type CartScope = CartEdition & { token: string | null };

/**
 * The shopper's cart scope with their session, refreshed when it expired: send `setCookies`
 * with the response (a refresh the browser never hears of logs it out seconds later).
 */
export async function shopperCartScope(
  request: Request,
  storefront: CartEdition,
): Promise<{ scope: CartScope; setCookies: string[] }> {
  const session = await authSession(request, {
    store: storefront.store.code,
    language: storefront.locale,
  });
  return { scope: { ...storefront, token: session.token }, setCookies: session.setCookies };
}

export function cartApiFor({ store, locale, token }: CartScope): CartApi {
  return createCartApi({ store: store.code, language: locale, token });
}

/** The cart uuid the browser holds, if it looks like one (anything else is ignored). */
export function readCartId(request: Request): string | null {
  const cookies = request.headers.get('cookie') ?? '';
  for (const pair of cookies.split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name !== cookieName) continue;
    const id = decodeURIComponent(value.join('='));
    return uuidPattern.test(id) ? id : null;
  }
  return null;
}

function cookieAttributes(request: Request, maxAge: number): string {
  const secure = isHttpsRequest(request) ? '; Secure' : '';
  return `Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

/** The Set-Cookie value that keeps `cartId` for 30 days (Secure when the shop is on https). */
export function cartCookieHeader(cartId: string, request: Request): string {
  return `${cookieName}=${encodeURIComponent(cartId)}; ${cookieAttributes(request, maxAgeSeconds)}`;
}

/** The Set-Cookie value that forgets the cart (after the order is placed, or when it is gone). */
export function clearCartCookie(request: Request): string {
  return `${cookieName}=; ${cookieAttributes(request, 0)}`;
}

type LoadCartOptions = {
  /**
   * A cart that became an order is read-only and no longer the shopper's current cart, so it
   * is answered as none unless asked for (the payment result page needs it).
   */
  includePlaced?: boolean;
};

/**
 * The shopper's cart as the api holds it, or null when there is none: no cookie, a cart the
 * api does not know (deleted, expired) or one of another edition.
 */
export async function loadCart(
  request: Request,
  storefront: CartScope,
  { includePlaced = false }: LoadCartOptions = {},
): Promise<Cart | null> {
  const id = readCartId(request);
  if (!id) return null;
  try {
    const cart = await cartApiFor(storefront).get(id);
    if (cart.store !== storefront.store.code) return null;
    if (cart.order_number !== null && !includePlaced) return null;
    return cart;
  } catch (error) {
    if (apiErrorStatus(error) === 404) return null;
    throw error;
  }
}

export type EnsuredCart = {
  cart: Cart;
  api: CartApi;
  /**
   * Set-Cookie values to send with the response: the new cart's id when one was created, and a
   * session refreshed on the way.
   */
  setCookies: string[];
};

/**
 * The shopper's open cart, created (POST carts/) when there is none yet: a signed-in
 * customer's new cart is made with their token, so a professional's rows get professional
 * prices from the first one (SPEC section 6).
 */
export async function ensureCart(request: Request, storefront: CartEdition): Promise<EnsuredCart> {
  const { scope, setCookies } = await shopperCartScope(request, storefront);
  const api = cartApiFor(scope);
  const current = await loadCart(request, scope);
  if (current) return { cart: current, api, setCookies };
  const cart = await api.create();
  return { cart, api, setCookies: [...setCookies, cartCookieHeader(cart.id, request)] };
}

/**
 * After login, the cart the visitor filled as a guest becomes the account's (PUT carts/{id}/
 * with the new token): the api re-prices its rows for the account's customer type. A cart the
 * api cannot adopt (placed, gone) is left as it is: the login must not fail for it.
 */
export async function adoptGuestCart(
  request: Request,
  storefront: CartEdition,
  token: string,
): Promise<void> {
  const id = readCartId(request);
  if (!id) return;
  await cartApiFor({ ...storefront, token })
    .update(id, {})
    .catch((error: unknown) => {
      if (apiErrorStatus(error) === undefined) throw error;
    });
}
