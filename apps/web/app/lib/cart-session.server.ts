import type { Cart } from '@shop/api/contracts';
import { createCartApi, type CartApi } from '../features/cart/cart-api.server.ts';
import { apiErrorStatus } from './api.server.ts';
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

/** The edition and language the cart calls carry; a `Storefront` fits. */
export type CartScope = Pick<Storefront, 'store' | 'locale'>;

export function cartApiFor({ store, locale }: CartScope): CartApi {
  return createCartApi({ store: store.code, language: locale });
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
  /** Set-Cookie value to send when a new cart was created, null when the cookie is current. */
  setCookie: string | null;
};

/**
 * The shopper's open cart, created (POST carts/) when there is none yet; send `setCookie` with
 * the response so the browser keeps the new cart's id.
 */
export async function ensureCart(request: Request, storefront: CartScope): Promise<EnsuredCart> {
  const api = cartApiFor(storefront);
  const current = await loadCart(request, storefront);
  if (current) return { cart: current, api, setCookie: null };
  const cart = await api.create();
  return { cart, api, setCookie: cartCookieHeader(cart.id, request) };
}
