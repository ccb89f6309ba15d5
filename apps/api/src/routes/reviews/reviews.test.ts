import { questions } from '@shop/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp } from '../../testing/test-app.ts';
import { seededProduct } from '../catalog/products/product-test-fixtures.ts';

let testApp: Awaited<ReturnType<typeof openTestApp>>;
beforeAll(async () => {
  testApp = await openTestApp();
});
afterAll(() => testApp.close());

const get = (path: string, query: string) =>
  testApp.app.inject({ url: `/reviews/v1/${path}?${query}` });

describe('reviews/', () => {
  it('pages the published reviews of a product with the rating summary', async () => {
    const { id } = await seededProduct(testApp.db, 'CRB-ESS-C2');
    const response = await get('reviews/', `store=ESSM&product_id=${id}&page_size=1`);
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.count).toBeGreaterThan(1);
    expect(list.results).toHaveLength(1);
    expect(list.next).toContain('page=2');
    expect(list.rating.count).toBe(list.count);
    expect(list.rating.average).toBeGreaterThanOrEqual(1);
    expect(list.results[0]).toMatchObject({ rating: expect.any(Number), body: expect.any(String) });
  });

  it('gives the default rating 5 to a product without reviews', async () => {
    const { id } = await seededProduct(testApp.db, 'AQN-KALA-CM');
    const list = (await get('reviews/', `store=ESSM&product_id=${id}`)).json();
    expect(list).toMatchObject({ count: 0, results: [], rating: { average: 5, count: 0 } });
  });

  it('refuses a missing or unknown product and an unknown store', async () => {
    expect((await get('reviews/', 'store=ESSM')).json()).toHaveProperty('product_id');
    expect((await get('reviews/', 'store=ESSM&product_id=999999')).statusCode).toBe(404);
    expect((await get('reviews/', 'store=XX&product_id=1')).statusCode).toBe(400);
  });
});

describe('questions/web-list/', () => {
  it('lists answered questions only', async () => {
    const { id } = await seededProduct(testApp.db, 'CRB-ESS-C2');
    await testApp.db.insert(questions).values({
      storeCode: 'ESSM',
      language: 'es',
      productId: id,
      name: 'Luis',
      email: 'luis@example.com',
      question: '¿Sirve para un plato de 75 cm?',
      isPublished: true,
    });
    const response = await get('questions/web-list/', `store=ESSM&product_id=${id}`);
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.count).toBeGreaterThan(0);
    expect(list.results.map((question: { name: string }) => question.name)).not.toContain('Luis');
    for (const question of list.results) expect(question.answer).toEqual(expect.any(String));
    expect((await get('questions/web-list/', 'store=ESSM&product_id=999999')).statusCode).toBe(404);
  });
});
