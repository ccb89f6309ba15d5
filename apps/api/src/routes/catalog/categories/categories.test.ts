import { categorySeoLinks, categoryStores } from '@shop/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryDetail, CategoryFilter } from '../../../contracts/listing.ts';
import { openTestApp } from '../../../testing/test-app.ts';

let testApp: Awaited<ReturnType<typeof openTestApp>>;
beforeAll(async () => {
  testApp = await openTestApp();
});
afterAll(() => testApp.close());

const get = (path: string, query: string) =>
  testApp.app.inject({ url: `/catalog/v1/${path}?${query}` });
const category = async (slug: string, query: string) => {
  const response = await get(`categories/${slug}/retrieve_by_slug/`, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CategoryDetail;
};

describe('GET /catalog/v1/categories/{slug}/retrieve_by_slug/', () => {
  it('gives a category with its subcategories, SEO and banners', async () => {
    const screens = await category('mamparas-de-ducha', 'store=ESSM');
    expect(screens).toMatchObject({
      name: 'Mamparas de ducha',
      url: '/mamparas-de-ducha',
      parent: null,
    });
    expect(screens.subcategories.map((sub) => sub.url)).toContain('/mamparas-de-ducha-frontales');
    expect(screens.seo.title).toBe('Mamparas de ducha a medida y estándar');
    expect(screens.origin_seo).toEqual(screens.seo);
    expect(screens.banners.length).toBeGreaterThan(0);
    expect(screens.breadcrumb).toEqual([
      { name: 'Inicio', url: '/' },
      { name: 'Mamparas de ducha', url: '/mamparas-de-ducha' },
    ]);
  });

  it('gives a subcategory its parent and breadcrumb, in French for the French edition', async () => {
    const front = await category('parois-de-douche-frontales', 'store=FRSM');
    expect(front.parent).toMatchObject({ name: 'Parois de douche', url: '/parois-de-douche' });
    expect(front.breadcrumb.map((link) => link.name)).toEqual([
      'Accueil',
      'Parois de douche',
      'Parois frontales et coulissantes',
    ]);
    expect(front.subcategories).toEqual([]);
  });

  it('gives the category page of each edition that shows it (hreflang)', async () => {
    const screens = await category('mamparas-de-ducha', 'store=ESSM');
    expect(screens.alternates).toEqual({ es: '/mamparas-de-ducha', fr: '/parois-de-douche' });
    const hidden = and(
      eq(categoryStores.categoryId, screens.id),
      eq(categoryStores.storeCode, 'FRSM'),
    );
    await testApp.db.update(categoryStores).set({ isVisible: false }).where(hidden);
    try {
      const spainOnly = await category('mamparas-de-ducha', 'store=ESSM');
      expect(spainOnly.alternates).toEqual({ es: '/mamparas-de-ducha', fr: null });
      // The Spanish edition still shows it in French (/fr/parois-de-douche): the language
      // switcher follows translations, never the other edition's alternates.
      const both = { es: '/mamparas-de-ducha', fr: '/parois-de-douche' };
      expect(spainOnly.translations).toEqual(both);
      expect((await category('parois-de-douche', 'store=ESSM&language=fr')).translations).toEqual(
        both,
      );
    } finally {
      await testApp.db.update(categoryStores).set({ isVisible: true }).where(hidden);
    }
  });

  it('answers 404 for an unknown slug or a slug of the other language, 400 for an unknown store', async () => {
    const unknown = await get('categories/nada/retrieve_by_slug/', 'store=ESSM');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'No encontrado.' });
    expect(
      (await get('categories/mamparas-de-ducha/retrieve_by_slug/', 'store=FRSM')).json(),
    ).toEqual({
      detail: 'Introuvable.',
    });
    expect(
      (await get('categories/mamparas-de-ducha/retrieve_by_slug/', 'store=ZZ')).statusCode,
    ).toBe(400);
  });
});

describe('GET /catalog/v1/category-filters/web_list/', () => {
  it('lists the filters of a category with counts over it and its subcategories', async () => {
    const { id } = await category('platos-de-ducha', 'store=ESSM');
    const response = await get(
      'category-filters/web_list/',
      `store=ESSM&category_id=${id}&page_size=-1`,
    );
    expect(response.statusCode).toBe(200);
    const filters = response.json().results as CategoryFilter[];
    const special = filters.find((filter) => filter.slug === 'elementos-especiales');
    expect(special?.options.map((option) => option.slug)).toEqual([
      'fabricacion-a-medida',
      'economico',
    ]);
    special?.options.forEach((option) => expect(option.count).toBeGreaterThan(0));
    const listing = (
      await get('platos-de-ducha/weblist_by_category/', 'store=ESSM&elementos-especiales=economico')
    ).json();
    expect(special?.options[1]?.count).toBe(listing.paginator.count);
  });

  it('refuses a missing or bad category_id and answers 404 for an unknown one', async () => {
    expect((await get('category-filters/web_list/', 'store=ESSM')).json()).toEqual({
      category_id: ['Este campo es obligatorio.'],
    });
    expect((await get('category-filters/web_list/', 'store=ESSM&category_id=abc')).statusCode).toBe(
      400,
    );
    expect(
      (await get('category-filters/web_list/', 'store=ESSM&category_id=99999')).statusCode,
    ).toBe(404);
  });
});

describe('category links, banners and SEO links', () => {
  it('lists the highlighted links of a category in the edition language', async () => {
    const { id } = await category('platos-de-ducha', 'store=ESSM');
    const links = (
      await get('category-links-highlight/web_list/', `store=ESSM&category_id=${id}`)
    ).json();
    expect(links.results.map((link: { url: string }) => link.url)).toContain(
      '/platos-de-ducha?elementos-especiales=fabricacion-a-medida',
    );
    const french = (
      await get('category-links-highlight/web_list/', 'store=FRSM&page_size=-1')
    ).json();
    expect(french.results[0].url).toMatch(/^\/(parois|receveurs)/);
    expect((await get('category-links-highlight/web_list/', 'store=ESSM&page=0')).statusCode).toBe(
      400,
    );
  });

  it('lists the banners of a category', async () => {
    const { id } = await category('mamparas-de-banera', 'store=ESSM');
    const banners = (
      await get('store-category-banners/web_list/', `store=ESSM&category_id=${id}`)
    ).json();
    expect(banners.count).toBe(1);
    expect(
      (await get('store-category-banners/web_list/', 'store=ESSM&category_id=-4')).statusCode,
    ).toBe(400);
  });

  it('gives the canonical of a filtered URL and its SEO landing when it has one', async () => {
    const { id } = await category('mamparas-de-ducha', 'store=ESSM');
    await testApp.db.insert(categorySeoLinks).values({
      categoryId: id,
      storeCode: 'ESSM',
      language: 'es',
      url: '/mamparas-de-ducha?a-medida=true&color-perfil=negro-mate',
      title: 'Mamparas negras a medida',
      seoTitle: 'Mamparas de ducha negras a medida',
    });
    const post = (url: string, store = 'ESSM') =>
      testApp.app.inject({
        method: 'POST',
        url: `/catalog/v1/categories/get_seo_link/?store=${store}`,
        payload: { url },
      });

    const landing = (
      await post(
        'https://www.example.es/mamparas-de-ducha/?color-perfil=negro-mate&gclid=x&a-medida=true',
      )
    ).json();
    expect(landing).toMatchObject({
      has_seo_link: true,
      canonical: 'https://www.example.es/mamparas-de-ducha?a-medida=true&color-perfil=negro-mate',
      title: 'Mamparas negras a medida',
      category_id: id,
    });
    expect(landing.seo.title).toBe('Mamparas de ducha negras a medida');

    const plain = (await post('/mamparas-de-ducha?tipo-vidrio=mate&utm_source=news')).json();
    expect(plain).toEqual({
      canonical: '/mamparas-de-ducha?tipo-vidrio=mate',
      has_seo_link: false,
      title: null,
      seo: null,
      category_id: null,
    });
    expect(
      (await post('/mamparas-de-ducha?a-medida=true&color-perfil=negro-mate', 'FRSM')).json()
        .has_seo_link,
    ).toBe(false);
    expect((await post('http://[bad')).json()).toEqual({ url: ['Valor no válido.'] });
    expect(
      (
        await testApp.app.inject({
          method: 'POST',
          url: '/catalog/v1/categories/get_seo_link/?store=ESSM',
          payload: {},
        })
      ).statusCode,
    ).toBe(400);
  });
});
