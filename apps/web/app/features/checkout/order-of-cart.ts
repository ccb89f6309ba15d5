import type { Cart } from '@shop/api/contracts';
import {
  canOpenIncident,
  canPayOrder,
  isOrderStatusCode,
  type OrderStatusCode,
} from '@shop/domain';

export type OrderState = { status: OrderStatusCode; payable: boolean; incidentAllowed: boolean };

/** What the cart's order allows (null before the cart is placed). */
export function orderOfCart(cart: Cart): OrderState | null {
  const order = cart.order;
  if (!order || !isOrderStatusCode(order.status)) return null;
  return {
    status: order.status,
    payable: canPayOrder(order.status),
    incidentAllowed: canOpenIncident(order.status),
  };
}
