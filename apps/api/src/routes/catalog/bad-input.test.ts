import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp } from '../../testing/test-app.ts';

/*
 * Every public read of the catalogue, reviews and content areas, taken from the api's own
 * OpenAPI document (so a call added later is covered without editing this file), refuses bad
 * input with a 400 that names the field, in the request's language, and never answers 500.
 */

type Operation = { parameters?: { in: string; name: string }[] };
type OpenApi = { paths: Record<string, { get?: Operation }> };

let testApp: Awaited<ReturnType<typeof openTestApp>>;
let reads: { path: string; query: string[] }[] = [];

beforeAll(async () => {
  testApp = await openTestApp();
  const spec = (await testApp.app.inject({ url: '/openapi.json' })).json<OpenApi>();
  reads = Object.entries(spec.paths)
    .filter(([path, item]) => item.get && /^\/(catalog|reviews|cms)\/v1\//.test(path))
    // Calls keyed by a slug or an id in their path are covered by their own tests' 404s.
    .filter(([path]) => !path.includes('{'))
    .map(([path, item]) => ({
      path,
      query: (item.get?.parameters ?? [])
        .filter((parameter) => parameter.in === 'query')
        .map((parameter) => parameter.name),
    }));
});
afterAll(() => testApp.close());

const get = (url: string) => testApp.app.inject({ url });

describe('bad input on the public reads', () => {
  it('finds the reads to check in the OpenAPI document', () => {
    expect(reads.length).toBeGreaterThan(15);
    expect(reads.map((read) => read.path)).toContain('/catalog/v1/brands/web_list/');
  });

  it('refuses an unknown store with 400 naming the field, never 500', async () => {
    for (const { path } of reads) {
      const response = await get(`${path}?store=XXSM&language=es`);
      expect({ path, status: response.statusCode }).toEqual({ path, status: 400 });
      expect(Object.keys(response.json<Record<string, unknown>>())).toContain('store');
    }
  });

  it('refuses a negative page and a zero page size on every paged list', async () => {
    const paged = reads.filter((read) => read.query.includes('page'));
    expect(paged.length).toBeGreaterThan(5);
    for (const { path, query } of paged) {
      // Lists that need a key of their own get one that exists, so only the page is wrong.
      const required = query.includes('category_id') ? '&category_id=1' : '';
      for (const wrong of ['page=-1', 'page=abc', 'page_size=0']) {
        const response = await get(`${path}?store=ESSM&language=fr${required}&${wrong}`);
        expect({ path, wrong, status: response.statusCode }).toEqual({ path, wrong, status: 400 });
        const field = wrong.split('=')[0] ?? '';
        expect(response.json<Record<string, string[]>>()[field]?.[0]).toMatch(/\S/);
      }
    }
  });
});
