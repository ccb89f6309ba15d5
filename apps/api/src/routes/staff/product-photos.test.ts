import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { auditLog, products, productStores } from '@shop/db';
import { and, asc, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoOf, uploadPhoto } from '../../testing/product-photo-upload.ts';
import { demoStaffEmails, staffHeaders } from '../../testing/staff-sign-in.ts';
import { openTestApp } from '../../testing/test-app.ts';

let harness: Awaited<ReturnType<typeof openTestApp>>;
let dataDir: string;
let editor: Record<string, string>;
let owner: Record<string, string>;
let support: Record<string, string>;
let productId: number;
let photo: Buffer;

const upload = (bytes: Buffer, headers = editor, id = productId, language = 'es') =>
  uploadPhoto(harness.app, bytes, { headers, productId: id, language });

const photos = (language = 'es') =>
  harness.app.inject({
    url: `/admin/v1/products/${productId}/images/?language=${language}`,
    headers: editor,
  });

const image = (publicId: string, query: string, accept = 'image/png,*/*') =>
  harness.app.inject({ url: `/media/v1/images/${publicId}?${query}`, headers: { accept } });

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'product-photos-'));
  harness = await openTestApp({ DATA_DIR: dataDir });
  editor = await staffHeaders(harness.app, demoStaffEmails.catalogue_editor);
  owner = await staffHeaders(harness.app, demoStaffEmails.owner);
  support = await staffHeaders(harness.app, demoStaffEmails.support);
  // A product both editions sell, so each language's product page shows its pictures.
  const sold = await harness.db
    .select({ id: products.id, store: productStores.storeCode })
    .from(products)
    .innerJoin(productStores, eq(productStores.productId, products.id))
    .where(and(eq(productStores.isVisible, true), eq(products.isActive, true)))
    .orderBy(asc(products.id));
  const inFrance = new Set(sold.filter((row) => row.store === 'FRSM').map((row) => row.id));
  const both = sold.find((row) => row.store === 'ESSM' && inFrance.has(row.id));
  if (!both) throw new Error('the seed sells no product in both editions');
  productId = both.id;
  photo = await photoOf(1600, 1200);
});
afterAll(async () => {
  await harness.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('POST /admin/v1/products/{id}/images/', () => {
  let publicId: string;

  it('keeps an uploaded photo, lists it last among the principal pictures and audits it', async () => {
    const response = await upload(photo);
    expect(response.statusCode).toBe(201);
    const added = response.json();
    expect(added).toMatchObject({ type: 100, alt: { es: '', fr: '' }, uploaded: true });
    expect(added.public_id).toMatch(/^photos\/[0-9a-f-]{36}$/);
    publicId = added.public_id;
    const list = (await photos()).json() as { id: number; type: number }[];
    const principal = list.filter((row) => row.type === 100);
    expect(principal.at(-1)?.id).toBe(added.id);
    expect(existsSync(join(dataDir, 'media', publicId, 'original'))).toBe(true);
    const [entry] = await harness.db
      .select({ action: auditLog.action, entityId: auditLog.entityId, after: auditLog.after })
      .from(auditLog)
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      action: 'product.photo_upload',
      entityId: String(productId),
      after: {
        image_id: added.id,
        public_id: publicId,
        width: 1600,
        height: 1200,
        content_type: 'image/jpeg',
      },
    });
  });

  it('serves the gallery, thumbnail and listing sizes in AVIF, WebP and JPEG, cached for a year', async () => {
    const sizes = [
      { query: 'w=865&h=600&f=avif', format: 'heif', type: 'image/avif', width: 865, height: 600 },
      { query: 'w=80&h=80&f=webp', format: 'webp', type: 'image/webp', width: 80, height: 80 },
      { query: 'w=480&f=jpeg', format: 'jpeg', type: 'image/jpeg', width: 480, height: 360 },
      { query: 'w=1200&f=webp', format: 'webp', type: 'image/webp', width: 1200, height: 900 },
    ];
    for (const size of sizes) {
      const response = await image(publicId, size.query);
      expect(response.statusCode, size.query).toBe(200);
      expect(response.headers['content-type']).toBe(size.type);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // The URL names the format: no Vary, one cached copy per URL.
      expect(response.headers.vary).toBeUndefined();
      const metadata = await sharp(response.rawPayload).metadata();
      expect(metadata, size.query).toMatchObject({
        format: size.format,
        width: size.width,
        height: size.height,
      });
    }
    expect(await readdir(join(dataDir, 'media', publicId))).toEqual(
      expect.arrayContaining(['original', '865x600.avif', '80x80.webp', '480.jpeg', '1200.webp']),
    );
  });

  it('falls back to JPEG by the Accept header when no format is named, and keeps no odd crop', async () => {
    const plain = await image(publicId, 'w=320', 'image/png,*/*');
    expect(plain.headers['content-type']).toBe('image/jpeg');
    expect(plain.headers.vary).toBe('Accept');
    const webp = await image(publicId, 'w=320', 'image/webp,*/*');
    expect(webp.headers['content-type']).toBe('image/webp');
    const odd = await image(publicId, 'w=320&h=123&f=png');
    expect(await sharp(odd.rawPayload).metadata()).toMatchObject({ width: 320, height: 123 });
    expect(await readdir(join(dataDir, 'media', publicId))).not.toContain('320x123.png');
    expect((await image('photos/not-a-photo-id', 'w=320')).statusCode).toBe(404);
    expect((await image('photos/00000000-0000-0000-0000-000000000000', 'w=320')).statusCode).toBe(
      404,
    );
  });

  it('refuses what is not a whole photo, in the caller language, and keeps nothing', async () => {
    const before = (await photos()).json().length;
    const text = await upload(Buffer.from('not an image at all'));
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({
      file: ['El archivo no es una imagen JPEG, PNG, WebP o AVIF legible.'],
    });
    const truncated = await upload(
      photo.subarray(0, photo.byteLength / 2),
      editor,
      productId,
      'fr',
    );
    expect(truncated.json()).toEqual({
      file: ["Le fichier n'est pas une image JPEG, PNG, WebP ou AVIF lisible."],
    });
    const small = await upload(await photoOf(300, 200, 'png'));
    expect(small.statusCode).toBe(400);
    expect(small.json()).toEqual({
      file: ['La foto mide 300×200 píxeles; necesita al menos 600×400 para la galería.'],
    });
    const gif = await upload(
      await sharp({ create: { width: 800, height: 600, channels: 3, background: '#fff' } })
        .gif()
        .toBuffer(),
    );
    expect(gif.statusCode).toBe(400);
    const big = await upload(Buffer.concat([photo, Buffer.alloc(15 * 1024 * 1024)]));
    expect(big.statusCode).toBe(400);
    expect(big.json()).toEqual({ file: ['La foto supera el máximo de 15 MB.'] });
    const json = await harness.app.inject({
      method: 'POST',
      url: `/admin/v1/products/${productId}/images/`,
      headers: editor,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ file: ['Adjunta una foto en el campo «file».'] });
    expect((await photos()).json()).toHaveLength(before);
    const kept = await readdir(join(dataDir, 'media', 'photos'));
    expect(kept).toHaveLength(1);
  });

  it('lets only the catalogue editor and the owner upload, to a product that exists', async () => {
    const refused = await upload(photo, support);
    expect(refused.statusCode).toBe(403);
    const missing = await upload(photo, editor, 999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'not_found' });
    const byOwner = await upload(photo, owner);
    expect(byOwner.statusCode).toBe(201);
  });
});

describe('alt texts, order and removal', () => {
  it('sets the alt texts the storefront shows in each language', async () => {
    const added = (await upload(photo)).json();
    const alt = { es: 'Mampara con perfil negro', fr: 'Paroi avec profilé noir' };
    const response = await harness.app.inject({
      method: 'PUT',
      url: `/admin/v1/products/${productId}/images/${added.id}/`,
      headers: editor,
      payload: { alt },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: added.id, alt });
    for (const language of ['es', 'fr'] as const) {
      const view = await harness.app.inject({
        url: `/catalog/v1/products/${productId}/quick_view/?store=${language === 'es' ? 'ESSM' : 'FRSM'}&language=${language}`,
      });
      expect(view.statusCode).toBe(200);
      const shown = (view.json().images as { id: number; alt: string }[]).find(
        (row) => row.id === added.id,
      );
      expect(shown?.alt).toBe(alt[language]);
    }
    const tooLong = await harness.app.inject({
      method: 'PUT',
      url: `/admin/v1/products/${productId}/images/${added.id}/`,
      headers: editor,
      payload: { alt: { es: 'x'.repeat(201), fr: '' } },
    });
    expect(tooLong.statusCode).toBe(400);
  });

  it('reorders every picture as asked, and refuses a list that misses one', async () => {
    const list = (await photos()).json() as { id: number; type: number }[];
    const principal = list.filter((row) => row.type === 100).map((row) => row.id);
    const others = list.filter((row) => row.type !== 100).map((row) => row.id);
    const wanted = [...principal.reverse(), ...others];
    const response = await harness.app.inject({
      method: 'PUT',
      url: `/admin/v1/products/${productId}/images/order/`,
      headers: editor,
      payload: { ids: wanted },
    });
    expect(response.statusCode).toBe(200);
    expect((response.json() as { id: number }[]).map((row) => row.id)).toEqual(wanted);
    const missing = await harness.app.inject({
      method: 'PUT',
      url: `/admin/v1/products/${productId}/images/order/`,
      headers: editor,
      payload: { ids: wanted.slice(1) },
    });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json())).toEqual(['ids']);
    expect((await photos()).json().map((row: { id: number }) => row.id)).toEqual(wanted);
  });

  it('removes a photo with its files; an unknown picture is a 404', async () => {
    const added = (await upload(photo)).json();
    expect((await image(added.public_id, 'w=80&h=80&f=avif')).statusCode).toBe(200);
    const url = `/admin/v1/products/${productId}/images/${added.id}/`;
    const response = await harness.app.inject({ method: 'DELETE', url, headers: editor });
    expect(response.statusCode).toBe(204);
    expect(existsSync(join(dataDir, 'media', added.public_id))).toBe(false);
    // The size served before the removal is not served from the api's memory either.
    expect((await image(added.public_id, 'w=80&h=80&f=avif')).statusCode).toBe(404);
    expect((await image(added.public_id, 'w=640&f=png')).statusCode).toBe(404);
    expect((await photos()).json().map((row: { id: number }) => row.id)).not.toContain(added.id);
    const again = await harness.app.inject({ method: 'DELETE', url, headers: editor });
    expect(again.statusCode).toBe(404);
    const [entry] = await harness.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry?.action).toBe('product.photo_delete');
  });
});
