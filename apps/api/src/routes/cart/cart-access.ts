import type { CartAccess, CartScope } from '../../cart/cart-record.ts';
import type { Account } from '../../plugins/authentication.ts';

/**
 * The one way a route reaches a cart: its edition and the caller behind the request, so an
 * account's cart is only ever found for its owner (cart-record.ts) whatever the route.
 */
export function cartAccess(request: { query: CartScope; account: Account | null }): CartAccess {
  return { store: request.query.store, language: request.query.language, caller: request.account };
}
