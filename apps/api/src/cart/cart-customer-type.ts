import type { CustomerType } from '@shop/db';
import type { ProductQuery } from '../contracts/product.ts';
import type { CartRecord, CartScope } from './cart-record.ts';

/**
 * Who a cart prices for. Always 'C' for now: professional prices need an approved
 * professional account, and accounts do not exist yet. The `user_type` query parameter only
 * changes what listings display; trusting it here would let anyone buy at professional prices.
 * When accounts arrive, this is the one place that reads the signed-in user's type.
 */
export function cartCustomerType(): CustomerType {
  return 'C';
}

/** The catalogue scope a cart's rows are priced in: its store, the request's language, its type. */
export function pricingScope(cart: CartRecord, scope: CartScope): ProductQuery {
  return { store: scope.store, language: scope.language, user_type: cart.customerType };
}
