import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuItem } from '../../contracts/catalog.ts';
import { openTestApp } from '../../testing/test-app.ts';

let testApp: Awaited<ReturnType<typeof openTestApp>>;
beforeAll(async () => {
  testApp = await openTestApp();
});
afterAll(() => testApp.close());

const get = (query: string) => testApp.app.inject({ url: `/catalog/v1/menus/web-list/?${query}` });

function depth(items: MenuItem[]): number {
  return items.length === 0 ? 0 : 1 + Math.max(...items.map((item) => depth(item.sub_items)));
}

describe('GET /catalog/v1/menus/web-list/', () => {
  it.each([
    ['ESSM', 'es'],
    ['FRSM', 'fr'],
  ])('builds the three-level main menu of %s in %s', async (store, language) => {
    const response = await get(`store=${store}&language=${language}&menu_type=main&page_size=-1`);
    expect(response.statusCode).toBe(200);
    const menu = response.json();
    expect(menu.count).toBe(menu.results.length);
    expect(depth(menu.results)).toBe(3);
    expect(menu.results[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        web_name: expect.any(String),
        web_url: expect.any(String),
      }),
    );
  });

  it('answers each edition in its own language', async () => {
    const spanish = (await get('store=ESSM&menu_type=main&page_size=-1')).json();
    const french = (await get('store=FRSM&menu_type=main&page_size=-1')).json();
    expect(spanish.results.map((item: MenuItem) => item.web_name)).not.toEqual(
      french.results.map((item: MenuItem) => item.web_name),
    );
  });

  it('answers a store in the other language with that language’s menu', async () => {
    const mainMenu = async (query: string): Promise<MenuItem[]> =>
      (await get(`${query}&menu_type=main&page_size=-1`)).json().results;
    const names = async (query: string) => (await mainMenu(query)).map((item) => item.web_name);
    const urls = async (query: string) => (await mainMenu(query)).map((item) => item.web_url);
    // /fr/ pages of the Spanish edition: French names and the French category slugs.
    expect(await names('store=ESSM&language=fr')).toContain('Promotions');
    expect(await urls('store=ESSM&language=fr')).toContain('/parois-de-douche');
    expect(await names('store=FRSM&language=es')).toContain('Ofertas');
    expect(await urls('store=FRSM&language=es')).toContain('/mamparas-de-ducha');
  });

  it('serves the footer menu', async () => {
    const footer = (await get('store=ESSM&language=es&menu_type=footer')).json();
    expect(footer.count).toBeGreaterThan(0);
  });

  it('requires a known menu_type', async () => {
    expect((await get('store=ESSM')).json()).toEqual({ menu_type: ['Este campo es obligatorio.'] });
    const wrong = await get('store=FRSM&menu_type=side');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      menu_type: ['« side » n’est pas un choix valide. Valeurs valides : main, footer.'],
    });
  });

  it('answers 404 past the last page', async () => {
    const response = await get('store=ESSM&menu_type=main&page=500');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Página no válida.' });
  });
});
