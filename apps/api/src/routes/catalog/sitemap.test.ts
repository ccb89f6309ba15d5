import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { List } from '../../contracts/common.ts';
import type { SitemapEntry } from '../../contracts/sitemap.ts';
import { openTestApp } from '../../testing/test-app.ts';

let testApp: Awaited<ReturnType<typeof openTestApp>>;
beforeAll(async () => {
  testApp = await openTestApp();
});
afterAll(() => testApp.close());

const get = (path: string) => testApp.app.inject({ url: `/catalog/v1/${path}` });
const sitemap = async (path: string) => {
  const response = await get(path);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as List<SitemapEntry>;
};

describe('GET /catalog/v1/categories/sitemap/', () => {
  it('lists every visible category under its slug in the edition language', async () => {
    const spanish = await sitemap('categories/sitemap/?store=ESSM');
    const french = await sitemap('categories/sitemap/?store=FRSM');
    expect(spanish.results.map((entry) => entry.url)).toContain('/mamparas-de-ducha-frontales');
    expect(french.results.map((entry) => entry.url)).toContain('/parois-de-douche-frontales');
    for (const entry of spanish.results.slice(0, 5)) {
      const slug = entry.url.slice(1);
      expect((await get(`categories/${slug}/retrieve_by_slug/?store=ESSM`)).statusCode).toBe(200);
      expect(entry.updated_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    }
  });
});

describe('GET /catalog/v1/products/sitemap/', () => {
  it('lists the product pages of the edition, each one answering', async () => {
    const spanish = await sitemap('products/sitemap/?store=ESSM');
    const french = await sitemap('products/sitemap/?store=FRSM&language=fr');
    expect(spanish.count).toBeGreaterThan(0);
    expect(spanish.results).toHaveLength(spanish.count);
    // Products sold in one edition only make the counts differ.
    expect(french.count).not.toBe(spanish.count);
    for (const [store, list] of [
      ['ESSM', spanish],
      ['FRSM', french],
    ] as const) {
      for (const entry of list.results.slice(0, 3)) {
        expect(entry.url).toMatch(/^\/[^/]+\.html$/);
        const slug = entry.url.slice(1, -'.html'.length);
        const product = await get(`products/${slug}/retrieve_by_slug/?store=${store}`);
        expect(product.statusCode, entry.url).toBe(200);
      }
    }
  });

  it('pages in a stable order up to 50,000 entries a page and refuses larger pages', async () => {
    const all = await sitemap('products/sitemap/?store=ESSM&page_size=-1');
    const first = await sitemap('products/sitemap/?store=ESSM&page_size=2');
    const second = await sitemap('products/sitemap/?store=ESSM&page_size=2&page=2');
    expect(first.count).toBe(all.count);
    expect(first.next).toContain('page=2');
    expect([...first.results, ...second.results]).toEqual(all.results.slice(0, 4));
    expect((await get('products/sitemap/?store=ESSM&page_size=50001')).statusCode).toBe(400);
    expect((await get('products/sitemap/?store=ESSM&page=999')).statusCode).toBe(404);
  });
});
