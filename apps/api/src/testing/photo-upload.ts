import sharp from 'sharp';

/** A noisy landscape photo: big enough for the gallery, nothing a codec could shrink to nothing. */
export function photoOf(width: number, height: number, format: 'jpeg' | 'png' = 'jpeg') {
  const image = sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#7aa',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  });
  return (format === 'jpeg' ? image.jpeg() : image.png()).toBuffer();
}

/** The multipart body a browser's FormData makes, with its boundary. */
export async function multipart(bytes: Buffer, field = 'file', filename = 'photo.jpg') {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), filename);
  const request = new Request('http://upload.invalid/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}
