import { cartRows, orders, productTranslations, products, subOrders } from '@shop/db';
import { lastShopDays } from '@shop/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachedDashboard, dashboardCacheMs } from '../../staff/dashboard.ts';
import { demoStaffEmails, staffHeaders } from '../../testing/staff-sign-in.ts';
import { openTestApp } from '../../testing/test-app.ts';
import { isoIn, orderActionFixtures } from './order-action-fixtures.ts';

interface DashboardAnswer {
  daily_sales: { store: string; days: { day: string; orders: number; total: number }[] }[];
  top_products: {
    store: string;
    products: { ref: string; name: string; units: number; revenue: number }[];
  }[];
}

let harness: Awaited<ReturnType<typeof openTestApp>>;
let manager: Record<string, string>;
let fixtures: ReturnType<typeof orderActionFixtures>;

beforeAll(async () => {
  harness = await openTestApp();
  manager = await staffHeaders(harness.app, demoStaffEmails.order_manager);
  fixtures = orderActionFixtures(harness, () => manager);
});
afterAll(() => harness.close());

/** Moves an order's payment to noon (Madrid) of the shop day `days` from today. */
async function paidOn(orderId: number, days: number, store?: 'ESSM' | 'FRSM') {
  await harness.db
    .update(orders)
    .set({
      paidAt: sql`(${isoIn(days)}::date + time '12:00') at time zone 'Europe/Madrid'`,
      ...(store === undefined ? {} : { storeCode: store }),
    })
    .where(eq(orders.id, orderId));
}

/** What each cart row of an order is: product ref and price, by sub-order. */
async function rowsOf(orderId: number) {
  return harness.db
    .select({
      subId: subOrders.id,
      ref: products.ref,
      quantity: subOrders.quantity,
      total: cartRows.totalPvp,
    })
    .from(subOrders)
    .innerJoin(cartRows, eq(cartRows.id, subOrders.cartRowId))
    .innerJoin(products, eq(products.id, cartRows.productId))
    .where(eq(subOrders.orderId, orderId));
}

describe('GET /admin/v1/dashboard/ daily sales and top products', () => {
  it('sums paid orders per Madrid day and edition, zero-filled, and ranks products by revenue', async () => {
    // ESSM: one order paid three days ago, one paid today with its first sub-order cancelled.
    const earlier = await fixtures.paidOrder();
    await paidOn(earlier.order.id, -3);
    const today = await fixtures.paidOrder();
    const cancelled = await fixtures.post(`${today.order.id}/cancel/`, {
      sub_order_ids: [today.subIds[0]],
      reason: 'Sin existencias del proveedor',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // FRSM: one order paid ten days ago. Not counted: one paid 40 days ago, one never paid,
    // one paid and then cancelled whole.
    const french = await fixtures.paidOrder();
    await paidOn(french.order.id, -10, 'FRSM');
    const old = await fixtures.paidOrder();
    await paidOn(old.order.id, -40);
    await fixtures.transferOrder();
    const withdrawn = await fixtures.paidOrder();
    const whole = await fixtures.post(`${withdrawn.order.id}/cancel/`, { reason: 'El cliente' });
    expect(whole.statusCode, whole.body).toBe(200);

    const response = await harness.app.inject({
      method: 'GET',
      url: '/admin/v1/dashboard/?language=fr',
      headers: manager,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<DashboardAnswer>();

    const days = lastShopDays(new Date(), 30);
    const expectedDays = (sold: Record<string, { orders: number; total: number }>) =>
      days.map((day) => ({ day, orders: 0, total: 0, ...sold[day] }));
    expect(body.daily_sales).toEqual([
      {
        store: 'ESSM',
        days: expectedDays({
          [isoIn(-3)]: { orders: 1, total: earlier.order.total },
          [isoIn(0)]: { orders: 1, total: today.order.total },
        }),
      },
      {
        store: 'FRSM',
        days: expectedDays({ [isoIn(-10)]: { orders: 1, total: french.order.total } }),
      },
    ]);

    // The cancelled sub-order (the first row of today's order) counts for nothing.
    const kept = [
      ...(await rowsOf(earlier.order.id)),
      ...(await rowsOf(today.order.id)).filter((row) => row.subId !== today.subIds[0]),
    ];
    const byRef = new Map<string, { units: number; revenue: number }>();
    for (const row of kept) {
      const entry = byRef.get(row.ref) ?? { units: 0, revenue: 0 };
      byRef.set(row.ref, { units: entry.units + row.quantity, revenue: entry.revenue + row.total });
    }
    const names = await harness.db
      .select({ ref: products.ref, name: productTranslations.name })
      .from(productTranslations)
      .innerJoin(products, eq(products.id, productTranslations.productId))
      .where(eq(productTranslations.language, 'fr'));
    const expectedTop = [...byRef.entries()]
      .map(([ref, figures]) => ({
        ref,
        name: names.find((candidate) => candidate.ref === ref)?.name,
        ...figures,
      }))
      .sort((a, b) => b.revenue - a.revenue || a.ref.localeCompare(b.ref));
    expect(expectedTop).toHaveLength(2);
    const essm = body.top_products.find((edition) => edition.store === 'ESSM');
    expect(essm?.products).toEqual(expectedTop);
    // Today's order bought one unit more of the product its cancelled row did not hold.
    expect(essm?.products.map((product) => product.units).sort()).toEqual([2, 2]);
    const frsm = body.top_products.find((edition) => edition.store === 'FRSM');
    expect(frsm?.products.map((product) => product.ref).sort()).toEqual(
      [...new Set((await rowsOf(french.order.id)).map((row) => row.ref))].sort(),
    );
  });

  it('serves the same answer for a minute, then reads the orders again', async () => {
    let now = Date.now();
    const dashboard = cachedDashboard(harness.db, () => now);
    const first = await dashboard('es');
    const before = first.daily_sales.find((edition) => edition.store === 'ESSM')?.days.at(-1);
    await fixtures.paidOrder();
    expect(await dashboard('es')).toBe(first);
    now += dashboardCacheMs + 1;
    const fresh = await dashboard('es');
    const after = fresh.daily_sales.find((edition) => edition.store === 'ESSM')?.days.at(-1);
    expect(after?.orders).toBe((before?.orders ?? 0) + 1);
  });
});
