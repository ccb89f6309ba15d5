import type { Cart, CartRowDisplay } from '@shop/api/contracts';
import { apiErrorStatus } from '../../lib/api.server.ts';
import { cartApiFor, readCartId, type CartScope } from '../../lib/cart-session.server.ts';

/** The cart with its rows as the cart page and the side panel show them. */
export type CartView = { cart: Cart; rows: CartRowDisplay[] };

/**
 * The shopper's open cart and its display rows, both asked at once; null when there is no
 * open cart (none yet, unknown to the api, another edition's, or already an order).
 */
export async function loadCartView(
  request: Request,
  storefront: CartScope,
): Promise<CartView | null> {
  const id = readCartId(request);
  if (!id) return null;
  const api = cartApiFor(storefront);
  try {
    const [cart, rows] = await Promise.all([api.get(id), api.rows(id)]);
    if (cart.store !== storefront.store.code || cart.order_number !== null) return null;
    return { cart, rows };
  } catch (error) {
    if (apiErrorStatus(error) === 404) return null;
    throw error;
  }
}
