import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductCard } from '../../contracts/catalog.ts';
import { openTestApp } from '../../testing/test-app.ts';

let testApp: Awaited<ReturnType<typeof openTestApp>>;
beforeAll(async () => {
  testApp = await openTestApp();
});
afterAll(() => testApp.close());

const get = (path: string, query: string) =>
  testApp.app.inject({ url: `/catalog/v1/${path}?${query}` });

const homeLists = [
  'store-highlight-categories/',
  'store-highlight-products/',
  'store-highlight-suppliers/',
  'store-home-sliders/',
  'store-home-banners/',
  'store-home-seo-texts/',
  'brands/web_list/',
];

describe('the home lists', () => {
  it.each(homeLists.flatMap((path) => [[path, 'ESSM'] as const, [path, 'FRSM'] as const]))(
    '%s answers a non-empty list for %s',
    async (path, store) => {
      const response = await get(path, `store=${store}&page_size=-1`);
      expect(response.statusCode).toBe(200);
      const list = response.json();
      expect(list.count).toBeGreaterThan(0);
      expect(list.results).toHaveLength(list.count);
    },
  );

  it.each(homeLists)('%s refuses an unknown store and a bad page', async (path) => {
    expect((await get(path, 'store=XX&language=fr')).json()).toEqual({
      store: ['Boutique inconnue : XX. Valeurs valides : ESSM, FRSM.'],
    });
    expect((await get(path, 'store=ESSM&page=0')).json()).toEqual({ page: ['Página no válida.'] });
    expect((await get(path, 'store=ESSM&page=9999')).statusCode).toBe(404);
  });

  it('prices highlighted products lower for professionals than for clients', async () => {
    const cards = async (userType: string) =>
      (await get('store-highlight-products/', `store=ESSM&page_size=-1${userType}`)).json()
        .results as ProductCard[];
    const clients = await cards('');
    const professionals = await cards('&user_type=P');
    expect(professionals.map((card) => card.id)).toEqual(clients.map((card) => card.id));
    clients.forEach((client, index) => {
      expect(professionals[index]?.prices.pvp).toBeLessThan(client.prices.pvp);
    });
    expect(clients[0]?.url).toMatch(/^\/.+\.html$/);
  });

  it('refuses an unknown customer type', async () => {
    const response = await get('store-highlight-products/', 'store=ESSM&user_type=X');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['user_type']);
  });

  it('gives the brand descriptions in the request language', async () => {
    const spanish = (await get('brands/web_list/', 'store=ESSM&page_size=-1')).json();
    const french = (await get('brands/web_list/', 'store=FRSM&page_size=-1')).json();
    expect(spanish.count).toBe(french.count);
    expect(spanish.results[0].id).toBe(french.results[0].id);
    expect(spanish.results[0].description).not.toBe(french.results[0].description);
    expect(spanish.results[0].url).toBe(`/marcas/${spanish.results[0].slug}`);
  });
});
