import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoStaffEmails, staffHeaders } from '../../testing/staff-sign-in.ts';
import { openTestApp } from '../../testing/test-app.ts';
import { orderActionFixtures } from './order-action-fixtures.ts';

let harness: Awaited<ReturnType<typeof openTestApp>>;
let support: Record<string, string>;
let fixtures: ReturnType<typeof orderActionFixtures>;
beforeAll(async () => {
  harness = await openTestApp();
  support = await staffHeaders(harness.app, demoStaffEmails.support);
  const manager = await staffHeaders(harness.app, demoStaffEmails.order_manager);
  fixtures = orderActionFixtures(harness, () => manager);
});
afterAll(() => harness.close());

type DetailRow = { sku: string; configuration_summary: string[]; sketch: unknown };

describe('GET /admin/v1/orders/{id}/ rows', () => {
  it('draws a made-to-measure row as the storefront does and leaves stocked goods undrawn', async () => {
    const { order } = await fixtures.transferOrder({ madeToMeasure: true });
    const response = await harness.app.inject({
      method: 'GET',
      url: `/admin/v1/orders/${order.id}/?language=fr`,
      headers: support,
    });
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json<{ rows: DetailRow[] }>().rows;
    expect(rows).toHaveLength(3);
    const [soap, dispenser, kala] = rows;
    expect(soap?.sketch).toBeNull();
    expect(dispenser?.sketch).toBeNull();
    // kalaFixture: 95 x 195 cm, an opening whose fixed panel is on the right (position_sketch 2).
    expect(kala?.sketch).toEqual({
      width_cm: 95,
      height_cm: 195,
      width_known: true,
      height_known: true,
      fixed_side: 'right',
      tray: null,
    });
    // Its measures, options and complement, worded in the order's language.
    expect(kala?.configuration_summary.join(' | ')).toMatch(/95 cm.*195 cm|195 cm.*95 cm/);
    expect(kala?.configuration_summary.length).toBeGreaterThanOrEqual(5);
  });
});
