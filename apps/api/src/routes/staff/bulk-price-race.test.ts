import { cartRows, products } from '@shop/db';
import { asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoStaffEmails, staffHeaders } from '../../testing/staff-sign-in.ts';
import { openTestApp } from '../../testing/test-app.ts';
import { checkoutClient, checkoutData, orderOf } from '../payment/checkout-test-fixtures.ts';

let harness: Awaited<ReturnType<typeof openTestApp>>;
let checkout: ReturnType<typeof checkoutClient>;
let editor: Record<string, string>;
beforeAll(async () => {
  harness = await openTestApp();
  checkout = checkoutClient(harness);
  editor = await staffHeaders(harness.app, demoStaffEmails.catalogue_editor);
  await harness.db
    .update(products)
    .set({ stockQuantity: 10_000 })
    .where(like(products.ref, 'BRS-%'));
});
afterAll(() => harness.close());

const carts = 8;
/** Every accessory a euro dearer in Spain: a row's new price is its old one plus 100 cents. */
const change = {
  filter: { q: 'BRS-', store: 'ESSM' },
  mode: 'amount',
  direction: 'up',
  value: 100,
  client: true,
  professional: true,
};

/** A cart with one row of each accessory, checkout data filled in, and its rows' prices. */
async function cartOfAccessories(productIds: number[]) {
  const cart = await checkout.carts.newCart();
  for (const productId of productIds) {
    const added = await checkout.carts.addRow({
      cart: cart.id,
      product_id: productId,
      quantity: 1,
    });
    if (added.statusCode !== 201) throw new Error(added.body);
  }
  const updated = await checkout.carts.update(cart.id, checkoutData.ESSM);
  if (updated.statusCode !== 200) throw new Error(updated.body);
  const rows = await harness.db
    .select({ productId: cartRows.productId, unitPvp: cartRows.unitPvp })
    .from(cartRows)
    .where(eq(cartRows.cartId, cart.id));
  return { id: cart.id, before: new Map(rows.map((row) => [row.productId, row.unitPvp])) };
}

/** The checkout's submit, again after each 409 (the customer reviews the new prices and pays). */
async function placeWithRetries(cartId: string): Promise<string> {
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const started = await checkout.startCard(cartId);
    if (started.statusCode === 201) return started.json().order_number;
    if (started.statusCode !== 409) throw new Error(started.body);
  }
  throw new Error(`cart ${cartId} never placed`);
}

describe('a bulk price change racing checkouts', () => {
  it('never places an order priced half old, half new', async () => {
    const accessories = await harness.db
      .select({ id: products.id })
      .from(products)
      .where(like(products.ref, 'BRS-%'))
      .orderBy(asc(products.id));
    // The accessories a cart takes without choosing options.
    const probe = await checkout.carts.newCart();
    const productIds: number[] = [];
    for (const { id } of accessories) {
      const added = await checkout.carts.addRow({ cart: probe.id, product_id: id, quantity: 1 });
      if (added.statusCode === 201 && productIds.length < 3) productIds.push(id);
    }
    expect(productIds.length).toBe(3);
    const built = [];
    for (let index = 0; index < carts; index += 1) built.push(await cartOfAccessories(productIds));
    const preview = await harness.app.inject({
      method: 'POST',
      url: '/admin/v1/prices/bulk/preview/',
      headers: editor,
      payload: change,
    });
    expect(preview.statusCode).toBe(200);

    const [applied, ...numbers] = await Promise.all([
      harness.app.inject({
        method: 'POST',
        url: '/admin/v1/prices/bulk/apply/',
        headers: editor,
        payload: { ...change, token: preview.json().token },
      }),
      ...built.map((cart) => placeWithRetries(cart.id)),
    ]);
    expect(applied.statusCode).toBe(200);

    const outcomes = { old: 0, new: 0 };
    for (const [index, number] of numbers.entries()) {
      const { order } = await orderOf(harness, number);
      const cart = built[index];
      if (!cart || order.cartId === null) throw new Error(`order ${number} has no cart`);
      const sold = await harness.db
        .select({ productId: cartRows.productId, unitPvp: cartRows.unitPvp })
        .from(cartRows)
        .where(eq(cartRows.cartId, order.cartId));
      const moved = sold.map((row) => row.unitPvp - (cart.before.get(row.productId) ?? NaN));
      expect(sold).toHaveLength(productIds.length);
      // Every row at the old price (0) or every row at the new one (100): never a mix.
      expect([[0, 0, 0].join(), [100, 100, 100].join()]).toContain(moved.join());
      outcomes[moved[0] === 0 ? 'old' : 'new'] += 1;
    }
    expect(outcomes.old + outcomes.new).toBe(carts);
  });
});
