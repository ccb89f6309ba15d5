import type {
  Cart,
  CartCheckoutRequest,
  CartRowDisplay,
  CartWithMessage,
  CheckedCart,
} from '@shop/api/contracts';
import { apiGet, apiSend, type ApiScope } from '../../lib/api.server.ts';

const carts = '/cart/v1/carts';
const rows = '/cart/v1/cart-rows';

/**
 * A row to add: the product and its configuration as the configurator sent it (ids, measures,
 * complements, installation, postal code, quantity). The api validates every field
 * (CartRowCreateRequest), so the web passes the configuration on without reshaping it.
 */
export type CartRowInput = { product_id: number; quantity?: number; postal_code?: string } & Record<
  string,
  unknown
>;

/**
 * The cart calls of SPEC section 7 (base /cart/v1/). The cart's uuid is the guest's key; every
 * amount comes from the api, which ignores any price a body might carry.
 */
export function createCartApi(scope: ApiScope) {
  const cartPath = (id: string) => `${carts}/${encodeURIComponent(id)}/`;
  return {
    create: () => apiSend<Cart>(scope, 'POST', `${carts}/`, {}),
    /** `check` re-prices every row from the catalogue (before paying). */
    get: (id: string) => apiGet<Cart>(scope, cartPath(id)),
    check: (id: string) => apiGet<CheckedCart>(scope, cartPath(id), { check: 'true' }),
    rows: (id: string) => apiGet<CartRowDisplay[]>(scope, `${cartPath(id)}custom_rows/`),
    update: (id: string, body: CartCheckoutRequest) =>
      apiSend<Cart>(scope, 'PUT', cartPath(id), body),
    remove: (id: string) => apiSend<undefined>(scope, 'DELETE', cartPath(id)),
    addRow: (id: string, configuration: CartRowInput) =>
      apiSend<Cart>(scope, 'POST', `${rows}/`, { ...configuration, cart: id }),
    setRowQuantity: (id: string, rowId: number, quantity: number) =>
      apiSend<Cart>(scope, 'PUT', `${rows}/${rowId}/`, { cart: id, quantity }),
    deleteRow: (id: string, rowId: number) =>
      apiSend<Cart>(scope, 'DELETE', `${rows}/${rowId}/delete_item/`, undefined, { cart: id }),
    applyCoupon: (id: string, code: string) =>
      apiSend<CartWithMessage>(scope, 'POST', '/cart/v1/coupons/validate-coupon/', {
        cart: id,
        code,
      }),
    removeCoupon: (id: string) =>
      apiSend<CartWithMessage>(scope, 'PUT', `${cartPath(id)}disable_coupon/`),
  };
}
export type CartApi = ReturnType<typeof createCartApi>;
