import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandDetail } from '../../../contracts/listing.ts';
import { openTestApp } from '../../../testing/test-app.ts';

let testApp: Awaited<ReturnType<typeof openTestApp>>;
beforeAll(async () => {
  testApp = await openTestApp();
});
afterAll(() => testApp.close());

const get = (path: string, query: string) =>
  testApp.app.inject({ url: `/catalog/v1/${path}?${query}` });
const brand = async (slug: string, store: string) => {
  const response = await get(`brands/${slug}/retrieve_by_slug/`, `store=${store}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as BrandDetail;
};

describe('GET /catalog/v1/brands/{slug}/retrieve_by_slug/', () => {
  it('gives a brand page with collections, banners, categories and products, per edition', async () => {
    const spanish = await brand('aquanova', 'ESSM');
    expect(spanish).toMatchObject({ slug: 'aquanova', url: '/marcas/aquanova' });
    expect(spanish.collections.map((collection) => collection.slug)).toContain('kala');
    expect(spanish.banners).toHaveLength(1);
    expect(spanish.categories.map((category) => category.url)).toContain(
      '/mamparas-de-ducha-frontales',
    );
    expect(spanish.product_count).toBeGreaterThan(0);
    const french = await brand('aquanova', 'FRSM');
    expect(french.description).not.toBe(spanish.description);
    expect(french.categories.map((category) => category.url)).toContain(
      '/parois-de-douche-frontales',
    );
    // Aquanova's Seine screen is sold in France only.
    expect(french.product_count).toBe(spanish.product_count + 1);
  });

  it('answers 404 for an unknown brand and 400 for an unknown store', async () => {
    const unknown = await get('brands/nobody/retrieve_by_slug/', 'store=FRSM');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Introuvable.' });
    expect((await get('brands/aquanova/retrieve_by_slug/', 'store=XX')).statusCode).toBe(400);
  });
});

describe('brand lists and the suppliers sitemap', () => {
  it.each(['brand-banners/', 'brand-collections/web_list/', 'brand-store-categories/web_list/'])(
    '%s lists every brand or one brand',
    async (path) => {
      const all = (await get(path, 'store=ESSM&page_size=-1')).json();
      expect(all.count).toBeGreaterThan(0);
      const { id } = await brand('aquanova', 'ESSM');
      const one = (await get(path, `store=ESSM&page_size=-1&brand_id=${id}`)).json();
      expect(one.count).toBeGreaterThan(0);
      expect(one.count).toBeLessThan(all.count);
      one.results.forEach((item: { brand_id: number }) => expect(item.brand_id).toBe(id));
      expect((await get(path, 'store=ESSM&brand_id=x')).statusCode).toBe(400);
      expect((await get(path, 'store=ESSM&page=-1')).statusCode).toBe(400);
      expect((await get(path, 'store=ESSM&page=999')).statusCode).toBe(404);
    },
  );

  it('lists every active brand for the sitemap', async () => {
    const sitemap = (await get('suppliers/sitemap/', 'store=FRSM&page_size=-1')).json();
    expect(sitemap.count).toBe(7);
    expect(sitemap.results[0].url).toBe(`/marcas/${sitemap.results[0].slug}`);
    expect((await get('suppliers/sitemap/', 'store=XX')).statusCode).toBe(400);
  });
});
