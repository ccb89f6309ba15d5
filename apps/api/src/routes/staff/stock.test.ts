import { auditLog, orders, productCategories, products, stockMovements } from '@shop/db';
import { lowStockThreshold } from '@shop/domain';
import { and, asc, desc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoStaffEmails, staffHeaders } from '../../testing/staff-sign-in.ts';
import { openTestApp } from '../../testing/test-app.ts';
import { seededProduct } from '../catalog/products/product-test-fixtures.ts';
import { checkoutClient, setStock, stockOf } from '../payment/checkout-test-fixtures.ts';
import { orderActionFixtures } from './order-action-fixtures.ts';

let harness: Awaited<ReturnType<typeof openTestApp>>;
let checkout: ReturnType<typeof checkoutClient>;
let fixtures: ReturnType<typeof orderActionFixtures>;
let editor: Record<string, string>;
let support: Record<string, string>;
let manager: Record<string, string>;
let content: Record<string, string>;
beforeAll(async () => {
  harness = await openTestApp();
  // Listening, so the card sandbox reaches the api as in a shop.
  await harness.app.listen({ port: 0, host: '127.0.0.1' });
  checkout = checkoutClient(harness);
  editor = await staffHeaders(harness.app, demoStaffEmails.catalogue_editor);
  support = await staffHeaders(harness.app, demoStaffEmails.support);
  manager = await staffHeaders(harness.app, demoStaffEmails.order_manager);
  content = await staffHeaders(harness.app, demoStaffEmails.content_editor);
  fixtures = orderActionFixtures(harness, () => manager);
  await setStock(harness, 'BRS-CL730', 500);
  await setStock(harness, 'BRS-DS620', 500);
});
afterAll(() => harness.close());

function get(path: string, headers = editor) {
  return harness.app.inject({ url: `/admin/v1/stock/${path}`, headers });
}
function adjust(productId: number, payload: object, headers = editor, language = 'es') {
  return harness.app.inject({
    method: 'POST',
    url: `/admin/v1/stock/${productId}/adjustments/?language=${language}`,
    headers,
    payload,
  });
}

async function ledgerOf(productId: number, after = 0) {
  return harness.db
    .select()
    .from(stockMovements)
    .where(and(eq(stockMovements.productId, productId), gt(stockMovements.id, after)))
    .orderBy(asc(stockMovements.id));
}

async function lastMovementId(): Promise<number> {
  const [last] = await harness.db
    .select({ id: stockMovements.id })
    .from(stockMovements)
    .orderBy(desc(stockMovements.id))
    .limit(1);
  return last?.id ?? 0;
}

describe('GET /admin/v1/stock/', () => {
  it('lists stocked products lowest first, searched, filtered and low only', async () => {
    const cleaner = await seededProduct(harness.db, 'BRS-CL730');
    const kala = await seededProduct(harness.db, 'AQN-KALA-CM');
    await setStock(harness, 'BRS-AG345', 2);

    const all = await get('?page_size=-1');
    expect(all.statusCode, all.body).toBe(200);
    const levels = all.json().results as { product_id: number; level: number }[];
    expect(levels.map((row) => row.level)).toEqual(
      [...levels.map((row) => row.level)].sort((a, b) => a - b),
    );
    // Made to measure: cut per order, no stock to list.
    expect(levels.some((row) => row.product_id === kala.id)).toBe(false);

    const found = await get('?q=cl730', support);
    expect(found.statusCode).toBe(200);
    expect(found.json().results).toEqual([
      expect.objectContaining({
        product_id: cleaner.id,
        ref: 'BRS-CL730',
        level: 500,
        is_low: false,
      }),
    ]);

    const low = await get('?low=true&page_size=-1', manager);
    const lowRows = low.json().results as { ref: string; level: number; is_low: boolean }[];
    expect(lowRows.map((row) => row.ref)).toContain('BRS-AG345');
    expect(lowRows.every((row) => row.level <= lowStockThreshold && row.is_low)).toBe(true);

    const highest = await get('?ordering=-level&page_size=1');
    expect(highest.json().results[0].level).toBe(Math.max(...levels.map((row) => row.level)));

    const [product] = await harness.db
      .select({ brandId: products.brandId })
      .from(products)
      .where(eq(products.id, cleaner.id));
    const byBrand = await get(`?brand=${product?.brandId}&page_size=-1`);
    expect(byBrand.json().results.map((row: { ref: string }) => row.ref)).toContain('BRS-CL730');
    const [category] = await harness.db
      .select({ id: productCategories.categoryId })
      .from(productCategories)
      .where(eq(productCategories.productId, cleaner.id));
    const byCategory = await get(`?category=${category?.id}&page_size=-1`);
    expect(byCategory.json().results.map((row: { ref: string }) => row.ref)).toContain('BRS-CL730');
    const filters = await get('filters/?language=fr', support);
    expect(filters.statusCode).toBe(200);
    expect(filters.json().brands).toContainEqual({
      id: product?.brandId,
      name: expect.any(String),
    });
    expect(filters.json().categories.map((row: { id: number }) => row.id)).toContain(category?.id);
    const noCategory = await get('?category=999999');
    expect(noCategory.json()).toMatchObject({ count: 0, results: [] });
  });

  it('refuses bad filters and roles without orders.read', async () => {
    expect((await get('?ordering=price')).statusCode).toBe(400);
    expect((await get('?low=yes')).statusCode).toBe(400);
    expect((await get('?brand=abc')).statusCode).toBe(400);
    expect((await get('', content)).statusCode).toBe(403);
  });
});

describe('GET /admin/v1/stock/{id}/ and its movements', () => {
  it('answers one level, 404 for an unknown or made-to-measure product', async () => {
    const cleaner = await seededProduct(harness.db, 'BRS-CL730');
    const kala = await seededProduct(harness.db, 'AQN-KALA-CM');
    const one = await get(`${cleaner.id}/`, support);
    expect(one.json()).toMatchObject({ product_id: cleaner.id, ref: 'BRS-CL730' });
    expect((await get(`${kala.id}/`)).statusCode).toBe(404);
    expect((await get('999999/')).statusCode).toBe(404);
    expect((await get('999999/movements/')).json()).toEqual({
      detail: 'Producto no encontrado.',
      code: 'not_found',
    });
    expect((await get(`${cleaner.id}/movements/`, content)).statusCode).toBe(403);
  });
});

describe('POST /admin/v1/stock/{id}/adjustments/', () => {
  it('sets a counted level and adds units, each on the ledger and in the audit log', async () => {
    const tap = await seededProduct(harness.db, 'BRS-DS620');
    await setStock(harness, 'BRS-DS620', 40);
    const heard: string[] = [];
    const stop = harness.app.onChange((scope) => heard.push(scope));
    const counted = await adjust(tap.id, { mode: 'set', level: 35, reason: 'Inventario anual' });
    stop();
    expect(counted.statusCode, counted.body).toBe(201);
    // Every instance drops the pages that say whether the product is in stock.
    expect(heard).toEqual(['catalogue']);
    expect(counted.json()).toMatchObject({
      level: { product_id: tap.id, level: 35 },
      movement: {
        kind: 'adjustment',
        delta: -5,
        level_after: 35,
        reason: 'Inventario anual',
        staff_name: expect.any(String),
      },
    });
    const added = await adjust(tap.id, { mode: 'add', delta: 12, reason: ' Recepción proveedor ' });
    expect(added.json().movement).toMatchObject({
      delta: 12,
      level_after: 47,
      reason: 'Recepción proveedor',
    });
    const removed = await adjust(tap.id, { mode: 'add', delta: -7, reason: 'Rotas' });
    expect(removed.json().level.level).toBe(40);

    const ledger = await get(`${tap.id}/movements/?page_size=2`, support);
    expect(ledger.statusCode).toBe(200);
    expect(ledger.json().count).toBeGreaterThanOrEqual(3);
    expect(ledger.json().next).not.toBeNull();
    expect(ledger.json().results.map((row: { delta: number }) => row.delta)).toEqual([-7, 12]);

    const audit = await harness.db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, String(tap.id))))
      .orderBy(asc(auditLog.id));
    expect(audit.map((entry) => entry.action)).toEqual([
      'stock.adjust',
      'stock.adjust',
      'stock.adjust',
    ]);
    expect(audit[0]).toMatchObject({
      before: { level: 40 },
      after: { level: 35, delta: -5, mode: 'set', reason: 'Inventario anual' },
    });
  });

  it('refuses bad input, a level below zero, made-to-measure goods and other roles, changing nothing', async () => {
    const tap = await seededProduct(harness.db, 'BRS-DS620');
    const kala = await seededProduct(harness.db, 'AQN-KALA-CM');
    await setStock(harness, 'BRS-DS620', 3);
    const before = await lastMovementId();

    const noReason = await adjust(tap.id, { mode: 'set', level: 2 });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toHaveProperty('reason');
    expect((await adjust(tap.id, { mode: 'set', level: 2, reason: '   ' })).statusCode).toBe(400);
    expect((await adjust(tap.id, { mode: 'set', level: -1, reason: 'x' })).statusCode).toBe(400);
    expect((await adjust(tap.id, { mode: 'set', level: 1.5, reason: 'x' })).statusCode).toBe(400);
    const zero = await adjust(tap.id, { mode: 'add', delta: 0, reason: 'x' });
    expect(zero.json()).toEqual({ delta: ['Indica un número de unidades distinto de 0.'] });
    expect((await adjust(tap.id, { mode: 'count', level: 2, reason: 'x' })).statusCode).toBe(400);
    expect(
      (await adjust(tap.id, { mode: 'set', level: 2, reason: 'x'.repeat(501) })).statusCode,
    ).toBe(400);

    const short = await adjust(tap.id, { mode: 'add', delta: -4, reason: 'Rotas' }, editor, 'fr');
    expect(short.statusCode).toBe(409);
    expect(short.json()).toEqual({
      detail: 'Il ne reste que 3 unités : impossible d’en retirer 4.',
      code: 'below_zero',
    });
    const measured = await adjust(kala.id, { mode: 'set', level: 4, reason: 'x' });
    expect(measured.statusCode).toBe(409);
    expect(measured.json().code).toBe('not_stocked');
    expect((await adjust(999999, { mode: 'set', level: 4, reason: 'x' })).statusCode).toBe(404);
    expect((await adjust(tap.id, { mode: 'set', level: 9, reason: 'x' }, support)).statusCode).toBe(
      403,
    );
    expect((await adjust(tap.id, { mode: 'set', level: 9, reason: 'x' }, manager)).statusCode).toBe(
      403,
    );

    expect(await stockOf(harness, 'BRS-DS620')).toBe(3);
    expect(await lastMovementId()).toBe(before);
  });
});

describe('the ledger of order stock', () => {
  it('records the sale, the release of a cancel and the return of goods, with order and staff', async () => {
    const cleaner = await seededProduct(harness.db, 'BRS-CL730');
    const { post, paidOrder, shippedOrder } = fixtures;
    const from = await lastMovementId();

    // Paid by transfer: the goods are taken when the money is in (2 of the cleaner).
    const cancelled = await paidOrder();
    const cancel = await post(`${cancelled.order.id}/cancel/`, { reason: 'El cliente lo pidió' });
    expect(cancel.statusCode, cancel.body).toBe(200);

    const returned = await shippedOrder();
    const [first] = returned.subIds as [number];
    const delivered = await post(`${returned.order.id}/sub-orders/${first}/deliver/`);
    expect(delivered.statusCode, delivered.body).toBe(200);
    const back = await post(`${returned.order.id}/returns/`, {
      sub_order_ids: [first],
      reason: 'No le convence',
    });
    expect(back.statusCode, back.body).toBe(200);

    const rows = await ledgerOf(cleaner.id, from);
    expect(rows.map((row) => [row.kind, row.delta, row.orderId, row.staffId !== null])).toEqual([
      ['sale', -2, cancelled.order.id, false],
      ['release', 2, cancelled.order.id, true],
      ['sale', -2, returned.order.id, false],
      ['return', 2, returned.order.id, true],
    ]);
    // Each row's level is the one the change left, the last one the product's level now.
    for (const [index, row] of rows.entries())
      if (index > 0) expect(row.levelAfter).toBe((rows[index - 1]?.levelAfter ?? 0) + row.delta);
    expect(rows.at(-1)?.levelAfter).toBe(await stockOf(harness, 'BRS-CL730'));

    const shown = await get(`${cleaner.id}/movements/?page_size=1`);
    expect(shown.json().results[0]).toMatchObject({
      kind: 'return',
      order_id: returned.order.id,
      order_number: returned.order.number,
      staff_name: expect.any(String),
    });
  });
});

describe('an adjustment racing checkouts', () => {
  it('sets the level to 10 among 50 parallel checkouts of 1 unit: nothing oversold, ledger exact', async () => {
    const ref = 'BRS-AG345';
    const product = await seededProduct(harness.db, ref);
    await setStock(harness, ref, 60);
    const ready = [];
    for (let index = 0; index < 50; index += 1) ready.push(await checkout.readyCart({ ref }));
    await setStock(harness, ref, 20);
    const from = await lastMovementId();

    // The count is sent amid the checkouts: 25 before it, 25 after.
    const pay = (cart: { id: string }) => checkout.startCard(cart.id);
    const results = await Promise.all([
      ...ready.slice(0, 25).map(pay),
      adjust(product.id, { mode: 'set', level: 10, reason: 'Recuento' }),
      ...ready.slice(25).map(pay),
    ]);
    const adjusted = results[25];
    const answers = results.filter((_, index) => index !== 25);
    expect(adjusted?.statusCode, adjusted?.body).toBe(201);
    const placed = answers.filter((answer) => answer.statusCode === 201);
    expect(placed.length).toBeGreaterThan(0);
    // The refused ones ran out of stock (400), or met a card sandbox too slow to answer on a
    // loaded machine (503): either way they took nothing, which the ledger below checks.
    expect(
      answers
        .filter((answer) => ![201, 400, 503].includes(answer.statusCode))
        .map((answer) => `${answer.statusCode} ${answer.body}`),
    ).toEqual([]);

    const level = await stockOf(harness, ref);
    expect(level).toBeGreaterThanOrEqual(0);
    const rows = await ledgerOf(product.id, from);
    const sales = rows.filter((row) => row.kind === 'sale');
    const adjustment = rows.find((row) => row.kind === 'adjustment');
    expect(sales).toHaveLength(placed.length);
    expect(adjustment?.levelAfter).toBe(10);
    // Before the count: sold from the 20; after it: from the counted 10, never more.
    const soldBefore = sales.filter((row) => row.id < (adjustment?.id ?? 0)).length;
    const soldAfter = sales.length - soldBefore;
    expect(soldBefore).toBeLessThanOrEqual(20);
    expect(adjustment?.delta).toBe(10 - (20 - soldBefore));
    expect(level).toBe(10 - soldAfter);
    expect(rows.at(-1)?.levelAfter).toBe(level);
    expect(20 + rows.reduce((sum, row) => sum + row.delta, 0)).toBe(level);

    // Every placed order holds its unit.
    const numbers = placed.map((answer) => answer.json().order_number as string);
    const held = await harness.db
      .select({ number: orders.number, reserved: orders.stockReserved })
      .from(orders)
      .where(eq(orders.stockReserved, true));
    for (const number of numbers)
      expect(held.some((row) => row.number === number && row.reserved)).toBe(true);
  });
});
