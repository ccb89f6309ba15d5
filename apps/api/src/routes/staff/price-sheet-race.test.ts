import { productPrices } from '@shop/db';
import { and, eq, inArray } from 'drizzle-orm';
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

const euros = (cents: number | null) =>
  cents === null ? '' : `${Math.trunc(cents / 100)},${String(cents % 100).padStart(2, '0')}`;

/** A prices file putting each accessory's Spanish prices a euro up (an offer kept if still one). */
async function euroUpFile(accessories: { id: number; ref: string }[]) {
  const stored = await harness.db
    .select()
    .from(productPrices)
    .where(
      and(
        inArray(
          productPrices.productId,
          accessories.map((accessory) => accessory.id),
        ),
        eq(productPrices.storeCode, 'ESSM'),
      ),
    );
  const lines = accessories.map(({ id, ref }) => {
    const cells = (['C', 'P'] as const).flatMap((type) => {
      const price = stored.find((row) => row.productId === id && row.customerType === type);
      if (!price) throw new Error(`${ref} has no ${type} price`);
      const pvp = price.pvp + 100;
      return [euros(pvp), euros(price.pvpOld !== null && price.pvpOld > pvp ? price.pvpOld : null)];
    });
    return [ref, '', 'ESSM', 'EUR', ...cells].join(';');
  });
  return [
    'ref;variant_ref;store;currency;client_price;client_old_price;professional_price;professional_old_price',
    ...lines,
  ].join('\r\n');
}

describe('a prices import racing checkouts', () => {
  it('never places an order priced half old, half new', async () => {
    const accessories = await raceAccessories(harness);
    expect(accessories).toHaveLength(3);
    const csv = await euroUpFile(accessories);
    const dry = await harness.app.inject({
      method: 'POST',
      url: '/admin/v1/prices/import/',
      headers: editor,
      payload: { csv, dry_run: true },
    });
    expect(dry.statusCode).toBe(200);
    expect(dry.json().counts).toEqual({ unchanged: 0, changed: 3, new: 0, refused: 0 });
    const { status, moved } = await checkoutsRacing(
      harness,
      accessories.map((accessory) => accessory.id),
      () =>
        harness.app.inject({
          method: 'POST',
          url: '/admin/v1/prices/import/',
          headers: editor,
          payload: { csv, dry_run: false, token: dry.json().token },
        }),
    );
    expect(status).toBe(200);
    expect(moved).toHaveLength(8);
    // Every row at the old price (0) or every row at the new one (100): never a mix.
    for (const order of moved) expect(['0,0,0', '100,100,100']).toContain(order.join());
    // Eight checkouts and a dry run on a 2-core machine shared by other runs: room past 60 s.
  }, 120_000);
});
