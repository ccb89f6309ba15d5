import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { products } from '@shop/db';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Sandbox, type RunningS3Sandbox } from '../../media/s3-sandbox.ts';
import { photoOf, uploadPhoto } from '../../testing/product-photo-upload.ts';
import { demoStaffEmails, staffHeaders } from '../../testing/staff-sign-in.ts';
import { openTestApp } from '../../testing/test-app.ts';

let harness: Awaited<ReturnType<typeof openTestApp>>;
let sandbox: RunningS3Sandbox;
let dataDir: string;
let editor: Record<string, string>;
let productId: number;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'product-photos-s3-'));
  sandbox = await startS3Sandbox();
  harness = await openTestApp({ DATA_DIR: dataDir, ...sandbox.env });
  editor = await staffHeaders(harness.app, demoStaffEmails.catalogue_editor);
  const [product] = await harness.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.isActive, true))
    .orderBy(asc(products.id))
    .limit(1);
  if (!product) throw new Error('the seed has no active product');
  productId = product.id;
});

afterAll(async () => {
  await harness.close();
  await sandbox.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('product photos with S3_* set', () => {
  it('keeps the upload and its rendered sizes in the bucket, nothing under DATA_DIR, and removes them with the photo', async () => {
    const uploaded = await uploadPhoto(harness.app, await photoOf(1200, 800, 'jpeg', 4), {
      headers: editor,
      productId,
    });
    expect(uploaded.statusCode).toBe(201);
    const { id, public_id: publicId } = uploaded.json<{ id: number; public_id: string }>();
    expect(sandbox.keys()).toContain(`${publicId}/original`);
    // The upload queued its sizes' rendering: they land in the bucket too.
    await harness.app.background.runNow();
    expect(sandbox.keys()).toEqual(
      expect.arrayContaining([`${publicId}/80x80.webp`, `${publicId}/865x600.avif`]),
    );

    const thumbnail = await harness.app.inject({
      url: `/media/v1/images/${publicId}?w=80&h=80&f=webp`,
    });
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    expect(sandbox.keys().every((key) => key.startsWith(`${publicId}/`))).toBe(true);
    expect(existsSync(join(dataDir, 'media'))).toBe(false);

    const removed = await harness.app.inject({
      method: 'DELETE',
      url: `/admin/v1/products/${productId}/images/${id}/`,
      headers: editor,
    });
    expect(removed.statusCode).toBe(204);
    expect(sandbox.keys()).toEqual([]);
    // A size never rendered: one already rendered may still be in the process's memory.
    const gone = await harness.app.inject({ url: `/media/v1/images/${publicId}?w=640&f=png` });
    expect(gone.statusCode).toBe(404);
  });
});
