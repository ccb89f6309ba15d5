import { createServer, type ServerResponse, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type * as ProductPageLoader from './load-product-page.server.ts';

/*
 * The product page's api calls, against a stand-in api that holds the configurator's answer
 * back: what the page asks while it waits shows which calls run side by side.
 */
let api: Server;
let loader: typeof ProductPageLoader;
const asked: string[] = [];
/** The calls that had reached the api when the configurator's answer was sent. */
let askedBeforeConfiguratorAnswer: string[] = [];
const productIdCalls = [
  '/catalog/v1/products/7/related_products/',
  '/reviews/v1/questions/web-list/',
  '/reviews/v1/reviews/',
];
const heldLimitMs = 2_000;

const store = {
  code: 'ESSM',
  name: 'Mamparas',
  language: 'es',
  image_cdn_url: 'https://cdn.example',
  facility_available: false,
};
const product = { id: 7, slug: 'mampara-luce', url: '/mampara-luce.html', alternates: {} };

function json(response: ServerResponse, body: unknown) {
  response
    .writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' })
    .end(JSON.stringify(body));
}

function answer(path: string, response: ServerResponse) {
  if (path.startsWith('/stores/')) return json(response, { results: [store] });
  if (path.endsWith('/retrieve_by_slug/')) return json(response, product);
  if (path.endsWith('/related_products/')) return json(response, { results: [] });
  if (path.startsWith('/reviews/')) return json(response, { results: [] });
  json(response, { id: product.id, attributes: [] });
}

/** Called on every call the api receives while the configurator's answer is held back. */
let onAsked: (() => void) | undefined;

beforeAll(async () => {
  api = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://api').pathname;
    asked.push(path);
    onAsked?.();
    if (!path.endsWith('/attributes/')) return answer(path, response);
    // Answered once the other calls on the product's id arrived, or after the limit.
    const release = () => {
      onAsked = undefined;
      clearTimeout(limit);
      askedBeforeConfiguratorAnswer = [...asked];
      answer(path, response);
    };
    const limit = setTimeout(release, heldLimitMs);
    onAsked = () => {
      if (productIdCalls.every((call) => asked.includes(call))) release();
    };
    onAsked();
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  process.env.API_URL = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  // env.server parses API_URL when first imported.
  loader = await import('./load-product-page.server.ts');
});
afterAll(async () => {
  // The loader's keep-alive connections would otherwise hold the close for their idle timeout.
  api.closeAllConnections();
  await new Promise((resolve) => api.close(resolve));
});

it('asks for the reviews, questions and related products while the configurator is on its way', async () => {
  const request = new Request(`http://localhost/${product.slug}.html`);
  const url = new URL(request.url);
  const page = await loader.loadProductPage({
    request,
    url,
    pattern: '*',
    params: {},
    context: {},
  });
  expect(page.product.id).toBe(product.id);
  expect(askedBeforeConfiguratorAnswer).toEqual(expect.arrayContaining(productIdCalls));
  await expect(page.feedback).resolves.toMatchObject({ reviews: [], questions: [] });
  await expect(page.related).resolves.toEqual([]);
});
