import type { Cart, CartRowDisplay } from '@shop/api/contracts';
import { apiErrorStatus } from '../../lib/api.server.ts';
import {
  cartApiFor,
  readCartId,
  shopperCartScope,
  type CartEdition,
} from '../../lib/cart-session.server.ts';

/** The cart with its rows as the cart page and the side panel show them. */
export type CartView = { cart: Cart; rows: CartRowDisplay[] };

/**
 * The shopper's open cart and its display rows, both asked at once; null when there is no
 * open cart (none yet, unknown to the api, another edition's, or already an order).
 * `setCookies`: the session refreshed on the way, to send with the page.
 */
export async function loadCartView(
  request: Request,
  storefront: CartEdition,
): Promise<{ view: CartView | null; setCookies: string[] }> {
  const id = readCartId(request);
  if (!id) return { view: null, setCookies: [] };
  const { scope, setCookies } = await shopperCartScope(request, storefront);
  const api = cartApiFor(scope);
  try {
    const [cart, rows] = await Promise.all([api.get(id), api.rows(id)]);
    if (cart.store !== storefront.store.code || cart.order_number !== null)
      return { view: null, setCookies };
    return { view: { cart, rows }, setCookies };
  } catch (error) {
    if (apiErrorStatus(error) === 404) return { view: null, setCookies };
    throw error;
  }
}
