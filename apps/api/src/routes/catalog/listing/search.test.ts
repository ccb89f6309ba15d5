import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductCard } from '../../../contracts/catalog.ts';
import type { SearchSuggestions } from '../../../contracts/listing.ts';
import { openTestApp } from '../../../testing/test-app.ts';

let testApp: Awaited<ReturnType<typeof openTestApp>>;
beforeAll(async () => {
  testApp = await openTestApp();
});
afterAll(() => testApp.close());

const get = (path: string, query: string) =>
  testApp.app.inject({ url: `/catalog/v1/${path}?${query}` });
const search = async (query: string) => {
  const response = await get('weblist_products/', query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { count: number; results: ProductCard[] };
};

describe('GET /catalog/v1/weblist_products/ (search)', () => {
  it("finds screens despite a typo: 'mampra'", async () => {
    const found = await search('store=ESSM&q=mampra&page_size=50');
    expect(found.count).toBeGreaterThan(5);
    expect(found.results.every((card) => /mampara/i.test(card.name))).toBe(true);
  });

  it("ranks what 'mampara corredera 120' means first: sliding screens 120 cm wide", async () => {
    const found = await search(`store=ESSM&q=${encodeURIComponent('mampara corredera 120')}`);
    const top = found.results.slice(0, 4);
    expect(top.length).toBe(4);
    top.forEach((card) => expect(card.name).toMatch(/mampara.*corredera/i));
    expect(found.results.at(-1)?.name).not.toMatch(/corredera/i);
  });

  it('searches the French edition in French, accents or not', async () => {
    const found = await search('store=FRSM&q=paroi%20coulissante');
    expect(found.count).toBeGreaterThan(0);
    expect(found.results[0]?.name).toMatch(/paroi.*coulissant/i);
    const typo = await search('store=FRSM&q=recveur');
    expect(typo.results[0]?.name).toMatch(/receveur/i);
  });

  it('returns cards by ids in the order asked, priced for professionals when P', async () => {
    const some = (await search('store=ESSM&q=plato&page_size=3')).results.map((card) => card.id);
    const ids = [...some].reverse();
    const clients = await search(`store=ESSM&ids=${ids.join(',')}`);
    expect(clients.results.map((card) => card.id)).toEqual(ids);
    const professionals = await search(`store=ESSM&ids=${ids.join(',')}&user_type=P`);
    professionals.results.forEach((card, index) => {
      expect(card.prices.pvp).toBeLessThan(clients.results[index]?.prices.pvp ?? 0);
    });
  });

  it("lists a brand's products, and nothing for a brand without any", async () => {
    const some = (await search('store=ESSM&q=mampara&page_size=1')).results[0];
    const brandId = some?.brand?.id ?? 0;
    const ofBrand = await search(`store=ESSM&brand_id=${brandId}&page_size=-1`);
    expect(ofBrand.count).toBeGreaterThan(1);
    expect(ofBrand.results.every((card) => card.brand?.id === brandId)).toBe(true);
    expect((await get('weblist_products/', 'store=ESSM&brand_id=999999')).json()).toMatchObject({
      count: 0,
    });
    expect((await get('weblist_products/', 'store=ESSM&brand_id=x')).statusCode).toBe(400);
  });

  it('refuses a call without ids or q, bad ids, a bad page and an unknown store', async () => {
    expect((await get('weblist_products/', 'store=ESSM')).json()).toEqual({
      q: ['Este campo es obligatorio.'],
    });
    expect((await get('weblist_products/', 'store=ESSM&ids=1,a')).statusCode).toBe(400);
    expect((await get('weblist_products/', 'store=ESSM&q=mampara&page=-2')).json()).toEqual({
      page: ['Página no válida.'],
    });
    expect((await get('weblist_products/', 'store=ESSM&q=mampara&page=999')).statusCode).toBe(404);
    expect((await get('weblist_products/', 'store=NOPE&q=mampara')).statusCode).toBe(400);
  });
});

describe('GET /catalog/v1/search/suggestions/', () => {
  it('suggests at most 6 products and the categories they live in', async () => {
    const response = await get('search/suggestions/', 'store=ESSM&q=mampara');
    expect(response.statusCode).toBe(200);
    const suggestions = response.json() as SearchSuggestions;
    expect(suggestions.query).toBe('mampara');
    expect(suggestions.products).toHaveLength(6);
    expect(suggestions.categories.length).toBeGreaterThan(0);
    expect(suggestions.categories[0]?.url).toMatch(/^\/mamparas/);
  });

  it('suggests as the customer types, in French too', async () => {
    const partial = (await get('search/suggestions/', 'store=ESSM&q=plat')).json();
    expect(partial.products[0].name).toMatch(/plato/i);
    const french = (await get('search/suggestions/', 'store=FRSM&q=robinet')).json();
    expect(french.categories.map((link: { url: string }) => link.url)).toContain('/robinetterie');
  });

  it('requires q', async () => {
    const response = await get('search/suggestions/', 'store=ESSM');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ q: ['Este campo es obligatorio.'] });
  });
});
