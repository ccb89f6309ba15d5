import { orders, subOrders } from '@shop/db';
import { shopIsoDateOf } from '@shop/domain';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { openTestApp } from '../../testing/test-app.ts';
import { seededProduct } from '../catalog/products/product-test-fixtures.ts';
import { checkoutClient, newKey } from '../payment/checkout-test-fixtures.ts';

type Harness = Awaited<ReturnType<typeof openTestApp>>;

/**
 * Orders for staff api tests, placed and moved through the real calls: a guest's transfer order
 * of two stocked products (two sub-orders), paid, and shipped (one sub-order) by a staff member.
 */
export function staffOrderFixtures(harness: Harness) {
  const post = (path: string, payload: object | undefined, headers: Record<string, string>) =>
    harness.app.inject({
      method: 'POST',
      url: `/admin/v1/orders/${path}?language=es`,
      headers,
      ...(payload === undefined ? {} : { payload }),
    });

  async function transferOrder() {
    const checkout = checkoutClient(harness);
    const cart = await checkout.readyCart({ quantity: 2 });
    const second = await seededProduct(harness.db, 'BRS-DS620');
    const added = await checkout.carts.addRow({
      cart: cart.id,
      product_id: second.id,
      quantity: 1,
    });
    expect(added.statusCode, added.body).toBe(201);
    const placed = await checkout.post('transfer/payments/create_order/', {
      cart: cart.id,
      idempotency_key: newKey(),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const [order] = await harness.db
      .select()
      .from(orders)
      .where(eq(orders.number, placed.json().order_number));
    if (!order) throw new Error('no order');
    const subs = await harness.db
      .select({ id: subOrders.id })
      .from(subOrders)
      .where(eq(subOrders.orderId, order.id))
      .orderBy(asc(subOrders.id));
    return { order, subIds: subs.map((sub) => sub.id) };
  }

  async function paidOrder(manager: Record<string, string>) {
    const placed = await transferOrder();
    const paid = await post(
      `${placed.order.id}/transfer-received/`,
      {
        amount: placed.order.total,
        received_on: shopIsoDateOf(new Date()),
        reference: `BANK-${placed.order.number}`,
      },
      manager,
    );
    expect(paid.statusCode, paid.body).toBe(200);
    return placed;
  }

  async function shippedOrder(manager: Record<string, string>) {
    const placed = await paidOrder(manager);
    const shipped = await post(
      `${placed.order.id}/sub-orders/${placed.subIds[0]}/ship/`,
      { carrier: 'SEUR', tracking_number: `TRK-${placed.order.number}` },
      manager,
    );
    expect(shipped.statusCode, shipped.body).toBe(200);
    return placed;
  }

  return { transferOrder, paidOrder, shippedOrder };
}
