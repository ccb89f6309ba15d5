import { productImages } from '@shop/db';
import { eq } from 'drizzle-orm';
import type { Db } from '../database.ts';
import type { FileStore } from './file-store.ts';
import {
  isPhotoPublicId,
  photoFolder,
  photoOriginalKey,
  shownVariants,
  variantKey,
} from './product-photo-files.ts';
import { renderVariant } from './rendered-variants.ts';

/**
 * The photo variants job's work for one uploaded photo: every size and format the storefront
 * shows (shownVariants) rendered into the file store, so no shopper waits for sharp. Idempotent:
 * a variant already kept (by an earlier run or a first request) is left as it is, and a photo
 * no longer in the catalogue (removed before or while its job ran) gets nothing. Resolves to the
 * number of variants written.
 */
export async function renderPhotoVariants(db: Db, store: FileStore, publicId: string) {
  const listed = async () => {
    const [row] = await db
      .select({ id: productImages.id })
      .from(productImages)
      .where(eq(productImages.publicId, publicId))
      .limit(1);
    return row !== undefined;
  };
  if (!isPhotoPublicId(publicId) || !(await listed())) return 0;
  const original = await store.read(photoOriginalKey(publicId));
  if (original === undefined) return 0;
  const rendered: { key: string; bytes: Buffer }[] = [];
  // One at a time: each encoding already uses the cores sharp's thread pool has.
  for (const request of shownVariants) {
    const key = variantKey(publicId, request);
    if (key === undefined || (await store.has(key))) continue;
    rendered.push({ key, bytes: await renderVariant({ bytes: original }, request) });
  }
  // Rendered first, written after a second look: a removal during the seconds of encoding
  // leaves no folder behind it.
  if (rendered.length === 0 || !(await listed())) return 0;
  for (const { key, bytes } of rendered) await store.write(key, bytes);
  // A removal between that look and the writes removed the folder before some were written:
  // what this run wrote goes the way the removal meant.
  if (!(await listed())) await store.removeFolder(photoFolder(publicId));
  return rendered.length;
}
