import { cartRows, installationBookings, installationCities, orders } from '@shop/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrder } from '../../mail/order-fixture.ts';
import { demoStaffEmails, staffHeaders } from '../../testing/staff-sign-in.ts';
import { openTestApp } from '../../testing/test-app.ts';

let harness: Awaited<ReturnType<typeof openTestApp>>;
let editor: Record<string, string>;
let content: Record<string, string>;
beforeAll(async () => {
  harness = await openTestApp();
  editor = await staffHeaders(harness.app, demoStaffEmails.catalogue_editor);
  content = await staffHeaders(harness.app, demoStaffEmails.content_editor);
});
afterAll(() => harness.close());

function list(query = '', headers = editor) {
  return harness.app.inject({
    method: 'GET',
    url: `/admin/v1/installation-bookings/?${query}`,
    headers,
  });
}

/** An order with one installation booked in Madrid (mail/order-fixture.ts), or moved to `city`. */
async function bookedOrder(
  amounts: { reservationAmount: number; installerPayment: number },
  city?: string,
) {
  const order = await insertOrder(harness.db, {
    rows: [{ totalPvp: 46900, installation: amounts }],
  });
  if (city !== undefined) {
    const [other] = await harness.db
      .select({ id: installationCities.id })
      .from(installationCities)
      .where(and(eq(installationCities.storeCode, 'ESSM'), eq(installationCities.name, city)));
    if (!other) throw new Error(`no seeded installation city ${city}`);
    const [row] = await harness.db
      .select({ id: cartRows.id })
      .from(cartRows)
      .innerJoin(orders, eq(orders.cartId, cartRows.cartId))
      .where(eq(orders.id, order.id));
    await harness.db
      .update(installationBookings)
      .set({ installationCityId: other.id })
      .where(eq(installationBookings.cartRowId, row?.id ?? 0));
  }
  return order;
}

describe('installation bookings for staff', () => {
  it('lists bookings with the order, address, amounts and totals per province', async () => {
    const [cityWithBudget] = await harness.db
      .select({ name: installationCities.name, province: installationCities.province })
      .from(installationCities)
      .where(and(eq(installationCities.storeCode, 'ESSM'), eq(installationCities.budget, true)));
    if (!cityWithBudget) throw new Error('no seeded city on request');
    const first = await bookedOrder({ reservationAmount: 2420, installerPayment: 7260 });
    const second = await bookedOrder({ reservationAmount: 8470, installerPayment: 4000 });
    const onRequest = await bookedOrder(
      { reservationAmount: 2420, installerPayment: 0 },
      cityWithBudget.name,
    );
    const response = await list('page_size=100');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.results).toContainEqual({
      id: expect.any(Number),
      order: {
        id: first.id,
        number: first.number,
        store: 'ESSM',
        created_at: expect.any(String),
        status: 400,
        status_name: expect.any(String),
      },
      customer: { name: 'Lucía García Pérez', email: first.email, phone: '612345678' },
      address: 'Calle Mayor, 5, 2º B, 28013 Madrid',
      postal_code: expect.any(String),
      city: 'Madrid',
      province: 'Madrid',
      appointment: null,
      distance: expect.any(Number),
      disassembly: expect.any(Boolean),
      pre_measurement: expect.any(Boolean),
      on_request: false,
      reservation_paid: 2420,
      installer_owed: 2420,
      installer_collects: 7260,
    });
    expect(body.results).toContainEqual(
      expect.objectContaining({
        order: expect.objectContaining({ id: onRequest.id }),
        province: cityWithBudget.province,
        on_request: true,
        installer_owed: 2420,
        installer_collects: null,
      }),
    );
    expect(body.totals).toContainEqual({
      province: 'Madrid',
      bookings: 2,
      reservation_paid: 2420 + 8470,
      installer_owed: 2420 + 8470,
      installer_collects: 7260 + 4000,
    });
    expect(body.totals).toContainEqual(
      expect.objectContaining({
        province: cityWithBudget.province,
        bookings: 1,
        installer_collects: 0,
      }),
    );

    const madrid = await list('province=Madrid&store=ESSM&status=400');
    expect(madrid.json()).toMatchObject({
      count: 2,
      totals: [{ province: 'Madrid', bookings: 2 }],
    });
    const ids = madrid.json().results.map((booking: { order: { id: number } }) => booking.order.id);
    expect(ids.sort()).toEqual([first.id, second.id].sort());
    // The fixtures' orders were created now: yesterday has none, today all.
    expect((await list('created_to=2020-01-01')).json()).toMatchObject({ count: 0, totals: [] });
    expect((await list('store=FRSM')).json()).toMatchObject({ count: 0 });
    const paged = await list('page_size=1');
    expect(paged.json()).toMatchObject({ count: 3, results: [expect.anything()] });
    expect(paged.json().totals).toHaveLength(2);
  });

  it('answers bad filters in the caller language, no 500', async () => {
    const reversed = await list('created_from=2026-02-01&created_to=2026-01-01&language=fr');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toHaveProperty('created_from');
    expect((await list('created_from=2026-02-30')).statusCode).toBe(400);
    expect((await list('status=12')).statusCode).toBe(400);
    expect((await list('store=XX')).statusCode).toBe(400);
    expect((await list(`province=${'x'.repeat(61)}`)).statusCode).toBe(400);
    expect((await list('page=50')).statusCode).toBe(404);
  });

  it('is open to whoever reads orders, not to a content editor', async () => {
    expect((await list('', content)).statusCode).toBe(403);
  });
});
