import { randomUUID } from 'node:crypto';
import { payByCard, returnUrl, checkoutData } from '../routes/payment/checkout-test-fixtures.ts';

/** An api that has not answered by then is hung: the call fails with a TimeoutError. */
const answerTimeoutMs = 30_000;

export type StoreCode = keyof typeof checkoutData;

/** One answer of the api, whatever its status. */
export interface Answer {
  status: number;
  body: unknown;
  headers: Headers;
  /** Which call it answered, for assertion messages. */
  call: string;
}

/** A call that did not answer with the status the checkout needs to go on. */
export class UnexpectedAnswer extends Error {
  override name = 'UnexpectedAnswer';

  constructor(readonly answer: Answer) {
    super(`${answer.call} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
}

export interface CheckoutResult {
  orderNumber: string;
  paymentReference: string;
  /** The payment's state at the end: 'pending' for a transfer, 'authorized' for a paid card. */
  status: string;
}

/**
 * A guest buying through the api over HTTP, as the web does for a shopper: a cart, one row,
 * the checkout data, then a payment by bank transfer or by card on the Adyen sandbox's hosted
 * page. For tests of a running api process (apps/api/src/testing/api-process.ts); in-process
 * tests use checkout-test-fixtures.ts with app.inject instead.
 */
export function guestCheckout(apiUrl: string, store: StoreCode) {
  const query = `store=${store}&language=${store === 'ESSM' ? 'es' : 'fr'}`;

  /** One call, whatever its answer's status. */
  async function answer(method: string, path: string, body?: object): Promise<Answer> {
    const response = await fetch(`${apiUrl}${path}?${query}`, {
      method,
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : null,
      signal: AbortSignal.timeout(answerTimeoutMs),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: kept as text for the assertion message
    }
    return {
      status: response.status,
      body: parsed,
      headers: response.headers,
      call: `${method} ${path}`,
    };
  }

  /** One call that must answer `expected`. */
  async function call(method: string, path: string, expected: number, body?: object) {
    const answered = await answer(method, path, body);
    if (answered.status !== expected) throw new UnexpectedAnswer(answered);
    return answered.body as Record<string, string>;
  }

  async function readyCart(productId: number, quantity: number): Promise<string> {
    const cart = await call('POST', '/cart/v1/carts/', 201);
    const cartId = cart.id ?? '';
    await call('POST', '/cart/v1/cart-rows/', 201, {
      cart: cartId,
      product_id: productId,
      quantity,
    });
    await call('PUT', `/cart/v1/carts/${cartId}/`, 200, checkoutData[store]);
    return cartId;
  }

  return {
    /** A cart of `quantity` units of the product, with the checkout data filled in. */
    readyCart,

    /** Applies a coupon code to the cart. */
    async applyCoupon(cart: string, code: string): Promise<void> {
      await call('POST', '/cart/v1/coupons/validate-coupon/', 200, { cart, code });
    },

    /**
     * Places the cart's order and opens a card payment, as the checkout's submit does, under
     * `idempotencyKey`: the answer as it came (201, or 400 when the stock ran out).
     */
    startCard(cart: string, idempotencyKey: string = randomUUID()): Promise<Answer> {
      return answer('POST', '/payment/v1/adyen/payments/session/', {
        cart,
        payment_method: 'card',
        idempotency_key: idempotencyKey,
        return_url: returnUrl,
      });
    },

    /** Places an order to be paid by transfer: it waits for the money, holding no stock. */
    async byTransfer(productId: number, quantity = 1): Promise<CheckoutResult> {
      const cart = await readyCart(productId, quantity);
      const placed = await call('POST', '/payment/v1/transfer/payments/create_order/', 201, {
        cart,
        idempotency_key: randomUUID(),
      });
      return {
        orderNumber: placed.order_number ?? '',
        paymentReference: placed.payment_reference ?? '',
        status: placed.status ?? '',
      };
    },

    /**
     * Places an order, pays it with `card` on the sandbox's page and comes back. `paid` hears
     * the payment's reference once the provider has taken the money, before the api is told.
     */
    async byCard(
      productId: number,
      quantity = 1,
      card = '4111111111111111',
      paid: (paymentReference: string) => void = () => {},
    ): Promise<CheckoutResult> {
      const cart = await readyCart(productId, quantity);
      const started = await call('POST', '/payment/v1/adyen/payments/session/', 201, {
        cart,
        payment_method: 'card',
        idempotency_key: randomUUID(),
        return_url: returnUrl,
      });
      const back = await payByCard(started.redirect_url ?? '', card);
      paid(started.payment_reference ?? '');
      const state = await call('POST', '/payment/v1/adyen/payments/details/', 200, {
        payment_reference: started.payment_reference,
        ...back,
      });
      return {
        orderNumber: state.order_number ?? '',
        paymentReference: state.payment_reference ?? '',
        status: state.status ?? '',
      };
    },
  };
}
