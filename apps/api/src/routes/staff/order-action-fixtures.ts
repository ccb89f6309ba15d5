import { auditLog, orders, outboxEmails, subOrders } from '@shop/db';
import { shopIsoDateOf } from '@shop/domain';
import { and, asc, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { OutboxMessage } from '../../mail/outbox.ts';
import type { openTestApp } from '../../testing/test-app.ts';

type TestApp = Awaited<ReturnType<typeof openTestApp>>;
import { seededProduct } from '../catalog/products/product-test-fixtures.ts';
import { kalaFixture } from '../cart/cart-test-fixtures.ts';
import { checkoutClient, newKey } from '../payment/checkout-test-fixtures.ts';

const day = 86_400_000;
/** A date `days` from today in the shop's calendar (negative: in the past). */
export const isoIn = (days: number) => shopIsoDateOf(new Date(Date.now() + days * day));

/**
 * Orders in the states staff act on, placed and paid through the real calls: a guest's transfer
 * order, paid by marking its transfer received with `headers` (an order manager's session).
 */
export function orderActionFixtures(harness: TestApp, headers: () => Record<string, string>) {
  function post(path: string, payload?: object, as = headers(), language = 'es') {
    return harness.app.inject({
      method: 'POST',
      url: `/admin/v1/orders/${path}?language=${language}`,
      headers: as,
      ...(payload === undefined ? {} : { payload }),
    });
  }

  /**
   * A guest's transfer order of two stocked products (two sub-orders), waiting for the money;
   * `madeToMeasure` adds a made-to-measure Kala screen as a third.
   */
  async function transferOrder(options: { madeToMeasure?: boolean } = {}) {
    const checkout = checkoutClient(harness);
    const cart = await checkout.readyCart({ quantity: 2 });
    const second = await seededProduct(harness.db, 'BRS-DS620');
    const added = await checkout.carts.addRow({
      cart: cart.id,
      product_id: second.id,
      quantity: 1,
    });
    expect(added.statusCode, added.body).toBe(201);
    if (options.madeToMeasure) {
      const kala = await kalaFixture(harness);
      const measured = await checkout.carts.addRow({
        cart: cart.id,
        product_id: kala.productId,
        quantity: 1,
        ...kala.configuration,
      });
      expect(measured.statusCode, measured.body).toBe(201);
    }
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

  async function paidOrder(options: { madeToMeasure?: boolean } = {}) {
    const placed = await transferOrder(options);
    const paid = await post(`${placed.order.id}/transfer-received/`, {
      amount: placed.order.total,
      received_on: isoIn(0),
      reference: `BANK-${placed.order.number}`,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    return placed;
  }

  /** Paid, and its first sub-order shipped. */
  async function shippedOrder(options: { madeToMeasure?: boolean } = {}) {
    const placed = await paidOrder(options);
    const shipped = await post(`${placed.order.id}/sub-orders/${placed.subIds[0]}/ship/`, {
      carrier: 'SEUR',
      tracking_number: `TRK-${placed.order.number}`,
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    return placed;
  }

  /** The newest audit entry of an entity, or of one action on it. */
  async function lastAudit(entity: string, entityId: number, action?: string) {
    const [entry] = await harness.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, entity),
          eq(auditLog.entityId, String(entityId)),
          action === undefined ? undefined : eq(auditLog.action, action),
        ),
      )
      .orderBy(desc(auditLog.id))
      .limit(1);
    return entry;
  }

  /** The kinds of the order e-mails queued for the order, oldest first. */
  async function emailsOf(orderId: number) {
    const rows = await harness.db.select().from(outboxEmails).orderBy(asc(outboxEmails.id));
    return rows
      .map((row) => row.payload as OutboxMessage)
      .flatMap((message) =>
        message.kind === 'order' && message.orderId === orderId ? [message.message] : [],
      );
  }

  return { post, transferOrder, paidOrder, shippedOrder, lastAudit, emailsOf };
}
