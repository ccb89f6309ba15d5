import { randomUUID } from 'node:crypto';
import { productPhotoFolder } from '@shop/domain';
import { renderVariant, type ImageRequest } from './rendered-variants.ts';
import type { FileStore } from './file-store.ts';

const photoIdPattern = new RegExp(
  `^${productPhotoFolder}[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}$`,
);

/** A new photo's public id: a new upload is a new id, so its URLs can be cached for ever. */
export const newPhotoPublicId = () => `${productPhotoFolder}${randomUUID()}`;

export const isPhotoPublicId = (publicId: string) => photoIdPattern.test(publicId);

/** The folder of one photo: its original and every size rendered from it. */
export const photoFolder = (publicId: string) => `${publicId}/`;
export const photoOriginalKey = (publicId: string) => `${publicId}/original`;

/**
 * The sizes the storefront asks for (every listed width, the gallery's 865x600 and the 80x80
 * thumbnail) are kept in the store once rendered; another height is rendered but not kept, so
 * a caller trying heights cannot fill the disk.
 */
const keptCrops = new Set(['865x600', '80x80']);

function variantKey(publicId: string, { width, height, format }: ImageRequest) {
  if (height === undefined) return `${publicId}/${width}.${format}`;
  const size = `${width}x${height}`;
  return keptCrops.has(size) ? `${publicId}/${size}.${format}` : undefined;
}

/**
 * One size of an uploaded photo in one format, rendered from the original on its first
 * request and kept in the store, so the api processes sharing it render each size once.
 * Undefined when there is no such photo.
 */
export async function photoVariant(
  store: FileStore,
  publicId: string,
  request: ImageRequest,
): Promise<Buffer | undefined> {
  const key = variantKey(publicId, request);
  const kept = key === undefined ? undefined : await store.read(key);
  if (kept !== undefined) return kept;
  const original = await store.read(photoOriginalKey(publicId));
  if (original === undefined) return undefined;
  const bytes = await renderVariant({ bytes: original }, request);
  if (key !== undefined) await store.write(key, bytes);
  return bytes;
}
