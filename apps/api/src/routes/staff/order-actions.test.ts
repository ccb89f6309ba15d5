import { invoices, orders, payments, subOrders } from '@shop/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../env.ts';
import { merchantDetailsFromEnv } from '../../mail/merchant-details.ts';
import { readOrderDocument } from '../../mail/order-document.ts';
import { renderOrderEmail } from '../../mail/order-email.ts';
import type { OrderEmailKind } from '../../mail/order-email-content.ts';
import { demoStaffEmails, staffHeaders } from '../../testing/staff-sign-in.ts';
import { openTestApp } from '../../testing/test-app.ts';
import { accountClient, insertAccount } from '../account/account-test-fixtures.ts';
import { seededProduct } from '../catalog/products/product-test-fixtures.ts';
import {
  checkoutClient,
  checkoutData,
  newKey,
  setStock,
  stockOf,
} from '../payment/checkout-test-fixtures.ts';
import { isoIn, orderActionFixtures } from './order-action-fixtures.ts';

let harness: Awaited<ReturnType<typeof openTestApp>>;
let manager: Record<string, string>;
let support: Record<string, string>;
let post: Fixtures['post'];
let transferOrder: Fixtures['transferOrder'];
let paidOrder: Fixtures['paidOrder'];
let lastAudit: Fixtures['lastAudit'];
let emailsOf: Fixtures['emailsOf'];
type Fixtures = ReturnType<typeof orderActionFixtures>;
beforeAll(async () => {
  harness = await openTestApp();
  manager = await staffHeaders(harness.app, demoStaffEmails.order_manager);
  support = await staffHeaders(harness.app, demoStaffEmails.support);
  ({ post, transferOrder, paidOrder, lastAudit, emailsOf } = orderActionFixtures(
    harness,
    () => manager,
  ));
});
afterAll(() => harness.close());

async function statusOf(orderId: number) {
  const [order] = await harness.db
    .select({ status: orders.status, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.id, orderId));
  return order;
}

/** What the customer's /estado-pedido page is given for the order. */
async function lookedUp(order: { number: string; email: string }) {
  const response = await harness.app.inject({
    method: 'POST',
    url: '/cart/v1/carts/retrieve_by_order_number/?store=ESSM&language=es',
    payload: { order_number: order.number, email: order.email },
  });
  expect(response.statusCode).toBe(200);
  return response.json().sub_orders as {
    id: number;
    status: number;
    status_label: string;
    carrier: string | null;
    tracking_number: string | null;
    expected_on: string | null;
  }[];
}

async function renderedEmail(orderId: number, kind: OrderEmailKind) {
  const document = await readOrderDocument(
    harness.db,
    orderId,
    merchantDetailsFromEnv(parseEnv({ NODE_ENV: 'test' })),
  );
  if (!document) throw new Error('no document');
  return renderOrderEmail(document, kind);
}

describe('POST /admin/v1/orders/{id}/transfer-received/', () => {
  it('pays the order as a provider would: paid, stock taken, invoice, e-mail, audit', async () => {
    const { order } = await transferOrder();
    const stockBefore = await stockOf(harness, 'BRS-CL730');
    const response = await post(`${order.id}/transfer-received/`, {
      amount: order.total,
      received_on: isoIn(-1),
      reference: 'BANK-123',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      order: { id: order.id, status: 400, status_name: 'Pagado' },
      missing_product_id: null,
    });
    expect(await statusOf(order.id)).toEqual({ status: 400, paymentStatus: 'paid' });
    expect(await stockOf(harness, 'BRS-CL730')).toBe(stockBefore - 2);
    const issued = await harness.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(issued).toHaveLength(1);
    expect(await emailsOf(order.id)).toContain('paymentReceived');
    const [payment] = await harness.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, order.id));
    expect(payment?.providerReference).toBe('BANK-123');
    expect(await lastAudit('order', order.id)).toMatchObject({
      action: 'order.transfer_received',
      before: { status: 300, payment_status: 'pending' },
      after: { status: 400, amount: order.total, reference: 'BANK-123' },
    });

    const again = await post(`${order.id}/transfer-received/`, {
      amount: order.total,
      received_on: isoIn(0),
      reference: 'BANK-123',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('no_pending_transfer');
  });

  it('refuses another amount, a future date and missing fields in the caller language, changing nothing', async () => {
    const { order } = await transferOrder();
    const short = await post(
      `${order.id}/transfer-received/`,
      { amount: order.total - 1, received_on: isoIn(0), reference: 'X' },
      manager,
      'fr',
    );
    expect(short.statusCode).toBe(400);
    expect(short.json().amount[0]).toContain('les paiements partiels ne sont pas acceptés');
    const future = await post(`${order.id}/transfer-received/`, {
      amount: order.total,
      received_on: isoIn(3),
      reference: 'X',
    });
    expect(future.json()).toEqual({
      received_on: ['La fecha de recepción no puede ser posterior a hoy.'],
    });
    const missing = await post(`${order.id}/transfer-received/`, { received_on: '2026-02-30' });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json()).sort()).toEqual(['amount', 'received_on', 'reference']);
    expect(missing.json().received_on).toEqual([
      'Introduce una fecha válida con el formato AAAA-MM-DD.',
    ]);
    expect(await statusOf(order.id)).toEqual({ status: 300, paymentStatus: 'pending' });
  });

  it('pays the order even when its goods are gone, names the missing product and takes nothing else', async () => {
    const { order } = await transferOrder();
    // Stock is taken in product id order: the later product is short, so the earlier one must
    // not stay taken (the order holds no goods, and a cancellation would give back nothing).
    const [earlier, later] = (
      await Promise.all(
        ['BRS-CL730', 'BRS-DS620'].map(async (ref) => ({
          ref,
          id: (await seededProduct(harness.db, ref)).id,
        })),
      )
    ).sort((a, b) => a.id - b.id);
    if (!earlier || !later) throw new Error('no products');
    const stocks = [await stockOf(harness, earlier.ref), await stockOf(harness, later.ref)];
    await setStock(harness, later.ref, 0);
    try {
      const response = await post(`${order.id}/transfer-received/`, {
        amount: order.total,
        received_on: isoIn(0),
        reference: 'BANK-SHORT',
      });
      expect(response.json()).toMatchObject({
        order: { status: 400 },
        missing_product_id: later.id,
      });
      expect(await stockOf(harness, later.ref)).toBe(0);
      expect(await stockOf(harness, earlier.ref)).toBe(stocks[0]);
    } finally {
      await setStock(harness, later.ref, stocks[1] ?? 0);
    }
  });

  it('is refused to support staff (403) and to a call without session (401)', async () => {
    const { order } = await transferOrder();
    const body = { amount: order.total, received_on: isoIn(0), reference: 'X' };
    expect((await post(`${order.id}/transfer-received/`, body, support)).statusCode).toBe(403);
    expect((await post(`${order.id}/transfer-received/`, body, {})).statusCode).toBe(401);
    expect(await statusOf(order.id)).toEqual({ status: 300, paymentStatus: 'pending' });
  });
});

describe('shipping, delivering, delaying and incidents of sub-orders', () => {
  it('ships two sub-orders: the order becomes 600 then 650, with audit and e-mails', async () => {
    const { order, subIds } = await paidOrder();
    const [first, second] = subIds as [number, number];
    const shipped = await post(`${order.id}/sub-orders/${first}/ship/`, {
      carrier: 'SEUR',
      tracking_number: 'SEUR-0001',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json()).toEqual({
      order: { id: order.id, status: 600, status_name: 'Enviado parcialmente' },
      sub_order: {
        id: first,
        status: 600,
        status_name: 'Enviado',
        carrier: 'SEUR',
        tracking_number: 'SEUR-0001',
        expected_delivery: null,
      },
    });
    expect(await lastAudit('sub_order', first)).toMatchObject({
      action: 'sub_order.ship',
      before: { status: 100, carrier: null, order_status: 400 },
      after: { status: 600, carrier: 'SEUR', tracking_number: 'SEUR-0001', order_status: 600 },
    });
    expect((await lookedUp(order)).find((sub) => sub.id === first)).toMatchObject({
      status: 600,
      status_label: 'Enviado',
      carrier: 'SEUR',
      tracking_number: 'SEUR-0001',
    });
    const email = await renderedEmail(order.id, 'subOrderShipped');
    expect(email.subject).toBe(`Parte de tu pedido ${order.number} ya está en camino`);
    expect(email.text).toContain('Transportista: SEUR · Seguimiento: SEUR-0001');

    const both = await post(`${order.id}/sub-orders/${second}/ship/`, {
      carrier: 'GLS',
      tracking_number: 'GLS-9',
    });
    expect(both.json().order).toEqual({ id: order.id, status: 650, status_name: 'Enviado' });
    expect(await statusOf(order.id)).toMatchObject({ status: 650 });
    // One e-mail per shipment, not one per order.
    expect((await emailsOf(order.id)).filter((kind) => kind === 'subOrderShipped')).toHaveLength(2);

    const twice = await post(`${order.id}/sub-orders/${second}/ship/`, {
      carrier: 'GLS',
      tracking_number: 'GLS-10',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({
      detail: `El subpedido ${second} está en el estado 600 y no puede pasar al estado 600.`,
      code: 'sub_order_transition_refused',
    });

    const delivered = await post(`${order.id}/sub-orders/${first}/deliver/`);
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json().sub_order.status).toBe(700);
    expect(delivered.json().order.status).toBe(650);
    const [row] = await harness.db.select().from(subOrders).where(eq(subOrders.id, first));
    expect(row?.deliveredAt).toBeInstanceOf(Date);
    expect(await emailsOf(order.id)).toContain('subOrderDelivered');
    expect((await post(`${order.id}/sub-orders/${first}/deliver/`)).statusCode).toBe(409);

    const incident = await post(`${order.id}/sub-orders/${second}/incident/`, {
      note: 'Cristal roto en el transporte',
    });
    expect(incident.json().sub_order.status).toBe(900);
    expect(await lastAudit('sub_order', second)).toMatchObject({
      action: 'sub_order.incident',
      after: { status: 900, notes: 'Cristal roto en el transporte' },
    });
    expect(await emailsOf(order.id)).toContain('subOrderIncident');
  });

  it('refuses bad input (400, caller language), support staff (403) and unshipped incidents (409)', async () => {
    const { order, subIds } = await paidOrder();
    const [first] = subIds as [number];
    const bad = await post(
      `${order.id}/sub-orders/${first}/ship/`,
      { carrier: ' ' },
      manager,
      'fr',
    );
    expect(bad.json()).toEqual({
      carrier: ['Ce champ est obligatoire.'],
      tracking_number: ['Ce champ est obligatoire.'],
    });
    const denied = await post(
      `${order.id}/sub-orders/${first}/ship/`,
      { carrier: 'SEUR', tracking_number: '1' },
      support,
    );
    expect(denied.statusCode).toBe(403);
    const incident = await post(`${order.id}/sub-orders/${first}/incident/`, { note: 'x' });
    expect(incident.statusCode).toBe(409);
    const elsewhere = await post(`${order.id + 100000}/sub-orders/${first}/deliver/`);
    expect(elsewhere.statusCode).toBe(404);
    const [row] = await harness.db.select().from(subOrders).where(eq(subOrders.id, first));
    expect(row).toMatchObject({ status: 100, carrier: null });
  });

  it('refuses to ship goods of an unpaid order: the order table says no and nothing moves', async () => {
    const { order, subIds } = await transferOrder();
    const [first] = subIds as [number];
    const response = await post(`${order.id}/sub-orders/${first}/ship/`, {
      carrier: 'SEUR',
      tracking_number: '1',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('order_transition_refused');
    const [row] = await harness.db.select().from(subOrders).where(eq(subOrders.id, first));
    expect(row?.status).toBe(100);
  });

  it('delays a sub-order to a future date the customer sees, and refuses a past one', async () => {
    const { order, subIds } = await paidOrder();
    const [first] = subIds as [number];
    const past = await post(`${order.id}/sub-orders/${first}/delay/`, { expected_on: isoIn(0) });
    expect(past.json()).toEqual({
      expected_on: ['La nueva fecha de entrega debe ser posterior a hoy.'],
    });
    const date = isoIn(10);
    const delayed = await post(`${order.id}/sub-orders/${first}/delay/`, { expected_on: date });
    expect(delayed.json().sub_order).toMatchObject({
      status: 400,
      status_name: 'Retrasado',
      expected_delivery: date,
    });
    expect((await lookedUp(order)).find((sub) => sub.id === first)).toMatchObject({
      status: 400,
      status_label: 'Retrasado',
      expected_on: date,
    });
    const later = isoIn(12);
    const again = await post(`${order.id}/sub-orders/${first}/delay/`, { expected_on: later });
    expect(again.json().sub_order.expected_delivery).toBe(later);
    expect((await emailsOf(order.id)).filter((kind) => kind === 'subOrderDelayed')).toHaveLength(2);
    expect(await lastAudit('sub_order', first)).toMatchObject({
      action: 'sub_order.delay',
      before: { status: 400, expected_on: date },
      after: { status: 400, expected_on: later },
    });
  });
});

describe('the customer user area', () => {
  it('shows the delay with its new date, then the carrier and tracking number', async () => {
    const ana = await insertAccount(harness);
    const call = accountClient(harness, ana.token);
    const cart = (await call('POST', '/cart/v1/carts/')).json();
    const cleaner = await seededProduct(harness.db, 'BRS-CL730');
    await call('POST', '/cart/v1/cart-rows/', {
      cart: cart.id,
      product_id: cleaner.id,
      quantity: 1,
    });
    await call('PUT', `/cart/v1/carts/${cart.id}/`, checkoutData.ESSM);
    const placed = await checkoutClient(harness, ana.token).post(
      'transfer/payments/create_order/',
      {
        cart: cart.id,
        idempotency_key: newKey(),
      },
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const [order] = await harness.db
      .select()
      .from(orders)
      .where(eq(orders.number, placed.json().order_number));
    if (!order) throw new Error('no order');
    const [sub] = await harness.db.select().from(subOrders).where(eq(subOrders.orderId, order.id));
    if (!sub) throw new Error('no sub-order');
    await post(`${order.id}/transfer-received/`, {
      amount: order.total,
      received_on: isoIn(0),
      reference: 'BANK-ANA',
    });
    const date = isoIn(15);
    await post(`${order.id}/sub-orders/${sub.id}/delay/`, { expected_on: date });
    const delayed = (await call('GET', `/cart/v1/orders/${order.id}/`)).json();
    expect(delayed.sub_orders).toEqual([
      expect.objectContaining({
        status: 400,
        status_label: 'Retrasado',
        delivery: { from: date, to: date },
      }),
    ]);
    await post(`${order.id}/sub-orders/${sub.id}/ship/`, {
      carrier: 'MRW',
      tracking_number: 'MRW-55',
    });
    const shipped = (await call('GET', `/cart/v1/orders/${order.id}/`)).json();
    expect(shipped.status).toBe(650);
    expect(shipped.sub_orders).toEqual([
      expect.objectContaining({
        status: 600,
        status_label: 'Enviado',
        carrier: 'MRW',
        tracking_number: 'MRW-55',
      }),
    ]);
  });
});

describe('POST /admin/v1/orders/{id}/cancel/', () => {
  it('cancels one unshipped sub-order, gives its stock back and says what is owed', async () => {
    const { order, subIds } = await paidOrder();
    const [first, second] = subIds as [number, number];
    const before = await stockOf(harness, 'BRS-CL730');
    const response = await post(`${order.id}/cancel/`, {
      sub_order_ids: [first],
      reason: 'Sin existencias del proveedor',
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.order.status).toBe(400);
    expect(body.cancelled_sub_order_ids).toEqual([first]);
    expect(body.amount_owed).toBeGreaterThan(0);
    expect(body.amount_owed).toBeLessThan(order.total);
    expect(body.refund).toMatchObject({ amount: body.amount_owed, status: 'done' });
    expect(await stockOf(harness, 'BRS-CL730')).toBe(before + 2);
    expect(await emailsOf(order.id)).toContain('orderCancelled');
    expect(await lastAudit('order', order.id, 'order.cancel')).toMatchObject({
      action: 'order.cancel',
      after: { reason: 'Sin existencias del proveedor', amount_owed: body.amount_owed },
    });

    // The rest ships: the order is shipped, as nothing else is due.
    const shipped = await post(`${order.id}/sub-orders/${second}/ship/`, {
      carrier: 'SEUR',
      tracking_number: '7',
    });
    expect(shipped.json().order.status).toBe(650);
    const late = await post(`${order.id}/cancel/`, { reason: 'tarde' });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('sub_order_transition_refused');
  });

  it('cancels a whole paid order: 700, all its stock back, the total owed', async () => {
    const { order } = await paidOrder();
    const before = await stockOf(harness, 'BRS-CL730');
    const response = await post(`${order.id}/cancel/`, { reason: 'El cliente lo pidió' });
    expect(response.json()).toMatchObject({
      order: { status: 700, status_name: 'Cancelado' },
      amount_owed: order.total,
    });
    expect(await stockOf(harness, 'BRS-CL730')).toBe(before + 2);
    expect((await post(`${order.id}/cancel/`, { reason: 'otra vez' })).statusCode).toBe(409);
    expect(await stockOf(harness, 'BRS-CL730')).toBe(before + 2);
  });

  it('refuses a foreign sub-order and a missing reason (400), and support staff (403)', async () => {
    const { order } = await transferOrder();
    const foreign = await post(`${order.id}/cancel/`, { sub_order_ids: [2_000_000], reason: 'x' });
    expect(foreign.json()).toEqual({
      sub_order_ids: ['Este pedido no tiene el subpedido 2000000.'],
    });
    const noReason = await post(`${order.id}/cancel/`, {}, manager, 'fr');
    expect(noReason.json()).toEqual({ reason: ['Ce champ est obligatoire.'] });
    expect((await post(`${order.id}/cancel/`, { reason: 'x' }, support)).statusCode).toBe(403);
    const unpaid = await post(`${order.id}/cancel/`, { reason: 'x' });
    expect(unpaid.json()).toMatchObject({ order: { status: 700 }, amount_owed: 0, refund: null });
  });
});
