import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp } from '../../testing/test-app.ts';

let testApp: Awaited<ReturnType<typeof openTestApp>>;
beforeAll(async () => {
  testApp = await openTestApp();
});
afterAll(() => testApp.close());

const get = (query: string) => testApp.app.inject({ url: `/stores/v1/stores/?${query}` });

describe('GET /stores/v1/stores/', () => {
  it('lists both editions with their configuration', async () => {
    const response = await get('store=ESSM');
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list).toMatchObject({ count: 2, next: null, previous: null });
    expect(list.results.map((store: { code: string }) => store.code)).toEqual(['ESSM', 'FRSM']);
    expect(list.results[0]).toMatchObject({ language: 'es', facility_available: true });
    expect(list.results[1]).toMatchObject({ language: 'fr', facility_available: false });
  });

  it('links the neighbouring pages, keeping the other parameters', async () => {
    const first = (await get('store=ESSM&page_size=1')).json();
    expect(first.results).toHaveLength(1);
    // No PUBLIC_API_URL here: relative to the api's root.
    expect(first.next).toBe('/stores/v1/stores/?store=ESSM&page_size=1&page=2');
    expect(first.previous).toBeNull();
    const second = (await get('store=ESSM&page_size=1&page=2')).json();
    expect(second.next).toBeNull();
    expect(second.previous).toMatch(/\/stores\/v1\/stores\/\?store=ESSM&page_size=1$/);
  });

  it('answers a page past the last with 404 in the request language', async () => {
    const spanish = await get('store=ESSM&page_size=1&page=3');
    expect(spanish.statusCode).toBe(404);
    expect(spanish.json()).toEqual({ detail: 'Página no válida.' });
    expect((await get('store=FRSM&page=2')).json()).toEqual({ detail: 'Page non valide.' });
  });

  it('returns every item for page_size=-1', async () => {
    const list = (await get('store=ESSM&page_size=-1')).json();
    expect(list).toMatchObject({ count: 2, next: null, previous: null });
    expect(list.results).toHaveLength(2);
  });

  it.each(['page=0', 'page=abc', 'page=1e400', 'page=99999999999999999999', 'page=1.5'])(
    'refuses %s',
    async (page) => {
      const response = await get(`store=ESSM&${page}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ page: ['Página no válida.'] });
    },
  );

  it.each(['page_size=0', 'page_size=101', 'page_size=-2', 'page_size=ten'])(
    'refuses %s',
    async (size) => {
      const response = await get(`store=FRSM&${size}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ page_size: ['Taille de page non valide.'] });
    },
  );

  it('refuses an unknown store in Spanish and in French', async () => {
    expect((await get('store=DESM')).json()).toEqual({
      store: ['Tienda desconocida: DESM. Valores válidos: ESSM, FRSM.'],
    });
    const french = await get('store=DESM&language=fr');
    expect(french.statusCode).toBe(400);
    expect(french.json()).toEqual({
      store: ['Boutique inconnue : DESM. Valeurs valides : ESSM, FRSM.'],
    });
  });
});
