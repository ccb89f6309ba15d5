import { cartRows, products } from '@shop/db';
import { asc, eq, like } from 'drizzle-orm';
import type { openTestApp } from '../../testing/test-app.ts';
import { checkoutClient, checkoutData, orderOf } from '../payment/checkout-test-fixtures.ts';

/**
 * Checkouts racing a price change (bulk change, CSV import): the accessories every cart takes,
 * carts ready to pay, and each placed order's rows compared with the prices they were added at.
 */
type Harness = Awaited<ReturnType<typeof openTestApp>>;

const carts = 8;

/** Three accessories a cart takes without choosing options, with stock for every cart. */
export async function raceAccessories(harness: Harness): Promise<{ id: number; ref: string }[]> {
  await harness.db
    .update(products)
    .set({ stockQuantity: 10_000 })
    .where(like(products.ref, 'BRS-%'));
  const checkout = checkoutClient(harness);
  const accessories = await harness.db
    .select({ id: products.id, ref: products.ref })
    .from(products)
    .where(like(products.ref, 'BRS-%'))
    .orderBy(asc(products.id));
  const probe = await checkout.carts.newCart();
  const chosen: { id: number; ref: string }[] = [];
  for (const accessory of accessories) {
    if (chosen.length === 3) break;
    const added = await checkout.carts.addRow({
      cart: probe.id,
      product_id: accessory.id,
      quantity: 1,
    });
    if (added.statusCode === 201) chosen.push(accessory);
  }
  return chosen;
}

/** A cart with one row of each accessory, checkout data filled in, and its rows' prices. */
async function cartOf(harness: Harness, productIds: readonly number[]) {
  const checkout = checkoutClient(harness);
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
async function placeWithRetries(harness: Harness, cartId: string): Promise<string> {
  const checkout = checkoutClient(harness);
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const started = await checkout.startCard(cartId);
    if (started.statusCode === 201) return started.json().order_number;
    if (started.statusCode !== 409) throw new Error(started.body);
  }
  throw new Error(`cart ${cartId} never placed`);
}

/**
 * Builds the carts, runs `change` while every cart is paid for, and answers the change's status
 * and, per order, how much each row's unit price moved from the price it was added at.
 */
export async function checkoutsRacing(
  harness: Harness,
  productIds: readonly number[],
  change: () => Promise<{ statusCode: number }>,
): Promise<{ status: number; moved: number[][] }> {
  const built = [];
  for (let index = 0; index < carts; index += 1) built.push(await cartOf(harness, productIds));
  const [changed, ...numbers] = await Promise.all([
    change(),
    ...built.map((cart) => placeWithRetries(harness, cart.id)),
  ]);
  const moved: number[][] = [];
  for (const [index, number] of numbers.entries()) {
    const { order } = await orderOf(harness, number);
    const cart = built[index];
    if (!cart || order.cartId === null) throw new Error(`order ${number} has no cart`);
    const sold = await harness.db
      .select({ productId: cartRows.productId, unitPvp: cartRows.unitPvp })
      .from(cartRows)
      .where(eq(cartRows.cartId, order.cartId));
    moved.push(sold.map((row) => row.unitPvp - (cart.before.get(row.productId) ?? NaN)));
  }
  return { status: changed.statusCode, moved };
}
