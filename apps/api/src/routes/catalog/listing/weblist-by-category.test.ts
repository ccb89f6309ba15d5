import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryFilter, WeblistByCategory } from '../../../contracts/listing.ts';
import { openTestApp } from '../../../testing/test-app.ts';

let testApp: Awaited<ReturnType<typeof openTestApp>>;
beforeAll(async () => {
  testApp = await openTestApp();
});
afterAll(() => testApp.close());

const get = (category: string, query: string) =>
  testApp.app.inject({ url: `/catalog/v1/${category}/weblist_by_category/?${query}` });
const listing = async (category: string, query: string) => {
  const response = await get(category, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as WeblistByCategory;
};
const filterOf = (list: WeblistByCategory, slug: string): CategoryFilter => {
  const filter = list.filters.find((candidate) => candidate.slug === slug);
  if (!filter) throw new Error(`no filter ${slug}`);
  return filter;
};

describe('GET /catalog/v1/{category}/weblist_by_category/', () => {
  it('lists a category and its subcategories, best sellers first, with paging both ways', async () => {
    const first = await listing('mamparas-de-ducha', 'store=ESSM&page_size=5');
    expect(first.results).toHaveLength(5);
    expect(first.paginator).toMatchObject({
      page: 1,
      page_size: 5,
      has_less: false,
      has_more: true,
      less_page: null,
      more_page: 2,
    });
    expect(first.paginator.pages).toBe(Math.ceil(first.paginator.count / 5));
    expect(first.ordering.selected).toBe('best_seller');
    expect(first.ordering.options.map((option) => option.label)).toContain('Más baratos');
    const second = await listing('mamparas-de-ducha', 'store=ESSM&page_size=5&page=2');
    expect(second.paginator).toMatchObject({ has_less: true, less_page: 1 });
    const ids = new Set([...first.results, ...second.results].map((card) => card.id));
    expect(ids.size).toBe(10);
    const all = await listing('mamparas-de-ducha', 'store=ESSM&page_size=-1');
    expect(all.results).toHaveLength(all.paginator.count);
  });

  it('sorts by each of the six options', async () => {
    const cheapest = await listing('platos-de-ducha', 'store=ESSM&sort=lower_price&page_size=-1');
    const prices = cheapest.results.map((card) => card.prices.pvp);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    for (const sort of ['top_rated', 'news', 'offers', 'settlement']) {
      const sorted = await listing('platos-de-ducha', `store=ESSM&sort=${sort}`);
      expect(sorted.ordering.selected).toBe(sort);
      expect(sorted.paginator.count).toBe(cheapest.paginator.count);
    }
    // Unreviewed products (shown at the default 5 stars) never outrank well-reviewed ones.
    const rated = await listing('mamparas-de-ducha', 'store=ESSM&sort=top_rated&page_size=-1');
    const ratings = rated.results.map((card) => card.rating);
    const firstUnreviewed = ratings.findIndex((rating) => rating.count === 0);
    const lastWellReviewed = ratings.findLastIndex(
      (rating) => rating.count >= 5 && rating.average >= 4.5,
    );
    expect(firstUnreviewed).toBeGreaterThan(-1);
    expect(lastWellReviewed).toBeGreaterThan(-1);
    expect(lastWellReviewed).toBeLessThan(firstUnreviewed);
    const offers = await listing('mamparas-de-ducha', 'store=ESSM&sort=offers');
    expect(offers.results[0]?.prices.pvp_old).not.toBeNull();
  });

  it('filters by colour, toggle and ranges, and its facet counts match the results', async () => {
    const black = await listing(
      'mamparas-de-ducha',
      'store=ESSM&color-perfil=negro-mate&page_size=-1',
    );
    const colour = filterOf(black, 'color-perfil');
    expect(colour.options.find((option) => option.slug === 'negro-mate')).toMatchObject({
      selected: true,
      count: black.paginator.count,
    });
    const madeToMeasure = await listing(
      'mamparas-de-ducha',
      'store=ESSM&color-perfil=negro-mate&a-medida=true&page_size=-1',
    );
    expect(madeToMeasure.results.every((card) => card.made_to_measure)).toBe(true);
    expect(filterOf(black, 'a-medida').options[0]?.count).toBe(madeToMeasure.paginator.count);

    const cheap = await listing('mamparas-de-ducha', 'store=ESSM&precio_max=25000&page_size=-1');
    expect(cheap.results.every((card) => card.prices.pvp <= 25000)).toBe(true);
    expect(filterOf(cheap, 'precio').range).toMatchObject({
      selected_min: null,
      selected_max: 25000,
    });
    expect(filterOf(cheap, 'precio').options[0]?.count).toBe(cheap.paginator.count);

    const wide = await listing(
      'mamparas-de-ducha',
      'store=ESSM&ancho_min=170&ancho_max=180&page_size=-1',
    );
    expect(wide.paginator.count).toBeGreaterThan(0);
    expect(wide.paginator.count).toBeLessThan(black.paginator.count + cheap.paginator.count);
    expect(filterOf(wide, 'ancho').options[0]?.count).toBe(wide.paginator.count);
    expect(filterOf(wide, 'ancho').range).toMatchObject({ min: 70, max: 180, selected_min: 170 });

    // Every colour count equals the listing with that colour added to the other filters.
    for (const option of filterOf(cheap, 'color-perfil').options) {
      const narrowed = await listing(
        'mamparas-de-ducha',
        `store=ESSM&precio_max=25000&color-perfil=${option.slug}&page_size=1`,
      );
      expect(narrowed.paginator.count, option.slug).toBe(option.count);
    }
  });

  it('counts hiperlink options by the subcategory they lead to', async () => {
    const all = await listing('mamparas-de-ducha', 'store=ESSM');
    const type = filterOf(all, 'tipo');
    const front = type.options.find((option) => option.url === '/mamparas-de-ducha-frontales');
    const frontList = await listing('mamparas-de-ducha-frontales', 'store=ESSM');
    expect(front?.count).toBe(frontList.paginator.count);
    const french = await listing('parois-de-douche', 'store=FRSM');
    expect(filterOf(french, 'tipo').options.map((option) => option.url)).toContain(
      '/parois-de-douche-frontales',
    );
  });

  it('gives professionals lower prices than clients', async () => {
    const clients = await listing('mamparas-de-ducha', 'store=ESSM&page_size=10');
    const professionals = await listing('mamparas-de-ducha', 'store=ESSM&page_size=10&user_type=P');
    expect(professionals.results.map((card) => card.id)).toEqual(
      clients.results.map((card) => card.id),
    );
    clients.results.forEach((client, index) => {
      expect(professionals.results[index]?.prices.pvp).toBeLessThan(client.prices.pvp);
    });
  });

  it('searches inside the category: every word, typos tolerated, numbers as widths', async () => {
    const all = await listing('mamparas-de-ducha', 'store=ESSM&page_size=1');
    const sliding = await listing(
      'mamparas-de-ducha',
      'store=ESSM&q=mampara%20corredera&page_size=-1',
    );
    expect(sliding.paginator.count).toBeGreaterThan(0);
    expect(sliding.paginator.count).toBeLessThan(all.paginator.count);
    // Every word is in the name or the description (round screens have sliding doors too).
    expect(sliding.results.filter((card) => /corredera/i.test(card.name)).length).toBeGreaterThan(
      3,
    );
    const wide = await listing(
      'mamparas-de-ducha',
      'store=ESSM&q=mampara%20corredera%20180&page_size=-1',
    );
    expect(wide.paginator.count).toBeGreaterThan(0);
    expect(wide.paginator.count).toBeLessThan(sliding.paginator.count);
    const typo = await listing('mamparas-de-ducha', 'store=ESSM&q=mampra%20corredera&page_size=-1');
    expect(typo.paginator.count).toBeGreaterThan(0);
    expect(typo.results[0]?.name).toMatch(/corredera/i);
  });

  it('answers the French edition in French', async () => {
    const french = await listing('parois-de-douche', 'store=FRSM&language=fr');
    expect(french.results[0]?.url).toMatch(/^\/.+\.html$/);
    expect(french.ordering.options.map((option) => option.label)).not.toContain('Más baratos');
    expect(filterOf(french, 'precio').name).toBe('Prix');
  });

  it('refuses bad input with a 400 naming the field, never a 500', async () => {
    const cases: [string, string, string][] = [
      ['mamparas-de-ducha', 'store=ESSM&sort=cheapest', 'sort'],
      ['mamparas-de-ducha', 'store=ESSM&page=-1', 'page'],
      ['mamparas-de-ducha', 'store=ESSM&precio_min=abc', 'precio_min'],
      ['mamparas-de-ducha', 'store=ESSM&ancho_min=150&ancho_max=90', 'ancho_max'],
      ['mamparas-de-ducha', 'store=ESSM&color-perfil=rosa', 'color-perfil'],
      ['mamparas-de-ducha', 'store=ESSM&a-medida=maybe', 'a-medida'],
      ['mamparas-de-ducha', 'store=ESSM&user_type=X', 'user_type'],
      ['mamparas-de-ducha', 'store=XXXX', 'store'],
    ];
    for (const [category, query, field] of cases) {
      const response = await get(category, query);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json()), query).toEqual([field]);
    }
    expect((await get('mamparas-de-ducha', 'store=FRSM&sort=cheapest')).json().sort[0]).toMatch(
      /n’est pas un choix valide/,
    );
  });

  it('answers 404 for an unknown category and a page past the last', async () => {
    const unknown = await get('no-such-category', 'store=ESSM');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'No encontrado.' });
    // A Spanish slug is not a French one.
    expect((await get('mamparas-de-ducha', 'store=FRSM')).statusCode).toBe(404);
    expect((await get('mamparas-de-ducha', 'store=ESSM&page=999')).statusCode).toBe(404);
  });
});
