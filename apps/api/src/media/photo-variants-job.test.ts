import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { products } from '@shop/db';
import { asc } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundJobFailures } from '../metrics/shop-metrics.ts';
import { photoOf, uploadPhoto } from '../testing/product-photo-upload.ts';
import { demoStaffEmails, staffHeaders } from '../testing/staff-sign-in.ts';
import { openTestApp } from '../testing/test-app.ts';
import { LocalFileStore } from './local-file-store.ts';
import { photoOriginalKey } from './product-photo-files.ts';
import { imageWidths } from './rendered-variants.ts';

let harness: Awaited<ReturnType<typeof openTestApp>>;
let dataDir: string;
let editor: Record<string, string>;
let productId: number;
let photo: Buffer;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'photo-variants-'));
  harness = await openTestApp({ DATA_DIR: dataDir });
  editor = await staffHeaders(harness.app, demoStaffEmails.catalogue_editor);
  const [product] = await harness.db
    .select({ id: products.id })
    .from(products)
    .orderBy(asc(products.id))
    .limit(1);
  if (!product) throw new Error('the seed has no product');
  productId = product.id;
  // Little noise: thirty encodings of it take seconds, not the minute pure noise would.
  photo = await photoOf(1000, 750, 'jpeg', 4);
});
afterAll(async () => {
  await harness.close();
  await rm(dataDir, { recursive: true, force: true });
});

const upload = async () => {
  const response = await uploadPhoto(harness.app, photo, { headers: editor, productId });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; public_id: string };
};
const folder = (publicId: string) => join(dataDir, 'media', publicId);
const image = (publicId: string, query: string) =>
  harness.app.inject({ url: `/media/v1/images/${publicId}?${query}` });
/** What the storefront's <picture> asks for: every width and the two crops, in 3 formats. */
const shown = [...imageWidths.map(String), '865x600', '80x80'].flatMap((size) =>
  ['avif', 'webp', 'jpeg'].map((format) => `${size}.${format}`),
);
const failures = async () =>
  (await backgroundJobFailures.get()).values.find((value) => value.labels.job === 'photo variants')
    ?.value ?? 0;
/** Each file of a photo's folder with its bytes and when it was last written. */
const snapshot = async (publicId: string) =>
  Promise.all(
    (await readdir(folder(publicId))).sort().map(async (name) => {
      const path = join(folder(publicId), name);
      return { name, bytes: await readFile(path), written: (await stat(path)).mtimeMs };
    }),
  );

describe('the photo variants job', () => {
  it('renders every size and format the storefront shows into the file store, before any GET', async () => {
    const failuresBefore = await failures();
    const added = await upload();
    await harness.app.background.runNow();

    const files = await snapshot(added.public_id);
    expect(files.map((file) => file.name)).toEqual(['original', ...shown].sort());
    const gallery = files.find((file) => file.name === '865x600.avif')?.bytes;
    expect(await sharp(gallery).metadata()).toMatchObject({
      format: 'heif',
      width: 865,
      height: 600,
    });
    const listing = files.find((file) => file.name === '480.jpeg')?.bytes;
    expect(await sharp(listing).metadata()).toMatchObject({
      format: 'jpeg',
      width: 480,
      height: 360,
    });
    // The first request is answered from the store, with the bytes the job wrote.
    const served = await image(added.public_id, 'w=865&h=600&f=avif');
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(gallery ?? Buffer.alloc(0))).toBe(true);

    // Run again (a retry, a second worker): every file stays as it was.
    harness.app.background.enqueue('photoVariants', added.public_id);
    await harness.app.background.runNow();
    expect(await snapshot(added.public_id)).toEqual(files);
    expect(await failures()).toBe(failuresBefore);
  });

  it('does nothing for a removed photo, nor for a key that names no photo', async () => {
    const failuresBefore = await failures();
    const added = await upload();
    // Removed at once: the job finds it gone before, while or after it renders.
    const removal = await harness.app.inject({
      method: 'DELETE',
      url: `/admin/v1/products/${productId}/images/${added.id}/`,
      headers: editor,
    });
    expect(removal.statusCode).toBe(204);
    await harness.app.background.runNow();
    expect(existsSync(folder(added.public_id))).toBe(false);

    const photosBefore = await readdir(join(dataDir, 'media', 'photos'));
    harness.app.background.enqueue('photoVariants', added.public_id);
    harness.app.background.enqueue('photoVariants', 'photos/not-a-photo-id');
    harness.app.background.enqueue('photoVariants', '../outside');
    await harness.app.background.runNow();
    expect(await readdir(join(dataDir, 'media', 'photos'))).toEqual(photosBefore);
    expect(existsSync(join(dataDir, 'outside'))).toBe(false);
    expect(await failures()).toBe(failuresBefore);
  });

  it('counts a failed job in the background job failures; the photo is then rendered on request', async () => {
    const added = await upload();
    await harness.app.background.runNow();
    // An original the job cannot decode, and the sizes gone: the job fails.
    const store = new LocalFileStore(join(dataDir, 'media'));
    const original = await store.read(photoOriginalKey(added.public_id));
    if (original === undefined) throw new Error('the upload kept no original');
    await rm(folder(added.public_id), { recursive: true });
    await store.write(photoOriginalKey(added.public_id), Buffer.from('not an image'));
    const failuresBefore = await failures();

    harness.app.background.enqueue('photoVariants', added.public_id);
    await harness.app.background.runNow();
    expect(await failures()).toBe(failuresBefore + 1);
    expect(await readdir(folder(added.public_id))).toEqual(['original']);

    // The original back: what the job could not make is rendered on the first request.
    await store.write(photoOriginalKey(added.public_id), original);
    const served = await image(added.public_id, 'w=640&f=webp');
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 640 });
  });
});
