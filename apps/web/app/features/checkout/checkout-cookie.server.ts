import { isHttpsRequest } from '../../lib/request-security.server.ts';

/*
 * The order being paid: the cart's uuid and, once a payment has started, its reference. The
 * payment providers send the shopper back to one fixed result URL (the reference is made by the
 * api, after the return URL was given), and 'pay my order' opens the checkout for a cart that is
 * not the shopper's current one; both read it here. httpOnly: no script needs the cart's key.
 */

const cookieName = 'checkout_order';
/** Long enough for a shopper to come back from the provider, or to pay a transfer order. */
const maxAgeSeconds = 7 * 24 * 60 * 60;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const referencePattern = /^[A-Za-z0-9_-]{1,100}$/;

export type CheckoutOrder = { cartId: string; paymentReference: string | null };

export function readCheckoutOrder(request: Request): CheckoutOrder | null {
  for (const pair of (request.headers.get('cookie') ?? '').split(';')) {
    const [name, ...rest] = pair.trim().split('=');
    if (name !== cookieName) continue;
    const [cartId = '', paymentReference = ''] = decodeURIComponent(rest.join('=')).split('~');
    if (!uuidPattern.test(cartId)) return null;
    return {
      cartId,
      paymentReference: referencePattern.test(paymentReference) ? paymentReference : null,
    };
  }
  return null;
}

/** The Set-Cookie value remembering the order being paid (Lax: it rides the provider's redirect back). */
export function checkoutOrderCookie(request: Request, order: CheckoutOrder): string {
  const value = encodeURIComponent(`${order.cartId}~${order.paymentReference ?? ''}`);
  const secure = isHttpsRequest(request) ? '; Secure' : '';
  return `${cookieName}=${value}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`;
}
