import { and, eq } from 'drizzle-orm';
import { productStores } from '@shop/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetail } from '../../../contracts/product.ts';
import { openTestApp } from '../../../testing/test-app.ts';
import { seededProduct } from './product-test-fixtures.ts';

let testApp: Awaited<ReturnType<typeof openTestApp>>;
let kala: Awaited<ReturnType<typeof seededProduct>>;
beforeAll(async () => {
  testApp = await openTestApp();
  kala = await seededProduct(testApp.db, 'AQN-KALA-CM');
});
afterAll(() => testApp.close());

const get = (path: string, query: string) =>
  testApp.app.inject({ url: `/catalog/v1/products/${path}?${query}` });

describe('products/{slug}/retrieve_by_slug/', () => {
  it('answers the product page in the request language', async () => {
    const response = await get(`${kala.es}/retrieve_by_slug/`, 'store=ESSM');
    expect(response.statusCode).toBe(200);
    const product: ProductDetail = response.json();
    expect(product).toMatchObject({
      id: kala.id,
      ref: 'AQN-KALA-CM',
      url: `/${kala.es}.html`,
      made_to_measure: true,
      brand: { slug: 'aquanova' },
      collection: { slug: 'kala' },
      delivery_days: { min: 10, max: 15 },
      rating: { average: 5, count: 0 },
      alternates: { es: `/${kala.es}.html`, fr: `/${kala.fr}.html` },
      installation_available: true,
    });
    expect(product.images[0]?.type).toBe(100);
    expect(product.breadcrumb[0]).toEqual({ name: 'Inicio', url: '/' });
    expect(product.breadcrumb.at(-1)).toEqual({ name: product.name, url: product.url });
    expect(product.delivery_promise?.text).toMatch(/^Entrega entre el \d\d de \p{L}+ y el/u);
    expect(product.delivery_promise?.from).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(product.technical_data.length).toBeGreaterThan(0);
  });

  it('gives its page in each language of the edition, whatever the other edition sells', async () => {
    const both = { es: `/${kala.es}.html`, fr: `/${kala.fr}.html` };
    expect(
      (await get(`${kala.fr}/retrieve_by_slug/`, 'store=ESSM&language=fr')).json(),
    ).toMatchObject({ url: `/${kala.fr}.html`, translations: both });
    const hidden = and(eq(productStores.productId, kala.id), eq(productStores.storeCode, 'FRSM'));
    await testApp.db.update(productStores).set({ isVisible: false }).where(hidden);
    try {
      const spainOnly: ProductDetail = (
        await get(`${kala.es}/retrieve_by_slug/`, 'store=ESSM')
      ).json();
      // hreflang has no French edition page to name; the switcher still has /fr/{French slug}.
      expect(spainOnly.alternates).toEqual({ es: `/${kala.es}.html`, fr: null });
      expect(spainOnly.translations).toEqual(both);
    } finally {
      await testApp.db.update(productStores).set({ isVisible: true }).where(hidden);
    }
  });

  it('finds the French slug in French, without installation', async () => {
    const response = await get(`${kala.fr}/retrieve_by_slug/`, 'store=FRSM');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: kala.id, installation_available: false });
    expect(response.json().delivery_promise.text).toMatch(/^Livraison/);
  });

  it('prices for professionals below clients', async () => {
    const client = (await get(`${kala.es}/retrieve_by_slug/`, 'store=ESSM')).json();
    const professional = (
      await get(`${kala.es}/retrieve_by_slug/`, 'store=ESSM&user_type=P')
    ).json();
    expect(professional.prices.pvp).toBeLessThan(client.prices.pvp);
  });

  it('is a 404 for an unknown slug, a slug of another language or another edition', async () => {
    const seine = await seededProduct(testApp.db, 'AQN-SEINE-C2');
    for (const [slug, query] of [
      ['no-such-product', 'store=ESSM'],
      [kala.es, 'store=FRSM'],
      [seine.es, 'store=ESSM'],
    ] as const) {
      const response = await get(`${slug}/retrieve_by_slug/`, query);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toHaveProperty('detail');
    }
  });

  it('refuses an unknown store or user type with a 400', async () => {
    expect((await get(`${kala.es}/retrieve_by_slug/`, 'store=XX')).statusCode).toBe(400);
    expect(
      (await get(`${kala.es}/retrieve_by_slug/`, 'store=ESSM&user_type=Z')).json(),
    ).toHaveProperty('user_type');
  });
});

describe('the other product calls', () => {
  it('quick_view and technical_data answer for a sold product, 404 otherwise', async () => {
    const quickView = await get(`${kala.id}/quick_view/`, 'store=ESSM');
    expect(quickView.statusCode).toBe(200);
    expect(quickView.json()).toMatchObject({ id: kala.id, made_to_measure: true });
    expect(quickView.json()).not.toHaveProperty('description');
    const technical = await get(`${kala.id}/technical_data/`, 'store=FRSM');
    expect(technical.json()[0]).toEqual({ label: 'Verre', value: 'Trempé 8 mm' });
    for (const path of ['quick_view', 'technical_data', 'attributes', 'variants', 'complements']) {
      expect((await get(`999999/${path}/`, 'store=ESSM')).statusCode).toBe(404);
      expect((await get(`abc/${path}/`, 'store=ESSM')).statusCode).toBe(400);
    }
  });

  it('lists the collection and related products as paged cards without the product', async () => {
    for (const path of ['collection', 'related_products']) {
      const response = await get(`${kala.id}/${path}/`, 'store=ESSM&page_size=-1');
      expect(response.statusCode).toBe(200);
      const list = response.json();
      expect(list.count).toBeGreaterThan(0);
      expect(list.results.map((card: { id: number }) => card.id)).not.toContain(kala.id);
    }
    expect((await get(`${kala.id}/collection/`, 'store=ESSM&page=0')).statusCode).toBe(400);
  });

  it('attributes_many answers the configurators of the products sold in the store', async () => {
    const seine = await seededProduct(testApp.db, 'AQN-SEINE-C2');
    const response = await get('attributes_many/', `store=ESSM&product_ids=${kala.id},${seine.id}`);
    expect(response.statusCode).toBe(200);
    const [only, ...rest] = response.json();
    expect(rest).toEqual([]);
    expect(only.product_id).toBe(kala.id);
    expect(only.attributes.map((attribute: { slug: string }) => attribute.slug)).toContain(
      'width-attr',
    );
    const single = await get(`${kala.id}/attributes/`, 'store=ESSM');
    expect(only).toEqual({ product_id: kala.id, ...single.json() });
    expect((await get('attributes_many/', 'store=ESSM&product_ids=1,x')).statusCode).toBe(400);
    expect((await get('attributes_many/', 'store=ESSM')).statusCode).toBe(400);
  });
});
