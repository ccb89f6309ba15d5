import { generateOrders, installationBookings, cartRows, orders, subOrders } from '@shop/db';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoStaffEmails, staffHeaders } from '../../testing/staff-sign-in.ts';
import { openTestApp } from '../../testing/test-app.ts';
import { OrderExportQuery } from '../../contracts/staff-orders.ts';
import { readOrderListPage } from '../../staff/orders/order-list.ts';
import { insertOrder } from '../../mail/order-fixture.ts';

let harness: Awaited<ReturnType<typeof openTestApp>>;
let support: Record<string, string>;
type OrderRow = typeof orders.$inferSelect & { subStatuses: number[]; installation: boolean };
let all: OrderRow[];

beforeAll(async () => {
  harness = await openTestApp();
  await harness.app.ready();
  await generateOrders(harness.db, { orders: 80 });
  support = await staffHeaders(harness.app, demoStaffEmails.support);
  const rows = await harness.db.select().from(orders);
  const subs = await harness.db.select().from(subOrders);
  const booked = await harness.db
    .select({ cartId: cartRows.cartId })
    .from(installationBookings)
    .innerJoin(cartRows, eq(cartRows.id, installationBookings.cartRowId));
  all = rows.map((row) => ({
    ...row,
    subStatuses: subs.filter((sub) => sub.orderId === row.id).map((sub) => sub.status),
    installation: booked.some((booking) => booking.cartId === row.cartId),
  }));
});
afterAll(() => harness.close());

const list = (query: string, headers = support) =>
  harness.app.inject({ method: 'GET', url: `/admin/v1/orders/?${query}`, headers });

async function idsOf(query: string): Promise<number[]> {
  const response = await list(`page_size=100&${query}`);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<{ count: number; results: { id: number }[] }>();
  expect(body.count).toBe(body.results.length);
  return body.results.map((order) => order.id).sort((a, b) => a - b);
}

const idsWhere = (keep: (order: OrderRow) => boolean) =>
  all
    .filter(keep)
    .map((order) => order.id)
    .sort((a, b) => a - b);

describe('GET /admin/v1/orders/', () => {
  it('lists both editions newest first, paged, with each order summed up', async () => {
    const response = await list('page_size=5');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.count).toBe(all.length);
    expect(body.count_capped).toBe(false);
    expect(body.next).toBe('/admin/v1/orders/?page_size=5&page=2');
    expect(body.results).toHaveLength(5);
    const newest = [...all].sort(
      (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id,
    )[0];
    expect(body.results[0]).toEqual({
      id: newest?.id,
      number: newest?.number,
      store: newest?.storeCode,
      created_at: newest?.createdAt.toISOString(),
      status: newest?.status,
      status_name: expect.any(String),
      customer_name: `${newest?.name} ${newest?.surnames}`,
      email: newest?.email,
      phone: newest?.phone,
      total: newest?.total,
      currency: 'EUR',
      payment_method: newest?.paymentMethod,
      payment_status: newest?.paymentStatus,
      has_installation: newest?.installation,
      sub_order_count: newest?.subStatuses.length,
    });
  });

  it('filters by every criterion, alone and combined, exactly as the orders say', async () => {
    const paid = all.find((order) => order.status === 400);
    expect(await idsOf('store=FRSM')).toEqual(idsWhere((order) => order.storeCode === 'FRSM'));
    expect(await idsOf('status=400&status=650')).toEqual(
      idsWhere((order) => order.status === 400 || order.status === 650),
    );
    expect(await idsOf('sub_order_status=200')).toEqual(
      idsWhere((order) => order.subStatuses.includes(200)),
    );
    expect(await idsOf('payment_method=paypal&payment_status=paid')).toEqual(
      idsWhere((order) => order.paymentMethod === 'paypal' && order.paymentStatus === 'paid'),
    );
    expect(await idsOf('total_min=50000&total_max=150000')).toEqual(
      idsWhere((order) => order.total >= 50000 && order.total <= 150000),
    );
    expect(await idsOf('installation=true')).toEqual(idsWhere((order) => order.installation));
    expect(await idsOf('installation=false&store=ESSM')).toEqual(
      idsWhere((order) => !order.installation && order.storeCode === 'ESSM'),
    );
    const day = paid?.createdAt.toISOString().slice(0, 10) ?? '';
    const sameDay = await idsOf(`created_from=${day}&created_to=${day}&status=400`);
    expect(sameDay).toContain(paid?.id);
    expect(sameDay.length).toBeLessThan(all.length);
  });

  it('searches by number, e-mail, name, phone and tax id', async () => {
    const order = all.find((candidate) => candidate.billingTaxId !== '');
    if (order === undefined) throw new Error('no order with a tax id');
    for (const q of [
      order.number,
      order.email.toUpperCase(),
      order.phone,
      order.billingTaxId,
      `${order.name} ${order.surnames}`,
    ])
      expect(await idsOf(`q=${encodeURIComponent(q)}`)).toContain(order.id);
    expect(await idsOf(`q=${encodeURIComponent(order.email)}`)).toEqual([order.id]);
    expect(await idsOf('q=%25')).toEqual([]);
    // An address's beginning (a prefix range) and a domain (anywhere, on the trigram index).
    const beginning = order.email.slice(0, order.email.indexOf('@') + 3);
    expect(await idsOf(`q=${encodeURIComponent(beginning.toUpperCase())}`)).toEqual(
      idsWhere((candidate) => candidate.email.toLowerCase().startsWith(beginning)),
    );
    expect(await idsOf('q=%40example.com')).toEqual(
      idsWhere((candidate) => candidate.email.toLowerCase().includes('@example.com')),
    );
  });

  it('keeps the sub-order status filter in step as sub-orders change', async () => {
    const order = all.find((candidate) => candidate.subStatuses.length > 0);
    if (order === undefined) throw new Error('no order with a sub-order');
    const [sub] = await harness.db.select().from(subOrders).where(eq(subOrders.orderId, order.id));
    if (sub === undefined) throw new Error('no sub-order');
    expect(await idsOf('sub_order_status=900')).not.toContain(order.id);
    await harness.db.update(subOrders).set({ status: 900 }).where(eq(subOrders.id, sub.id));
    expect(await idsOf('sub_order_status=900')).toContain(order.id);
    await harness.db.update(subOrders).set({ status: sub.status }).where(eq(subOrders.id, sub.id));
    expect(await idsOf('sub_order_status=900')).not.toContain(order.id);
    expect(await idsOf(`sub_order_status=${sub.status}`)).toContain(order.id);
  });

  it('counts a long list only up to its cap, or past a deeper page, and says there are more', async () => {
    const filters = OrderExportQuery.parse({});
    const read = (offset: number, countCap: number) =>
      readOrderListPage(harness.db, filters, { limit: 5, offset }, 'es', countCap);
    const first = await read(0, 10);
    expect(first).toMatchObject({ count: 10, countCapped: true });
    expect(first.results).toHaveLength(5);
    // A page past the cap: counted to its end, so the pager still has a next page.
    expect(await read(20, 10)).toMatchObject({ count: 25, countCapped: true });
    expect(await read(all.length - 5, 10)).toMatchObject({ count: all.length, countCapped: false });
    expect(await read(0, all.length)).toMatchObject({ count: all.length, countCapped: false });
    const frenchOnly = await readOrderListPage(
      harness.db,
      OrderExportQuery.parse({ store: 'FRSM' }),
      { limit: 5, offset: 0 },
      'es',
      all.length,
    );
    expect(frenchOnly).toMatchObject({
      count: idsWhere((order) => order.storeCode === 'FRSM').length,
      countCapped: false,
    });
  });

  it('lists every order at once with its exact count (page_size=-1)', async () => {
    const body = (await list('page_size=-1')).json();
    expect(body).toMatchObject({ count: all.length, count_capped: false, next: null });
    expect(body.results).toHaveLength(all.length);
  });

  it('sorts by total and by number', async () => {
    const byTotal = (await list('ordering=-total&page_size=100')).json().results;
    const totals = byTotal.map((order: { total: number }) => order.total);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    const byNumber = (await list('ordering=number&page_size=100')).json().results;
    const numbers = byNumber.map((order: { number: string }) => order.number);
    expect(numbers).toEqual([...numbers].sort());
  });

  it('answers bad filters with a 400 per field in the caller language', async () => {
    const response = await list(
      'language=fr&status=999&created_from=2025-02-30&ordering=price&page_size=101&installation=yes',
    );
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual([
      'created_from',
      'installation',
      'ordering',
      'page_size',
      'status',
    ]);
    expect(body.created_from).toEqual(['Saisissez une date valide au format AAAA-MM-JJ.']);
    expect(body.installation).toEqual(['Indiquez true ou false.']);
    const reversed = await list(
      'total_min=500&total_max=100&created_from=2026-02-02&created_to=2026-01-01',
    );
    expect(reversed.json()).toEqual({
      total_min: ['El valor mínimo no puede ser mayor que el máximo.'],
      created_from: ['La fecha inicial no puede ser posterior a la final.'],
    });
  });

  it('is refused to a role without orders.read', async () => {
    const editor = await staffHeaders(harness.app, demoStaffEmails.content_editor);
    expect((await list('', editor)).statusCode).toBe(403);
  });
});

describe('GET /admin/v1/orders/export.csv', () => {
  it('streams every matching order as CSV with a header row in the caller language', async () => {
    const response = await harness.app.inject({
      method: 'GET',
      url: '/admin/v1/orders/export.csv?store=ESSM&language=fr',
      headers: support,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^Numéro,Boutique,Date,Statut,Client,E-mail,/);
    const essm = all.filter((order) => order.storeCode === 'ESSM');
    expect(lines).toHaveLength(essm.length + 1);
    const numbers = lines.slice(1).map((line) => line.split(',')[0]);
    expect(numbers.sort()).toEqual(essm.map((order) => order.number).sort());
  });

  it('answers bad filters with a 400 instead of a file', async () => {
    const response = await harness.app.inject({
      method: 'GET',
      url: '/admin/v1/orders/export.csv?payment_status=lost',
      headers: support,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['payment_status']);
  });
});

describe('GET /admin/v1/orders/{id}/', () => {
  it('shows rows, sub-orders, addresses, payments and one timeline', async () => {
    const order = all.find((candidate) => candidate.installation && candidate.paidAt !== null);
    if (order === undefined) throw new Error('no paid order with installation');
    const response = await harness.app.inject({
      method: 'GET',
      url: `/admin/v1/orders/${order.id}/`,
      headers: support,
    });
    expect(response.statusCode).toBe(200);
    const detail = response.json();
    const [row] = await harness.db.select().from(cartRows).where(eq(cartRows.cartId, order.cartId));
    const subs = await harness.db
      .select()
      .from(subOrders)
      .where(inArray(subOrders.orderId, [order.id]));
    expect(detail).toMatchObject({
      id: order.id,
      number: order.number,
      has_installation: true,
      rows: [
        {
          id: row?.id,
          sku: row?.finalRef,
          quantity: row?.quantity,
          unit_price: row?.unitPvp,
          total: row?.totalPvp,
          sub_order_id: subs[0]?.id,
        },
      ],
      sub_orders: [{ id: subs[0]?.id, status: subs[0]?.status }],
      shipping_address: { address: order.shippingAddress, city: order.shippingCity },
      billing_address: { tax_id: order.billingTaxId },
      installation: { row_id: row?.id, distance: 500, reservation_amount: 4000 },
      payments: [{ amount: order.total, method: order.paymentMethod }],
    });
    expect(detail.rows[0].product_name).not.toBe('');
    expect(detail.timeline.map((entry: { kind: string }) => entry.kind)).toEqual([
      'placed',
      'payment',
      'paid',
    ]);
  });

  it('answers 404 with a code for an unknown order and 400 for a malformed id', async () => {
    const unknown = await harness.app.inject({
      method: 'GET',
      url: '/admin/v1/orders/99999999/',
      headers: support,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'No encontrado.', code: 'not_found' });
    const malformed = await harness.app.inject({
      method: 'GET',
      url: '/admin/v1/orders/abc/?language=fr',
      headers: support,
    });
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json())).toEqual(['id']);
  });
});

describe('GET /admin/v1/dashboard/', () => {
  it('sums each edition’s sold orders and counts the orders waiting per status', async () => {
    const response = await harness.app.inject({
      method: 'GET',
      url: '/admin/v1/dashboard/?language=fr',
      headers: support,
    });
    expect(response.statusCode, response.body).toBe(200);
    const dashboard = response.json<{
      editions: { store: string; sales_30d: number; sales_7d: number; sales_today: number }[];
      waiting_by_status: { status: number; status_name: string; count: number }[];
    }>();
    // The shop's day starts at midnight in Madrid, whatever the server's time zone.
    const [bounds] = await harness.db
      .select({
        month: sql<string>`(date_trunc('day', now() at time zone 'Europe/Madrid') - interval '29 days') at time zone 'Europe/Madrid'`,
      })
      .from(orders)
      .limit(1);
    const monthStart = new Date(String(bounds?.month)).getTime();
    const sold = [400, 450, 500, 600, 650];
    for (const store of ['ESSM', 'FRSM']) {
      const expected = all
        .filter(
          (order) =>
            order.storeCode === store &&
            sold.includes(order.status) &&
            order.createdAt.getTime() >= monthStart,
        )
        .reduce((sum, order) => sum + order.total, 0);
      const edition = dashboard.editions.find((candidate) => candidate.store === store);
      expect(edition?.sales_30d).toBe(expected);
      expect(edition?.sales_7d).toBeLessThanOrEqual(expected);
    }
    const waiting = [300, 400, 450, 500, 600].flatMap((status) => {
      const count = all.filter((order) => order.status === status).length;
      return count === 0 ? [] : [{ status, count }];
    });
    expect(dashboard.waiting_by_status.map(({ status, count }) => ({ status, count }))).toEqual(
      waiting,
    );
    expect(dashboard.waiting_by_status.every((row) => row.status_name !== '')).toBe(true);
  });

  it('is refused to a content editor (403) and without a session (401)', async () => {
    const editor = await staffHeaders(harness.app, demoStaffEmails.content_editor);
    const refused = await harness.app.inject({
      method: 'GET',
      url: '/admin/v1/dashboard/',
      headers: editor,
    });
    expect(refused.statusCode).toBe(403);
    const anonymous = await harness.app.inject({ method: 'GET', url: '/admin/v1/dashboard/' });
    expect(anonymous.statusCode).toBe(401);
  });
});

// Last: the order it adds would change the counts the tests above expect.
describe('the orders search', () => {
  it('searches words whatever their accents and case, in any order, phone and tax id as typed', async () => {
    const order = await insertOrder(harness.db, {
      name: 'Lucía',
      surnames: 'Martín Núñez',
      email: 'l.martin@correo-ejemplo.es',
    });
    await harness.db
      .update(orders)
      .set({ phone: '+34612345678', billingTaxId: 'X-1234567-L' })
      .where(eq(orders.id, order.id));
    const found = async (q: string) =>
      (await idsOf(`q=${encodeURIComponent(q)}`)).includes(order.id);
    for (const q of [
      'lucia martin',
      'LUCÍA MARTÍN',
      'Martín Lucía',
      'nunez',
      'luc núñ',
      '612 345 678',
      '612345678',
      '+34 612',
      '34612',
      '612 345',
      'x1234567l',
      'X-1234567-L',
      'correo-ejemplo.es',
      '@correo-ejemplo.es',
      order.number.toLowerCase(),
    ])
      expect(await found(q), q).toBe(true);
    // Every word must begin a word of the order: "martinez" is not "Martín", nor the middle digits a phone.
    for (const q of ['lucia martinez', 'ucía', '345 678', 'lucia 999', '%', '--'])
      expect(await found(q), q).toBe(false);
    // The search text follows a correction of the order (the trigger of migration 0024).
    await harness.db.update(orders).set({ surnames: 'Ortega' }).where(eq(orders.id, order.id));
    expect(await found('lucia ortega')).toBe(true);
    expect(await found('nunez')).toBe(false);
  });
});
