import type { Cart, CartRowDisplay } from '@shop/api/contracts';
import { countryOf, paymentMethodsByStore, type StoreCode } from '@shop/domain';
import { redirect } from 'react-router';
import { apiErrorStatus } from '../../lib/api.server.ts';
import {
  cartApiFor,
  loadCart,
  shopperCartScope,
  type CartScope,
} from '../../lib/cart-session.server.ts';
import { localizedPath } from '../../lib/locale-path.ts';
import { resolveStorefront, type Storefront } from '../../lib/storefront.server.ts';
import { readCheckoutOrder } from './checkout-cookie.server.ts';
import { prefillFromAccount, type CheckoutAccount } from './account-checkout.server.ts';
import { defaultFirst } from './address-choice.ts';
import { valuesFromCart } from './checkout-fields.ts';
import { orderOfCart } from './order-of-cart.ts';

/**
 * 'checkout' fills in a cart and places it; 'pay' pays an order that was placed but not paid
 * (a refused payment, or 'pay my order' from the order status page): the data is the order's
 * and only the payment method is chosen.
 */
export type CheckoutMode = 'checkout' | 'pay';

/**
 * `scope` carries the shopper's token (an account's cart opens only with it); `setCookies`, the
 * session refreshed on the way, goes out with the response.
 */
export type CheckoutTarget = {
  storefront: Storefront;
  cart: Cart;
  mode: CheckoutMode;
  scope: CartScope;
  setCookies: string[];
};

export function shopPath(storefront: Storefront, path: string): string {
  return localizedPath(path, storefront.locale, storefront.editionLocale);
}

async function cartById(scope: CartScope, cartId: string): Promise<Cart | null> {
  try {
    return await cartApiFor(scope).get(cartId);
  } catch (error) {
    if (apiErrorStatus(error) === 404) return null;
    throw error;
  }
}

/**
 * The cart this checkout is about. `pedido` (an order number) names an order opened from the
 * order status page, whose cart the checkout cookie holds; otherwise it is the shopper's cart.
 * No cart, or an empty one, sends the shopper back to the cart page.
 */
export async function checkoutTarget(
  request: Request,
  orderNumber: string | null,
): Promise<CheckoutTarget> {
  const storefront = await resolveStorefront(request);
  const { scope, setCookies } = await shopperCartScope(request, storefront);
  let cart: Cart | null;
  if (orderNumber) {
    const remembered = readCheckoutOrder(request);
    cart = remembered ? await cartById(scope, remembered.cartId) : null;
    if (cart?.order_number !== orderNumber) cart = null;
  } else {
    cart = await loadCart(request, scope, { includePlaced: true });
  }
  if (!cart || cart.store !== storefront.store.code || cart.rows.length === 0) {
    throw redirect(shopPath(storefront, '/cart'));
  }
  return { storefront, cart, mode: cart.order_number ? 'pay' : 'checkout', scope, setCookies };
}

/** `account`: the signed-in customer, whose data and default addresses fill the form. */
export async function loadCheckout(request: Request, account: CheckoutAccount | null = null) {
  const url = new URL(request.url);
  const orderNumber = url.searchParams.get('pedido');
  const { storefront, cart, mode, scope } = await checkoutTarget(request, orderNumber);
  const store: StoreCode = storefront.store.code;
  const rows: CartRowDisplay[] = await cartApiFor(scope).rows(cart.id);
  const order = orderOfCart(cart);
  return {
    mode,
    /** An order can be paid while it waits for its money; otherwise there is nothing to pay. */
    payable: mode === 'checkout' || order?.payable !== false,
    orderNumber: cart.order_number,
    /** Carried by the form so a post reaches the same order. */
    orderParam: orderNumber,
    cart,
    rows,
    values:
      account && mode === 'checkout'
        ? prefillFromAccount(valuesFromCart(cart, store), account)
        : valuesFromCart(cart, store),
    /** Signed in: the form offers to keep the shipping address in the address book. */
    signedIn: account !== null,
    /** The saved addresses the form offers as choices, default first. */
    addressBook:
      account && mode === 'checkout'
        ? { shipping: defaultFirst(account.shipping), billing: defaultFirst(account.billing) }
        : null,
    store,
    country: countryOf(store),
    methods: [...paymentMethodsByStore[store]],
    /**
     * One key per rendered form: a double submit or a retry of this form carries it, so the api
     * answers with the payment already started instead of starting another.
     */
    idempotencyKey: crypto.randomUUID(),
  };
}
export type CheckoutData = Awaited<ReturnType<typeof loadCheckout>>;
