import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductCard } from '../../../contracts/catalog.ts';
import { openTestApp } from '../../../testing/test-app.ts';

let testApp: Awaited<ReturnType<typeof openTestApp>>;
beforeAll(async () => {
  testApp = await openTestApp();
});
afterAll(() => testApp.close());

const get = (path: string, query: string) =>
  testApp.app.inject({ url: `/catalog/v1/${path}?${query}` });
const cards = async (path: string, query: string) => {
  const response = await get(path, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { count: number; results: ProductCard[] };
};

describe('store offers, novelties and best sellers', () => {
  it.each(['ESSM', 'FRSM'])('lists only discounted products as offers in %s', async (store) => {
    const offers = await cards('store-offers/', `store=${store}&page_size=-1`);
    expect(offers.count).toBeGreaterThan(0);
    offers.results.forEach((card) => expect(card.prices.pvp_old).toBeGreaterThan(card.prices.pvp));
  });

  it('lists novelties and best sellers, most sold first', async () => {
    expect((await cards('store-novelties/', 'store=ESSM')).count).toBeGreaterThan(0);
    const best = await cards('best_sellers/', 'store=ESSM&page_size=3');
    expect(best.count).toBeGreaterThan(50);
    expect(best.results).toHaveLength(3);
  });

  it('prices professionals lower', async () => {
    const clients = await cards('best_sellers/', 'store=ESSM&page_size=5');
    const professionals = await cards('best_sellers/', 'store=ESSM&page_size=5&user_type=P');
    clients.results.forEach((card, index) => {
      expect(professionals.results[index]?.prices.pvp).toBeLessThan(card.prices.pvp);
    });
  });

  it.each(['store-offers/', 'store-novelties/', 'best_sellers/'])(
    '%s refuses a bad page, a page past the last and an unknown store',
    async (path) => {
      expect((await get(path, 'store=ESSM&page=-1')).statusCode).toBe(400);
      expect((await get(path, 'store=ESSM&page=999')).statusCode).toBe(404);
      expect((await get(path, 'store=XX')).json()).toEqual({
        store: ['Tienda desconocida: XX. Valores válidos: ESSM, FRSM.'],
      });
    },
  );
});
