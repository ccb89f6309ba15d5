import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetail } from '../../contracts/product.ts';
import { openTestApp } from '../../testing/test-app.ts';
import { seededProduct } from '../catalog/products/product-test-fixtures.ts';
import { requestedRange } from './videos.ts';

let testApp: Awaited<ReturnType<typeof openTestApp>>;
beforeAll(async () => {
  testApp = await openTestApp();
});
afterAll(() => testApp.close());

const productPage = async (ref: string) => {
  const product = await seededProduct(testApp.db, ref);
  const response = await testApp.app.inject({
    url: `/catalog/v1/products/${product.es}/retrieve_by_slug/?store=ESSM`,
  });
  expect(response.statusCode).toBe(200);
  return response.json<ProductDetail>();
};

/** The api path behind a video's storefront url (/media/videos/... on the web). */
const apiPathOf = (url: string | null) => (url ?? '').replace(/^\/media\//, '/media/v1/');

describe('product videos', () => {
  it('are listed by a made-to-measure screen, with a poster, and not by a stock one', async () => {
    const corner = await productPage('CRB-LUCE-CM');
    expect(corner.videos).toEqual([
      {
        id: expect.any(Number),
        iframe_url: null,
        url: '/media/videos/corner-sliding-turn.webm',
        thumbnail_public_id: 'video-posters/corner-sliding-turn',
      },
    ]);
    const front = await productPage('AQN-KALA-CM');
    expect(front.videos.map((video) => video.url)).toEqual([
      '/media/videos/front-sliding-opening.webm',
    ]);
    expect((await productPage('AQN-KALA-C2')).videos).toEqual([]);

    const poster = await testApp.app.inject({
      url: `/media/v1/images/${corner.videos[0]?.thumbnail_public_id ?? ''}?w=640`,
      headers: { accept: 'image/webp' },
    });
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/webp');
  });

  it('are served whole as WebM, cached for a year, and by byte range for seeking', async () => {
    const path = apiPathOf((await productPage('CRB-LUCE-CM')).videos[0]?.url ?? null);
    const whole = await testApp.app.inject({ url: path });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/webm');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const size = whole.rawPayload.length;
    // The EBML magic number every Matroska/WebM file starts with.
    expect(whole.rawPayload.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    expect(size).toBeGreaterThan(10_000);
    expect(size).toBeLessThan(400 * 1024);

    const part = await testApp.app.inject({ url: path, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${size}`);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(100, 200))).toBe(true);

    const past = await testApp.app.inject({ url: path, headers: { range: `bytes=${size}-` } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${size}`);
  });

  it('answer 404 for an unknown video', async () => {
    const response = await testApp.app.inject({ url: '/media/v1/videos/no-such-clip.webm' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'No encontrado.' });
  });
});

describe('requestedRange', () => {
  it('reads the single ranges browsers send', () => {
    expect(requestedRange(undefined, 1000)).toBeNull();
    expect(requestedRange('bytes=0-', 1000)).toEqual({ start: 0, end: 999 });
    expect(requestedRange('bytes=10-2000', 1000)).toEqual({ start: 10, end: 999 });
    expect(requestedRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(requestedRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(requestedRange('bytes=5-1', 1000)).toBeNull();
    expect(requestedRange('items=0-1', 1000)).toBeNull();
  });
});
