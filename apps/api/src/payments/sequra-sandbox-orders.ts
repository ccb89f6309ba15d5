/**
 * The seQura sandbox's orders after the shopper's decision: the merchant's state changes at
 * checkout (PUT /orders/{uuid}), the Order Update API on confirmed orders (PUT
 * /merchants/{merchant}/orders/{order_ref_1}, carts lowered or emptied) and what GET
 * /orders/{uuid} shows. Each change answers null (done) or seQura's 409 reason.
 */
import { z } from 'zod';

export const SandboxCart = z.object({
  currency: z.literal('EUR'),
  order_total_with_tax: z.number().int(),
  items: z.array(z.looseObject({ total_with_tax: z.number().int() })),
});
export type SandboxCart = z.infer<typeof SandboxCart>;

export type OrderState = 'pending' | 'approved' | 'refused' | 'confirmed' | 'on_hold' | 'cancelled';

export interface ManagedOrder {
  state: OrderState;
  /** merchant_reference.order_ref_1, given at confirmation: the Order Update API's key. */
  merchantReference: string | null;
  unshipped: SandboxCart;
  shipped: SandboxCart;
}

const StateChange = z.object({
  order: z.object({
    state: z.enum(['confirmed', 'on_hold', 'cancelled']),
    merchant_reference: z.object({ order_ref_1: z.string().min(1) }).optional(),
  }),
});

const CartsUpdate = z.object({
  order: z.object({ unshipped_cart: SandboxCart, shipped_cart: SandboxCart }),
});

/** The merchant's moves at checkout; a confirmed order changes through its carts instead. */
const stateMoves: Partial<Record<OrderState, readonly OrderState[]>> = {
  pending: ['cancelled'],
  approved: ['confirmed', 'on_hold', 'cancelled'],
  on_hold: ['confirmed', 'cancelled'],
};

export function changeState(
  order: ManagedOrder,
  body: unknown,
  referenceTaken: (reference: string) => boolean,
): string | null {
  const parsed = StateChange.safeParse(body);
  if (!parsed.success) return 'order.state: invalid';
  const { state: wanted, merchant_reference: reference } = parsed.data.order;
  if (order.state === wanted) return null;
  if (!stateMoves[order.state]?.includes(wanted))
    return `order.state: cannot become ${wanted} from ${order.state}`;
  if (reference && reference.order_ref_1 !== order.merchantReference) {
    if (referenceTaken(reference.order_ref_1))
      return 'merchant_reference.order_ref_1: already used by another order';
    order.merchantReference = reference.order_ref_1;
  }
  order.state = wanted;
  return null;
}

function cartProblem(name: string, cart: SandboxCart) {
  const totals = cart.items.map((item) => item.total_with_tax);
  const sum = totals.reduce((total, value) => total + value, 0);
  if (sum !== cart.order_total_with_tax)
    return `Invalid data: In ${name}, items' total_with_tax add up to ${sum} (${totals.join('+')}) but order_total_with_tax is ${cart.order_total_with_tax}. The diff is ${cart.order_total_with_tax - sum}.`;
  if (cart.order_total_with_tax < 0)
    return `Invalid data: In ${name}, order_total_with_tax cannot be negative.`;
  return null;
}

/** Returns and refunds lower the carts, a cancellation empties both; nothing may raise the total. */
export function updateCarts(order: ManagedOrder, body: unknown): string | null {
  const parsed = CartsUpdate.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return `${issue?.path.join('.') ?? 'order'}: ${issue?.message ?? 'invalid'}`;
  }
  if (order.state !== 'confirmed') return `Invalid data: the order is ${order.state}`;
  const { unshipped_cart: unshipped, shipped_cart: shipped } = parsed.data.order;
  const problem = cartProblem('unshipped_cart', unshipped) ?? cartProblem('shipped_cart', shipped);
  if (problem) return problem;
  const before = order.unshipped.order_total_with_tax + order.shipped.order_total_with_tax;
  const after = unshipped.order_total_with_tax + shipped.order_total_with_tax;
  if (after > before)
    return `Invalid data: the order total cannot grow from ${before} to ${after}.`;
  order.unshipped = unshipped;
  order.shipped = shipped;
  if (after === 0) order.state = 'cancelled';
  return null;
}

/** GET /orders/{uuid}: the order under `order`, as seQura's payloads are. */
export function orderAnswer(order: ManagedOrder, merchantId: string, cart: SandboxCart) {
  return {
    order: {
      state: order.state,
      merchant: { id: merchantId },
      ...(order.merchantReference
        ? { merchant_reference: { order_ref_1: order.merchantReference } }
        : {}),
      cart,
      unshipped_cart: order.unshipped,
      shipped_cart: order.shipped,
    },
  };
}
