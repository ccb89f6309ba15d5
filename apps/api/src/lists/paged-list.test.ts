import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp } from '../testing/test-app.ts';
import { pagedList } from './paged-list.ts';

type Links = { next: string | null; previous: string | null };

/** A list the answer cache keeps (listing) and one it does not (stores), on a page with links. */
const lists = {
  cached: '/catalog/v1/best_sellers/?store=ESSM&page_size=1&page=2',
  uncached: '/stores/v1/stores/?store=ESSM&page_size=1&page=2',
};

function linksOf(body: string): string[] {
  const { next, previous } = JSON.parse(body) as Links;
  return [next, previous].filter((link) => link !== null);
}

describe.each([
  ['with PUBLIC_API_URL', { PUBLIC_API_URL: 'https://api.example.com/shop/' }],
  ['without PUBLIC_API_URL', {}],
])('pagedList links %s', (_name, env) => {
  let testApp: Awaited<ReturnType<typeof openTestApp>>;
  beforeAll(async () => {
    testApp = await openTestApp({ CATALOGUE_CACHE_SECONDS: '60', ...env });
  });
  afterAll(() => testApp.close());

  const base = 'PUBLIC_API_URL' in env ? 'https://api.example.com/shop' : '';

  it('start from PUBLIC_API_URL, path included, when it is set, else from the api’s root', async () => {
    const response = await testApp.app.inject({ url: '/stores/v1/stores/?store=ESSM&page_size=1' });
    expect(response.json().next).toBe(`${base}/stores/v1/stores/?store=ESSM&page_size=1&page=2`);
  });

  it.each(Object.entries(lists))(
    'never come from the Host of a request, nor reach later callers from the %s list',
    async (_kind, url) => {
      const poisoning = await testApp.app.inject({
        url,
        headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      });
      const normal = await testApp.app.inject({ url });
      for (const response of [poisoning, normal]) {
        expect(response.statusCode).toBe(200);
        expect(response.body).not.toContain('evil.example');
        const links = linksOf(response.body);
        expect(links.length).toBeGreaterThan(0);
        for (const link of links) expect(link.startsWith(`${base}/`)).toBe(true);
      }
    },
  );
});

describe('pagedList with a capped count', () => {
  const app = Fastify();
  app.get('/capped/', (request) =>
    pagedList(request, { page: 2, page_size: 5 }, async () => ({
      count: 10,
      countCapped: true,
      results: [6, 7, 8, 9, 10],
    })),
  );
  afterAll(() => app.close());

  it('says so and links a next page past the counted ones', async () => {
    const response = await app.inject({ url: '/capped/?page_size=5&page=2' });
    expect(response.json()).toEqual({
      count: 10,
      count_capped: true,
      next: '/capped/?page_size=5&page=3',
      previous: '/capped/?page_size=5',
      results: [6, 7, 8, 9, 10],
    });
  });
});
