import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp } from '../../testing/test-app.ts';
import { cartClient, placeOrderFor } from './cart-test-fixtures.ts';

let testApp: Awaited<ReturnType<typeof openTestApp>>;
beforeAll(async () => {
  testApp = await openTestApp();
});
afterAll(() => testApp.close());

let addresses = 0;
/** A browser address of its own, as the web passes it on (X-Forwarded-For from loopback). */
const newAddress = () => `203.0.113.${(addresses += 1)}`;

async function placedOrder() {
  const cart = await cartClient(testApp).newCart();
  const number = `ESSM-${randomUUID().slice(0, 8).toUpperCase()}`;
  const email = `${number.toLowerCase()}@example.com`;
  await placeOrderFor(testApp, cart.id, { number, email });
  return { number, email };
}

const lookUp = (from: string, order_number: string, email: string, language = 'es') =>
  testApp.app.inject({
    method: 'POST',
    url: `/cart/v1/carts/retrieve_by_order_number/?store=ESSM&language=${language}`,
    headers: { 'x-forwarded-for': from },
    payload: { order_number, email },
  });

const invoicesOf = (from: string, order_number: string, email: string) =>
  testApp.app.inject({
    url: `/accounting/v1/invoices/?store=ESSM&order_number=${order_number}&email=${email}`,
    headers: { 'x-forwarded-for': from },
  });

describe('order lookup attempt limits', () => {
  it('refuses an address after 10 failed lookups, whatever the order number, with Retry-After', async () => {
    const order = await placedOrder();
    const from = newAddress();
    expect((await lookUp(from, order.number, order.email)).statusCode).toBe(200);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const wrong = await lookUp(from, `ESSM-NOPE${attempt}`, 'someone@example.com');
      expect(wrong.statusCode).toBe(404);
    }
    const refused = await lookUp(from, 'ESSM-NOPE11', 'someone@example.com');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(refused.json().detail).toMatch(/^Demasiados intentos de buscar un pedido/);
    // Even the right answer waits now, so a guess past the limit learns nothing.
    expect((await lookUp(from, order.number, order.email)).statusCode).toBe(429);
    expect((await invoicesOf(from, order.number, order.email)).statusCode).toBe(429);
    // Another address is not affected.
    expect((await lookUp(newAddress(), order.number, order.email)).statusCode).toBe(200);
  });

  it('refuses an order number after 5 failed lookups from any addresses', async () => {
    const order = await placedOrder();
    for (let attempt = 1; attempt <= 4; attempt += 1)
      expect((await lookUp(newAddress(), order.number, 'wrong@example.com')).statusCode).toBe(404);
    // The invoice lookup counts on the same order number.
    expect((await invoicesOf(newAddress(), order.number, 'wrong@example.com')).statusCode).toBe(
      404,
    );
    const refused = await lookUp(newAddress(), order.number, order.email, 'fr');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().detail).toMatch(/^Trop de recherches de commande/);
    expect((await invoicesOf(newAddress(), order.number, order.email)).statusCode).toBe(429);
  });

  it('never counts a lookup that finds the order', async () => {
    const order = await placedOrder();
    const from = newAddress();
    for (let attempt = 1; attempt <= 12; attempt += 1)
      expect((await lookUp(from, order.number, order.email)).statusCode).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt += 1)
      expect((await lookUp(from, order.number, 'wrong@example.com')).statusCode).toBe(404);
    expect((await lookUp(from, order.number, order.email)).statusCode).toBe(200);
  });

  it('lets no more than the limit through when the guesses come all at once', async () => {
    const from = newAddress();
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, guess) =>
        lookUp(from, `ESSM-BURST${guess}`, 'someone@example.com'),
      ),
    );
    const statuses = burst.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 404)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });
});
