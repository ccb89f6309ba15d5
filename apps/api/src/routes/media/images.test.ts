import { mediaAssets } from '@shop/db';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp } from '../../testing/test-app.ts';

let testApp: Awaited<ReturnType<typeof openTestApp>>;
const svgPublicId = 'test/shower-tray';
const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30">' +
  '<rect width="40" height="30" fill="#39f"/></svg>';

beforeAll(async () => {
  testApp = await openTestApp();
  await testApp.db.insert(mediaAssets).values({
    publicId: svgPublicId,
    contentType: 'image/svg+xml',
    body: new TextEncoder().encode(svg),
  });
});
afterAll(() => testApp.close());

const image = (publicId: string, query: string, accept = 'image/avif,image/webp,*/*') =>
  testApp.app.inject({ url: `/media/v1/images/${publicId}?${query}`, headers: { accept } });

describe('GET /media/v1/images/*', () => {
  it('rasterizes an SVG original to WebP at the asked width, cached for a year', async () => {
    const response = await image(svgPublicId, 'w=320');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(response.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 320 });
  });

  it('falls back to PNG and honours the height', async () => {
    const response = await image(svgPublicId, 'w=160&h=80', 'image/png,*/*');
    expect(response.headers['content-type']).toBe('image/png');
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 160,
      height: 80,
    });
    const again = await image(svgPublicId, 'w=160&h=80', 'image/png,*/*');
    expect(again.rawPayload.equals(response.rawPayload)).toBe(true);
  });

  it('answers 404 for an unknown image and 400 for a width off the list', async () => {
    const missing = await image('no/such-image', 'w=80');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'No encontrado.' });
    const odd = await image(svgPublicId, 'w=333');
    expect(odd.statusCode).toBe(400);
    expect(Object.keys(odd.json())).toEqual(['w']);
    expect((await image(svgPublicId, 'w=80&h=99999999999')).statusCode).toBe(400);
  });
});
