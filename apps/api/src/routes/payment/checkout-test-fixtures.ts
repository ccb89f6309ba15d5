import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { orders, payments, products } from '@shop/db';
import { eq } from 'drizzle-orm';
import type { Cart } from '../../contracts/cart.ts';
import { firstForm, openPage, submitForm } from '../../payments/testing/shopper.ts';
import { afterAll, beforeAll } from 'vitest';
import { openTestApp } from '../../testing/test-app.ts';
import { cartClient } from '../cart/cart-test-fixtures.ts';
import { seededProduct } from '../catalog/products/product-test-fixtures.ts';

type TestApp = Awaited<ReturnType<typeof openTestApp>>;

export const checkoutData = {
  ESSM: {
    email: 'ana.garcia@example.com',
    name: 'Ana',
    surnames: 'García López',
    phone: '612345678',
    shipping_address: 'Calle Mayor',
    shipping_number: '12',
    shipping_postal_code: '28013',
    shipping_city: 'Madrid',
    shipping_province: 'Madrid',
  },
  FRSM: {
    email: 'claire.martin@example.fr',
    name: 'Claire',
    surnames: 'Martin',
    phone: '0612345678',
    shipping_address: 'Rue de la République',
    shipping_number: '8',
    shipping_postal_code: '69002',
    shipping_city: 'Lyon',
    shipping_province: 'Rhône',
  },
} as const;

export const returnUrl = 'http://localhost:3000/checkout/result';

/** A unique key per submission, as the checkout form makes one. */
export const newKey = () => randomUUID();

/**
 * Requests to the payment api and a ready-to-pay cart of a plain stocked product; with `token`,
 * payments are started as that account (whose carts only it may pay).
 */
export function checkoutClient(testApp: TestApp, token?: string) {
  const carts = cartClient(testApp);
  const headers = token === undefined ? {} : { authorization: `Bearer ${token}` };
  const post = (path: string, payload: object, query = 'store=ESSM') =>
    testApp.app.inject({ method: 'POST', url: `/payment/v1/${path}?${query}`, payload, headers });
  return {
    carts,
    post,
    /** Places the cart's order and opens a card payment, as the checkout's submit does. */
    startCard: (cartId: string, key: string = newKey()) =>
      post('adyen/payments/session/', {
        cart: cartId,
        payment_method: 'card',
        idempotency_key: key,
        return_url: returnUrl,
      }),
    get: (path: string, query = 'store=ESSM') =>
      testApp.app.inject({ url: `/payment/v1/${path}?${query}` }),
    /** A cart holding `quantity` of the seeded cleaner, with the checkout data filled in. */
    async readyCart({
      quantity = 1,
      store = 'ESSM' as 'ESSM' | 'FRSM',
      ref = 'BRS-CL730',
    } = {}): Promise<Cart> {
      const query = `store=${store}`;
      const cart = await carts.newCart(query);
      const product = await seededProduct(testApp.db, ref);
      const added = await carts.addRow({ cart: cart.id, product_id: product.id, quantity }, query);
      if (added.statusCode !== 201) throw new Error(added.body);
      const updated = await carts.update(cart.id, checkoutData[store], query);
      if (updated.statusCode !== 200) throw new Error(updated.body);
      return updated.json();
    },
  };
}

export async function stockOf(testApp: TestApp, ref: string): Promise<number> {
  const product = await seededProduct(testApp.db, ref);
  const [row] = await testApp.db
    .select({ stock: products.stockQuantity })
    .from(products)
    .where(eq(products.id, product.id));
  return row?.stock ?? Number.NaN;
}

export async function setStock(testApp: TestApp, ref: string, stock: number): Promise<void> {
  const product = await seededProduct(testApp.db, ref);
  await testApp.db
    .update(products)
    .set({ stockQuantity: stock })
    .where(eq(products.id, product.id));
}

export async function orderOf(testApp: TestApp, number: string) {
  const [order] = await testApp.db.select().from(orders).where(eq(orders.number, number));
  if (!order) throw new Error(`no order ${number}`);
  const paid = await testApp.db.select().from(payments).where(eq(payments.orderId, order.id));
  return { order, payments: paid };
}

const card = (number: string) => ({ number, expiry: '03/30', cvc: '737', holder: 'Ana García' });

/** The shopper pays on the sandbox's hosted page and comes back: the query the web receives. */
export async function payByCard(redirectUrl: string, number: string) {
  const page = await openPage(redirectUrl);
  const submitted = await submitForm(firstForm(page.html, page.url), card(number));
  if (submitted.status !== 303) throw new Error(`the hosted page answered ${submitted.status}`);
  const back = new URL(submitted.location ?? '');
  return {
    session_id: back.searchParams.get('sessionId') ?? '',
    session_result: back.searchParams.get('sessionResult') ?? '',
  };
}

/**
 * A test app of the file's own, listening (so the sandboxes' notifications reach it as in a
 * shop) with its own DATA_DIR for the e-mails, opened before the file's tests and closed after.
 */
export function useListeningCheckoutApp(name: string) {
  const dataDir = mkdtempSync(join(tmpdir(), `shop-${name}-`));
  const shop = {} as {
    testApp: TestApp;
    checkout: ReturnType<typeof checkoutClient>;
    dataDir: string;
  };
  shop.dataDir = dataDir;
  beforeAll(async () => {
    shop.testApp = await openTestApp({ DATA_DIR: dataDir });
    await shop.testApp.app.listen({ port: 0, host: '127.0.0.1' });
    shop.checkout = checkoutClient(shop.testApp);
  });
  afterAll(async () => {
    await shop.testApp.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return shop;
}
