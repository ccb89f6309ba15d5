import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { orders } from '@shop/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../../contracts/cart.ts';
import { openTestApp } from '../../testing/test-app.ts';
import { checkoutClient } from './checkout-test-fixtures.ts';

let testApp: Awaited<ReturnType<typeof openTestApp>>;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'edition-vat-'));
  testApp = await openTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await testApp.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A transfer order of one cleaner in the edition; answers the cart read back and the order. */
async function placed(store: 'ESSM' | 'FRSM') {
  const checkout = checkoutClient(testApp);
  const cart = await checkout.readyCart({ store, quantity: 3 });
  const answer = await checkout.post(
    'transfer/payments/create_order/',
    { cart: cart.id, idempotency_key: randomUUID() },
    `store=${store}`,
  );
  expect(answer.statusCode).toBe(201);
  const readBack: Cart = (
    await checkout.carts.call('GET', `carts/${cart.id}/`, `store=${store}`)
  ).json();
  const [order] = await testApp.db.select().from(orders).where(eq(orders.cartId, cart.id));
  if (!order) throw new Error('no order');
  return { before: cart, readBack, order };
}

describe('each edition charges its own VAT', () => {
  it('prices and places a French order at 20 %, keeping the shelf price', async () => {
    const { before, readBack, order } = await placed('FRSM');
    const total = before.prices.pvp_total;
    expect(before.prices.vat_rate).toBe(0.2);
    // VAT-included shelf prices: the base is the total over 1.20, the tax the rest.
    const net = Math.round(total / 1.2);
    expect(before.prices.pvp_vat).toBe(total - net);
    expect(order).toMatchObject({ total, subtotal: net, vat: total - net, vatRate: 0.2 });
    expect(readBack.order).toMatchObject({ subtotal: net, vat: total - net, vat_rate: 0.2 });
  });

  it('keeps the Spanish edition at 21 %', async () => {
    const { before, order } = await placed('ESSM');
    const total = before.prices.pvp_total;
    const net = Math.round(total / 1.21);
    expect(before.prices).toMatchObject({ vat_rate: 0.21, pvp_vat: total - net });
    expect(order).toMatchObject({ subtotal: net, vat: total - net, vatRate: 0.21 });
  });
});
