import type { CustomerType } from '@shop/db';
import type { ProductQuery } from '../contracts/product.ts';
import type { Account } from '../plugins/authentication.ts';
import type { CartRecord, CartScope } from './cart-record.ts';

/**
 * Who a cart prices for: the signed-in account's type (professional prices for 'P'), a private
 * buyer otherwise. The `user_type` query parameter only changes what listings display; trusting
 * it here would let anyone buy at professional prices.
 */
export function cartCustomerType(account: Account | null): CustomerType {
  return account?.customerType ?? 'C';
}

/** The catalogue scope a cart's rows are priced in: its store, the request's language, its type. */
export function pricingScope(cart: CartRecord, scope: CartScope): ProductQuery {
  return { store: scope.store, language: scope.language, user_type: cart.customerType };
}
