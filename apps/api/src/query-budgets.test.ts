import { AsyncLocalStorage } from 'node:async_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from './contracts/cart.ts';
import { cartClient, kalaFixture } from './routes/cart/cart-test-fixtures.ts';
import { seededProduct } from './routes/catalog/products/product-test-fixtures.ts';
import { checkoutData, newKey } from './routes/payment/checkout-test-fixtures.ts';
import { openTestApp } from './testing/test-app.ts';

/*
 * Issue 18's query budgets: the SQL statements each hot call sends, counted at the database
 * client, must stay within budget and must not grow with the cart's rows or the page's
 * products. Transaction control (begin, commit, savepoints) is not counted: PGlite's driver
 * sends it outside drizzle, so only PostgreSQL's count would include it.
 */

/** The statements of the call being measured; the background work's ticks are not counted. */
const measured = new AsyncLocalStorage<string[]>();
const transactionControl = /^\s*(begin|commit|rollback|savepoint|release savepoint)\b/i;

let testApp: Awaited<ReturnType<typeof openTestApp>>;
let carts: ReturnType<typeof cartClient>;
let kala: Awaited<ReturnType<typeof kalaFixture>>;
beforeAll(async () => {
  testApp = await openTestApp(
    // Every listing and product call reaches the database: no answer is kept.
    { CATALOGUE_CACHE_SECONDS: '0' },
    { onStatement: (text) => measured.getStore()?.push(text) },
  );
  carts = cartClient(testApp);
  kala = await kalaFixture(testApp);
});
afterAll(() => testApp.close());

interface Measure<Result> {
  result: Result;
  statements: string[];
}

async function statementsOf<Result>(call: () => Promise<Result>): Promise<Measure<Result>> {
  const all: string[] = [];
  // Awaited inside run(): app.inject starts its request only when its answer is awaited.
  const result = await measured.run(all, async () => await call());
  return { result, statements: all.filter((text) => !transactionControl.test(text)) };
}

function expectWithin(measure: Measure<unknown>, budget: number) {
  console.log(`COUNT ${expect.getState().currentTestName}: ${measure.statements.length}\n${measure.statements.map((s) => "  - " + s.slice(0, 160)).join("\n")}`);
  expect(measure.statements.length, measure.statements.join('\n')).toBeLessThanOrEqual(budget);
}

const kalaRow = (cart: string) => ({ cart, product_id: kala.productId, ...kala.configuration });

/** A cart holding `rows` rows of the configured Kala screen. */
async function cartWithRows(rows: number): Promise<Cart> {
  const cart = await carts.newCart();
  for (let row = 0; row < rows; row += 1) {
    const added = await carts.addRow(kalaRow(cart.id));
    if (added.statusCode !== 201) throw new Error(added.body);
  }
  return carts.cart(cart.id);
}

describe.each([1, 8])('a cart that ends with %i rows', (rows) => {
  it('adds its last row within 6 statements', async () => {
    const cart = await cartWithRows(rows - 1);
    const measure = await statementsOf(() => carts.addRow(kalaRow(cart.id)));
    expect(measure.result.statusCode).toBe(201);
    expect((measure.result.json() as Cart).rows).toHaveLength(rows);
    expectWithin(measure, 6);
  });

  it('is read within 3 statements', async () => {
    const cart = await cartWithRows(rows);
    const measure = await statementsOf(() =>
      testApp.app.inject({ url: `/cart/v1/carts/${cart.id}/?store=ESSM` }),
    );
    expect(measure.result.statusCode).toBe(200);
    expectWithin(measure, 3);
  });

  it('saves checkout data within 6 statements', async () => {
    const cart = await cartWithRows(rows);
    const measure = await statementsOf(() => carts.update(cart.id, checkoutData.ESSM));
    expect(measure.result.statusCode).toBe(200);
    expectWithin(measure, 6);
  });

  it('starts a payment within 12 statements', async () => {
    const cart = await cartWithRows(rows);
    await carts.update(cart.id, checkoutData.ESSM);
    const measure = await statementsOf(() =>
      testApp.app.inject({
        method: 'POST',
        url: '/payment/v1/transfer/payments/create_order/?store=ESSM',
        payload: { cart: cart.id, idempotency_key: newKey() },
      }),
    );
    expect(measure.result.statusCode, measure.result.body).toBe(201);
    expectWithin(measure, 12);
  });
});

describe.each([1, -1])('a category listing of page size %i', (pageSize) => {
  it('is answered within 4 statements', async () => {
    const measure = await statementsOf(() =>
      testApp.app.inject({
        url: `/catalog/v1/mamparas-de-ducha/weblist_by_category/?store=ESSM&page_size=${pageSize}`,
      }),
    );
    expect(measure.result.statusCode).toBe(200);
    if (pageSize === -1)
      expect((measure.result.json() as { results: unknown[] }).results.length).toBeGreaterThan(4);
    expectWithin(measure, 4);
  });
});

describe.each([1, 8])('an uncached product page with %i related products', (related) => {
  it('makes all its api calls within 10 statements', async () => {
    const { es: slug } = await seededProduct(testApp.db, 'AQN-KALA-CM');
    const get = (path: string, query = '') =>
      testApp.app.inject({ url: `${path}?store=ESSM&language=es&user_type=C${query}` });
    // The calls of the web's product page loader (apps/web/app/features/product-page).
    const measure = await statementsOf(async () => {
      const product = await get(`/catalog/v1/products/${slug}/retrieve_by_slug/`);
      const id = (product.json() as { id: number }).id;
      return Promise.all([
        product,
        get(`/catalog/v1/products/${id}/attributes/`),
        get('/reviews/v1/reviews/', `&product_id=${id}&page_size=20`),
        get('/reviews/v1/questions/web-list/', `&product_id=${id}&page_size=20`),
        get(`/catalog/v1/products/${id}/related_products/`, `&page_size=${related}`),
      ]);
    });
    for (const answer of measure.result) expect(answer.statusCode, answer.body).toBe(200);
    expectWithin(measure, 10);
  });
});
