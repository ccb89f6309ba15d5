import { subOrders } from '@shop/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoStaffEmails, staffHeaders } from '../../testing/staff-sign-in.ts';
import { openTestApp } from '../../testing/test-app.ts';
import { stockOf } from '../payment/checkout-test-fixtures.ts';
import { orderActionFixtures } from './order-action-fixtures.ts';

let harness: Awaited<ReturnType<typeof openTestApp>>;
let manager: Record<string, string>;
let fixtures: ReturnType<typeof orderActionFixtures>;
beforeAll(async () => {
  harness = await openTestApp();
  manager = await staffHeaders(harness.app, demoStaffEmails.order_manager);
  fixtures = orderActionFixtures(harness, () => manager);
});
afterAll(() => harness.close());

/** Ships and delivers a sub-order through the staff calls. */
async function deliver(orderId: number, subOrderId: number) {
  const { post } = fixtures;
  const shipped = await post(`${orderId}/sub-orders/${subOrderId}/ship/`, {
    carrier: 'SEUR',
    tracking_number: `T-${subOrderId}`,
  });
  expect(shipped.statusCode, shipped.body).toBe(200);
  const delivered = await post(`${orderId}/sub-orders/${subOrderId}/deliver/`);
  expect(delivered.statusCode, delivered.body).toBe(200);
}

async function statusesOf(orderId: number) {
  const rows = await harness.db
    .select({ id: subOrders.id, status: subOrders.status })
    .from(subOrders)
    .where(eq(subOrders.orderId, orderId))
    .orderBy(subOrders.id);
  return rows.map((row) => row.status);
}

describe('POST /admin/v1/orders/{id}/returns/', () => {
  it('takes back delivered goods: stock back, what they are worth, then the whole order 800', async () => {
    const { post, paidOrder, emailsOf, lastAudit } = fixtures;
    const { order, subIds } = await paidOrder();
    const [first, second] = subIds as [number, number];
    await deliver(order.id, first);
    await deliver(order.id, second);
    const stock = await stockOf(harness, 'BRS-CL730');

    const partial = await post(`${order.id}/returns/`, {
      sub_order_ids: [first],
      reason: 'No le convence el acabado',
    });
    expect(partial.statusCode, partial.body).toBe(200);
    const owedFirst = partial.json().amount_owed as number;
    expect(partial.json()).toMatchObject({
      order: { id: order.id, status: 650 },
      returned_sub_order_ids: [first],
    });
    expect(owedFirst).toBeGreaterThan(0);
    expect(owedFirst).toBeLessThan(order.total);
    // Given back at once: a transfer is paid back by staff, with a credit note of the invoice.
    expect(partial.json().refund).toMatchObject({
      amount: owedFirst,
      status: 'done',
      reason: 'No le convence el acabado',
      credit_note: { number: expect.stringMatching(/^R-ESSM-\d{4}-\d{6}$/) },
    });
    expect(await stockOf(harness, 'BRS-CL730')).toBe(stock + 2);
    expect(await statusesOf(order.id)).toEqual([800, 700]);
    expect(await emailsOf(order.id)).toContain('goodsReturned');
    expect(await lastAudit('order', order.id, 'order.return')).toMatchObject({
      action: 'order.return',
      after: { reason: 'No le convence el acabado', amount_owed: owedFirst },
    });

    // Returned once: the same goods cannot come back twice, nor count twice.
    const again = await post(`${order.id}/returns/`, { sub_order_ids: [first], reason: 'x' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('sub_order_transition_refused');

    const detail = await harness.app.inject({
      url: `/admin/v1/orders/${order.id}/?language=es`,
      headers: manager,
    });
    const told = detail.json().timeline.map((entry: { text: string }) => entry.text);
    expect(told).toContain('Cambio del personal: devolución de mercancía');
    expect(told).toContain('Cambio del personal: reembolso');

    const rest = await post(`${order.id}/returns/`, { sub_order_ids: [second], reason: 'Todo' });
    expect(rest.json()).toMatchObject({
      order: { status: 800, status_name: 'Devuelto' },
      amount_owed: order.total - owedFirst,
      refund: { amount: order.total - owedFirst, status: 'done' },
    });
    // Everything paid is back: nothing is left to refund by hand.
    const more = await harness.app.inject({
      method: 'POST',
      url: `/admin/v1/orders/${order.id}/refunds/?language=es`,
      headers: { ...manager, 'idempotency-key': `more-refund-${order.id}` },
      payload: { amount: 1, reason: 'Otra devolución' },
    });
    expect(more.statusCode).toBe(409);
    expect(more.json().code).toBe('nothing_to_refund');
  });

  it('refuses made-to-measure goods in the caller language and changes nothing', async () => {
    const { post, paidOrder } = fixtures;
    const { order, subIds } = await paidOrder({ madeToMeasure: true });
    const [first, , measured] = subIds as [number, number, number];
    await deliver(order.id, first);
    await deliver(order.id, measured);
    const stock = await stockOf(harness, 'BRS-CL730');

    const refused = await post(`${order.id}/returns/`, {
      sub_order_ids: [first, measured],
      reason: 'No cabe',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      detail: 'Los productos a medida no admiten devolución',
      code: 'return_made_to_measure',
    });
    const french = await post(
      `${order.id}/returns/`,
      { sub_order_ids: [measured], reason: 'x' },
      manager,
      'fr',
    );
    expect(french.json().detail).toBe('Les produits sur mesure ne peuvent pas être retournés');
    expect(await statusesOf(order.id)).toEqual([700, 100, 700]);
    expect(await stockOf(harness, 'BRS-CL730')).toBe(stock);
  });

  it('refuses goods delivered more than 30 days ago, and goods not delivered yet', async () => {
    const { post, paidOrder } = fixtures;
    const { order, subIds } = await paidOrder();
    const [first, second] = subIds as [number, number];
    await deliver(order.id, first);
    await harness.db
      .update(subOrders)
      .set({ deliveredAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(subOrders.id, first));
    const late = await post(`${order.id}/returns/`, { sub_order_ids: [first], reason: 'x' });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('return_window_closed');

    const unshipped = await post(`${order.id}/returns/`, { sub_order_ids: [second], reason: 'x' });
    expect(unshipped.statusCode).toBe(409);
    expect(unshipped.json().code).toBe('sub_order_transition_refused');
    expect(await statusesOf(order.id)).toEqual([700, 100]);
  });

  it('refuses a foreign sub-order, an empty list and a missing reason (400)', async () => {
    const { post, transferOrder } = fixtures;
    const { order } = await transferOrder();
    const foreign = await post(`${order.id}/returns/`, {
      sub_order_ids: [2_000_000],
      reason: 'x',
    });
    expect(foreign.json()).toEqual({
      sub_order_ids: ['Este pedido no tiene el subpedido 2000000.'],
    });
    const empty = await post(`${order.id}/returns/`, { sub_order_ids: [], reason: 'x' });
    expect(empty.statusCode).toBe(400);
    const noReason = await post(`${order.id}/returns/`, { sub_order_ids: [1] }, manager, 'fr');
    expect(noReason.json()).toEqual({ reason: ['Ce champ est obligatoire.'] });
  });
});
