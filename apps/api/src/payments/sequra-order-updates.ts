/**
 * seQura after the checkout: reading an order, cancelling it and refunding part of it. A confirmed
 * order changes through the Order Update API (PUT /merchants/{merchant}/orders/{order_ref_1} with
 * its unshipped and shipped carts): a refund lowers a cart, a cancellation empties both. An order
 * not yet confirmed is cancelled at checkout (PUT /orders/{uuid}, state 'cancelled').
 */
import type { Cents } from '@shop/domain';
import { z } from 'zod';
import type { CancelOutcome, RefundOutcome } from './payment-outcome.ts';
import { callProvider, readAnswer, type ProviderAnswer } from './provider-http.ts';

export interface SequraOrderState {
  /** pending, approved, refused, on_hold, confirmed, cancelled. */
  state: string;
  /** Our payment reference, once the order is confirmed with it (merchant_reference.order_ref_1). */
  merchantReference: string | null;
  /** What the shopper owes now: both carts once confirmed, refunds deducted. */
  amount: Cents | null;
  currency: string | null;
}

/** seQura's cart items are sent back as they came; only their totals are read here. */
const Cart = z.object({
  currency: z.string(),
  order_total_with_tax: z.number().int(),
  items: z.array(
    z.looseObject({
      type: z.string().optional(),
      reference: z.string().optional(),
      total_with_tax: z.number().int(),
    }),
  ),
});
type Cart = z.infer<typeof Cart>;

const OrderAnswer = z.object({
  order: z.object({
    state: z.string(),
    merchant_reference: z.object({ order_ref_1: z.string().optional() }).optional(),
    cart: Cart.partial().optional(),
    unshipped_cart: Cart.optional(),
    shipped_cart: Cart.optional(),
  }),
});
type SequraOrder = z.infer<typeof OrderAnswer>['order'];

const ConflictBody = z.object({ errors: z.array(z.string()).default([]) });

/** seQura's reason for refusing an update (409), or null when the answer is no refusal. */
export function sequraConflict(answer: ProviderAnswer): string | null {
  if (answer.status !== 409) return null;
  return ConflictBody.safeParse(answer.body).data?.errors[0] ?? 'conflict';
}

const emptyCart = (currency: string): Cart => ({ currency, order_total_with_tax: 0, items: [] });

/** The refund as a discount line, taken from the unshipped cart first, then the shipped one. */
function cartsAfterRefund(unshipped: Cart, shipped: Cart, amount: Cents, reference: string) {
  const lower = (cart: Cart, by: Cents): Cart =>
    by === 0
      ? cart
      : {
          ...cart,
          order_total_with_tax: cart.order_total_with_tax - by,
          items: [
            ...cart.items,
            { type: 'discount', reference, name: reference, total_with_tax: -by },
          ],
        };
  const fromUnshipped = Math.min(amount, Math.max(unshipped.order_total_with_tax, 0));
  // What the carts cannot cover takes the shipped total below zero, which seQura refuses.
  return {
    unshipped_cart: lower(unshipped, fromUnshipped),
    shipped_cart: lower(shipped, amount - fromUnshipped),
  };
}

export function createSequraOrderUpdates({
  base,
  merchantId,
  authorization,
  timeoutMs,
}: {
  base: string;
  merchantId: string;
  authorization: string;
  timeoutMs: number;
}) {
  const orderUrl = (uuid: string) => `${base}/orders/${encodeURIComponent(uuid)}`;

  /** The order as seQura holds it, or null when seQura knows no such order. */
  const fetchOrder = async (uuid: string): Promise<SequraOrder | null> => {
    const answer = await callProvider('sequra', {
      method: 'GET',
      url: orderUrl(uuid),
      headers: { authorization },
      timeoutMs,
    });
    if (answer.status === 404) return null;
    return readAnswer('sequra', answer, OrderAnswer, 'order').order;
  };

  const updateCarts = (reference: string, carts: { unshipped_cart: Cart; shipped_cart: Cart }) =>
    callProvider('sequra', {
      method: 'PUT',
      url: `${base}/merchants/${encodeURIComponent(merchantId)}/orders/${encodeURIComponent(reference)}`,
      headers: { authorization },
      timeoutMs,
      body: {
        order: {
          merchant: { id: merchantId },
          merchant_reference: { order_ref_1: reference },
          ...carts,
        },
      },
    });

  /** A 2xx is done, a 409 is seQura's refusal; anything else is a provider failure. */
  const settle = <Done extends string>(answer: ProviderAnswer, done: Done, what: string) => {
    const conflict = sequraConflict(answer);
    if (conflict !== null) return { status: 'refused' as const, providerResult: conflict };
    readAnswer('sequra', answer, z.unknown(), what);
    return { status: done, providerResult: done };
  };

  const notFound = {
    status: 'refused' as const,
    providerReference: null,
    providerResult: 'not_found',
  };

  return {
    async getOrder(uuid: string): Promise<SequraOrderState | null> {
      const order = await fetchOrder(uuid);
      if (!order) return null;
      const { unshipped_cart: unshipped, shipped_cart: shipped } = order;
      return {
        state: order.state,
        merchantReference: order.merchant_reference?.order_ref_1 ?? null,
        amount:
          unshipped && shipped
            ? unshipped.order_total_with_tax + shipped.order_total_with_tax
            : (order.cart?.order_total_with_tax ?? null),
        currency: unshipped?.currency ?? order.cart?.currency ?? null,
      };
    },

    async cancelOrder(uuid: string): Promise<CancelOutcome> {
      const order = await fetchOrder(uuid);
      if (!order) return notFound;
      if (order.state === 'cancelled')
        return { status: 'cancelled', providerReference: null, providerResult: 'cancelled' };
      const reference = order.merchant_reference?.order_ref_1;
      const { unshipped_cart: unshipped, shipped_cart: shipped } = order;
      const answer =
        order.state === 'confirmed' && reference && unshipped && shipped
          ? await updateCarts(reference, {
              unshipped_cart: emptyCart(unshipped.currency),
              shipped_cart: emptyCart(shipped.currency),
            })
          : await callProvider('sequra', {
              method: 'PUT',
              url: orderUrl(uuid),
              headers: { authorization },
              timeoutMs,
              body: { order: { state: 'cancelled' } },
            });
      return { ...settle(answer, 'cancelled', 'cancellation'), providerReference: null };
    },

    /**
     * Refunds `amount` as a discount line named by `reference`; a retry with the same reference
     * finds its line and refunds nothing more.
     */
    async refund(
      uuid: string,
      { amount, reference }: { amount: Cents; reference: string },
    ): Promise<RefundOutcome> {
      if (!Number.isSafeInteger(amount) || amount <= 0)
        throw new RangeError(`seQura refund of ${amount}: a positive number of cents`);
      const order = await fetchOrder(uuid);
      if (!order) return notFound;
      const orderReference = order.merchant_reference?.order_ref_1;
      const { unshipped_cart: unshipped, shipped_cart: shipped } = order;
      if (order.state !== 'confirmed' || !orderReference || !unshipped || !shipped)
        return { status: 'refused', providerReference: null, providerResult: order.state };
      const done = [...unshipped.items, ...shipped.items].some(
        (item) => item.type === 'discount' && item.reference === reference,
      );
      if (done)
        return { status: 'refunded', providerReference: reference, providerResult: 'refunded' };
      const answer = await updateCarts(
        orderReference,
        cartsAfterRefund(unshipped, shipped, amount, reference),
      );
      const settled = settle(answer, 'refunded', 'refund');
      return { ...settled, providerReference: settled.status === 'refunded' ? reference : null };
    },
  };
}
