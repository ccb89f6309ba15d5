import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

/**
 * A noisy landscape photo: big enough for the gallery, nothing a codec could shrink to nothing.
 * A lower `sigma` makes one that encodes faster (AVIF of pure noise is the slowest there is).
 */
export function photoOf(
  width: number,
  height: number,
  format: 'jpeg' | 'png' = 'jpeg',
  sigma = 30,
) {
  const image = sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#7aa',
      noise: { type: 'gaussian', mean: 128, sigma },
    },
  });
  return (format === 'jpeg' ? image.jpeg() : image.png()).toBuffer();
}

/** The multipart body a browser's FormData makes, with its boundary. */
async function multipart(bytes: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'photo.jpg');
  const request = new Request('http://upload.invalid/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

/** A staff upload of a product photo, as the staff app's photo manager sends it. */
export async function uploadPhoto(
  app: FastifyInstance,
  bytes: Buffer,
  {
    headers,
    productId,
    language = 'es',
  }: { headers: Record<string, string>; productId: number; language?: string },
) {
  const body = await multipart(bytes);
  return app.inject({
    method: 'POST',
    url: `/admin/v1/products/${productId}/images/?language=${language}`,
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}
