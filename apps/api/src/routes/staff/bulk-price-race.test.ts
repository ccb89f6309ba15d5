import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoStaffEmails, staffHeaders } from '../../testing/staff-sign-in.ts';
import { openTestApp } from '../../testing/test-app.ts';
import { checkoutsRacing, raceAccessories } from './price-race-fixtures.ts';

let harness: Awaited<ReturnType<typeof openTestApp>>;
let editor: Record<string, string>;
beforeAll(async () => {
  harness = await openTestApp();
  editor = await staffHeaders(harness.app, demoStaffEmails.catalogue_editor);
});
afterAll(() => harness.close());

/** Every accessory a euro dearer in Spain: a row's new price is its old one plus 100 cents. */
const change = {
  filter: { q: 'BRS-', store: 'ESSM' },
  mode: 'amount',
  direction: 'up',
  value: 100,
  client: true,
  professional: true,
};

describe('a bulk price change racing checkouts', () => {
  it('never places an order priced half old, half new', async () => {
    const accessories = await raceAccessories(harness);
    expect(accessories).toHaveLength(3);
    const preview = await harness.app.inject({
      method: 'POST',
      url: '/admin/v1/prices/bulk/preview/',
      headers: editor,
      payload: change,
    });
    expect(preview.statusCode).toBe(200);
    const { status, moved } = await checkoutsRacing(
      harness,
      accessories.map((accessory) => accessory.id),
      () =>
        harness.app.inject({
          method: 'POST',
          url: '/admin/v1/prices/bulk/apply/',
          headers: editor,
          payload: { ...change, token: preview.json().token },
        }),
    );
    expect(status).toBe(200);
    expect(moved).toHaveLength(8);
    // Every row at the old price (0) or every row at the new one (100): never a mix.
    for (const order of moved) expect(['0,0,0', '100,100,100']).toContain(order.join());
  });
});
