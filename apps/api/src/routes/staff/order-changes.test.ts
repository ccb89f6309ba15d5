import {
  auditLog,
  cartRows,
  generateOrders,
  installationBookings,
  orders,
  orderStaffNotes,
  subOrders,
} from '@shop/db';
import { and, desc, eq, isNotNull, notExists } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoStaffEmails, staffHeaders } from '../../testing/staff-sign-in.ts';
import { openTestApp } from '../../testing/test-app.ts';
import { orderActionFixtures } from './order-action-fixtures.ts';

let harness: Awaited<ReturnType<typeof openTestApp>>;
let manager: Record<string, string>;
let support: Record<string, string>;
let fixtures: ReturnType<typeof orderActionFixtures>;
beforeAll(async () => {
  harness = await openTestApp();
  manager = await staffHeaders(harness.app, demoStaffEmails.order_manager);
  support = await staffHeaders(harness.app, demoStaffEmails.support);
  fixtures = orderActionFixtures(harness, () => manager);
});
afterAll(() => harness.close());

function call(
  method: 'POST' | 'PUT',
  path: string,
  payload: object,
  headers = manager,
  language = 'es',
) {
  return harness.app.inject({
    method,
    url: `/admin/v1/orders/${path}?language=${language}`,
    headers,
    payload,
  });
}

const detailOf = async (id: number, language = 'es') => {
  const response = await harness.app.inject({
    method: 'GET',
    url: `/admin/v1/orders/${id}/?language=${language}`,
    headers: support,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const auditOf = (orderId: number) =>
  harness.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(orderId))))
    .orderBy(desc(auditLog.id));

const newShipping = {
  phone: '699 11 22 33',
  address: 'Calle de Alcalá',
  number: '40',
  flat: '3º B',
  postal_code: '28014',
  city: 'Madrid',
  province: 'Madrid',
};
const newBilling = {
  business_name: 'Reformas Ana SL',
  tax_id_type: 'cif',
  tax_id: 'b12345674',
  address: 'Calle de Atocha',
  number: '7',
  postal_code: '28012',
  city: 'Madrid',
  province: 'Madrid',
};

describe('POST /admin/v1/orders/{id}/notes/', () => {
  it('lets support write a note, listed in the detail and its timeline, and audited', async () => {
    const { order } = await fixtures.transferOrder();
    const written = await call(
      'POST',
      `${order.id}/notes/`,
      { text: '  Llamó: entregar por la tarde. ' },
      support,
    );
    expect(written.statusCode, written.body).toBe(201);
    expect(written.json()).toEqual({
      id: expect.any(Number),
      at: expect.any(String),
      staff_name: expect.any(String),
      text: 'Llamó: entregar por la tarde.',
    });
    const second = await call(
      'POST',
      `${order.id}/notes/`,
      { text: 'Confirmado por correo.' },
      manager,
    );
    expect(second.statusCode).toBe(201);
    const detail = await detailOf(order.id);
    expect(detail.notes.map((note: { text: string }) => note.text)).toEqual([
      'Llamó: entregar por la tarde.',
      'Confirmado por correo.',
    ]);
    expect(detail.timeline.filter((entry: { kind: string }) => entry.kind === 'note')).toEqual([
      expect.objectContaining({
        text: 'Nota: Llamó: entregar por la tarde.',
        staff_name: written.json().staff_name,
      }),
      expect.objectContaining({ text: 'Nota: Confirmado por correo.' }),
    ]);
    const [entry] = await auditOf(order.id);
    expect(entry).toMatchObject({
      action: 'order.note_added',
      before: null,
      after: { note_id: second.json().id, text: 'Confirmado por correo.' },
    });
  });

  it('refuses an empty, too long or NUL-holding note in the caller language, writing nothing', async () => {
    const { order } = await fixtures.transferOrder();
    const empty = await call('POST', `${order.id}/notes/`, { text: '   ' }, support, 'fr');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ text: ['Rédigez la note.'] });
    const long = await call('POST', `${order.id}/notes/`, { text: 'x'.repeat(4001) }, support);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ text: ['La nota no puede superar los 4000 caracteres.'] });
    const missing = await call('POST', `${order.id}/notes/`, {}, support);
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json())).toEqual(['text']);
    const nul = await call('POST', `${order.id}/notes/`, { text: 'Llamó\u0000' }, support);
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toEqual({ text: ['Contiene caracteres no permitidos.'] });
    const notes = await harness.db
      .select()
      .from(orderStaffNotes)
      .where(eq(orderStaffNotes.orderId, order.id));
    expect(notes).toEqual([]);
  });

  it('answers 404 with a code for an unknown order', async () => {
    const unknown = await call('POST', '99999999/notes/', { text: 'Hola' }, support);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'No encontrado.', code: 'not_found' });
  });

  it('keeps notes append-only in the database', async () => {
    const { order } = await fixtures.transferOrder();
    await call('POST', `${order.id}/notes/`, { text: 'Primera' }, support);
    await expect(
      harness.db
        .update(orderStaffNotes)
        .set({ text: 'Otra' })
        .where(eq(orderStaffNotes.orderId, order.id)),
    ).rejects.toThrow();
    await expect(
      harness.db.delete(orderStaffNotes).where(eq(orderStaffNotes.orderId, order.id)),
    ).rejects.toThrow();
  });
});

describe('PUT /admin/v1/orders/{id}/addresses/{kind}/', () => {
  it('corrects the shipping and billing addresses with audit before and after', async () => {
    const { order } = await fixtures.paidOrder();
    const shipping = await call('PUT', `${order.id}/addresses/shipping/`, newShipping);
    expect(shipping.statusCode, shipping.body).toBe(200);
    expect(shipping.json()).toEqual({ ...newShipping, phone: '699112233', country: 'ES' });
    const billing = await call('PUT', `${order.id}/addresses/billing/`, newBilling);
    expect(billing.statusCode, billing.body).toBe(200);
    expect(billing.json()).toEqual({ ...newBilling, tax_id: 'B12345674', country: 'ES' });

    const detail = await detailOf(order.id);
    expect(detail.phone).toBe('699112233');
    expect(detail.shipping_address).toMatchObject({
      address: 'Calle de Alcalá',
      number: '40',
      flat: '3º B',
      postal_code: '28014',
    });
    expect(detail.billing_address).toMatchObject({
      business_name: 'Reformas Ana SL',
      tax_id: 'B12345674',
      address: 'Calle de Atocha',
    });
    const [billingEntry, shippingEntry] = await auditOf(order.id);
    expect(shippingEntry).toMatchObject({
      action: 'order.shipping_address_changed',
      before: {
        phone: order.phone,
        address: order.shippingAddress,
        postal_code: order.shippingPostalCode,
      },
      after: { phone: '699112233', address: 'Calle de Alcalá', postal_code: '28014' },
    });
    expect(billingEntry).toMatchObject({
      action: 'order.billing_address_changed',
      before: { address: order.billingAddress, tax_id: order.billingTaxId },
      after: { business_name: 'Reformas Ana SL', tax_id: 'B12345674' },
    });
  });

  it('refuses the checkout’s mistakes field by field in the staff member’s language', async () => {
    const { order } = await fixtures.transferOrder();
    const wrong = await call(
      'PUT',
      `${order.id}/addresses/shipping/`,
      { ...newShipping, postal_code: '35001', phone: '12', city: ' ' },
      manager,
      'fr',
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      phone: ['Saisissez un numéro de téléphone correct'],
      postal_code: ['Désolés, nous ne livrons pas aux îles Canaries'],
      city: ['Ville requise'],
    });
    const badTaxId = await call('PUT', `${order.id}/addresses/billing/`, {
      ...newBilling,
      tax_id: 'B12345670',
    });
    expect(badTaxId.statusCode).toBe(400);
    expect(badTaxId.json()).toEqual({
      tax_id: ['El dígito o la letra de control del CIF no es correcto'],
    });
    const [unchanged] = await harness.db.select().from(orders).where(eq(orders.id, order.id));
    expect(unchanged).toMatchObject({
      phone: order.phone,
      shippingPostalCode: order.shippingPostalCode,
      billingTaxId: order.billingTaxId,
    });
    expect(await auditOf(order.id)).toEqual([]);
  });

  it('answers 409 with a code once anything has shipped, and 404 for an unknown order', async () => {
    const { order } = await fixtures.shippedOrder();
    const refused = await call(
      'PUT',
      `${order.id}/addresses/shipping/`,
      newShipping,
      manager,
      'fr',
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      detail:
        'Une partie de la commande a déjà été expédiée : ses adresses ne peuvent plus être modifiées.',
      code: 'order_already_shipped',
    });
    const [unchanged] = await harness.db.select().from(orders).where(eq(orders.id, order.id));
    expect(unchanged?.shippingAddress).toBe(order.shippingAddress);
    const unknown = await call('PUT', '99999999/addresses/billing/', newBilling);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('not_found');
  });

  it('keeps the shipping address in the province an installation was booked for', async () => {
    await generateOrders(harness.db, { orders: 30 });
    const [booked] = await harness.db
      .select({ id: orders.id, postalCode: installationBookings.postalCode })
      .from(orders)
      .innerJoin(cartRows, eq(cartRows.cartId, orders.cartId))
      .innerJoin(installationBookings, eq(installationBookings.cartRowId, cartRows.id))
      .where(
        notExists(
          harness.db
            .select({ id: subOrders.id })
            .from(subOrders)
            .where(and(eq(subOrders.orderId, orders.id), isNotNull(subOrders.shippedAt))),
        ),
      )
      .limit(1);
    if (!booked) throw new Error('no unshipped order with an installation');
    const elsewhere = booked.postalCode.startsWith('08') ? '28014' : '08001';
    const refused = await call('PUT', `${booked.id}/addresses/shipping/`, {
      ...newShipping,
      postal_code: elsewhere,
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(Object.keys(refused.json())).toEqual(['postal_code']);
    expect(refused.json().postal_code[0]).toMatch(
      /^La instalación de este pedido está reservada en /,
    );
    const same = await call('PUT', `${booked.id}/addresses/shipping/`, {
      ...newShipping,
      postal_code: booked.postalCode,
    });
    expect(same.statusCode, same.body).toBe(200);
  });

  it('is for orders.manage: support is refused', async () => {
    const { order } = await fixtures.transferOrder();
    const refused = await call('PUT', `${order.id}/addresses/shipping/`, newShipping, support);
    expect(refused.statusCode).toBe(403);
  });
});

describe('the order timeline', () => {
  it('tells placed, payment, paid, e-mails, shipment, notes and staff changes in time order', async () => {
    const { order, subIds } = await fixtures.shippedOrder();
    await call('POST', `${order.id}/notes/`, { text: 'Cliente avisado' }, support);
    const detail = await detailOf(order.id);
    const kinds: string[] = detail.timeline.map((entry: { kind: string }) => entry.kind);
    const times: string[] = detail.timeline.map((entry: { at: string }) => entry.at);
    expect(times).toEqual([...times].sort());
    expect(kinds[0]).toBe('placed');
    for (const kind of [
      'payment',
      'paid',
      'staff_change',
      'status_change',
      'sub_order_status_change',
      'shipped',
      'note',
    ])
      expect(kinds).toContain(kind);
    expect(kinds.indexOf('note')).toBe(kinds.length - 1 - kinds.slice().reverse().indexOf('note'));
    expect(detail.timeline).toContainEqual(
      expect.objectContaining({
        kind: 'staff_change',
        text: 'Cambio del personal: subpedido enviado',
      }),
    );
    // The note is told once, by its own entry, not again as a staff change.
    expect(kinds.filter((kind) => kind === 'note')).toHaveLength(1);
    expect(
      detail.timeline.filter((entry: { text: string }) => entry.text.includes('nota añadida')),
    ).toEqual([]);
    expect(detail.timeline).toContainEqual(
      expect.objectContaining({
        kind: 'sub_order_status_change',
        text: `Subpedido ${subIds[0]}: En curso → Enviado`,
        staff_name: expect.any(String),
      }),
    );
    expect(detail.timeline).toContainEqual(
      expect.objectContaining({
        kind: 'status_change',
        text: 'Estado del pedido: Pendiente de pago → Pagado',
      }),
    );
    // E-mails by what they tell the customer, in the staff member's words.
    expect(detail.emails).toContainEqual(
      expect.objectContaining({
        kind: 'transferInstructions',
        kind_name: 'datos para la transferencia',
      }),
    );
  });
});
