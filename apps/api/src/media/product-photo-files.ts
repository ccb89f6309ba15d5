import { randomUUID } from 'node:crypto';
import { productPhotoFolder } from '@shop/domain';
import {
  imageWidths,
  renderVariant,
  type ImageFormat,
  type ImageRequest,
} from './rendered-variants.ts';
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
const keptCrops = [
  { width: 865, height: 600 },
  { width: 80, height: 80 },
] as const;
const keptCropNames = new Set(keptCrops.map(({ width, height }) => `${width}x${height}`));

/** The formats the storefront's `<picture>` offers a photo in (PNG only when a caller names it). */
const shownFormats = ['avif', 'webp', 'jpeg'] as const satisfies readonly ImageFormat[];

/** Every variant a shopper's browser may ask for: what the photo variants job renders ahead. */
export const shownVariants: readonly ImageRequest[] = [
  ...imageWidths.map((width) => ({ width, height: undefined })),
  ...keptCrops,
].flatMap((size) => shownFormats.map((format) => ({ ...size, format })));

export function variantKey(publicId: string, { width, height, format }: ImageRequest) {
  if (height === undefined) return `${publicId}/${width}.${format}`;
  const size = `${width}x${height}`;
  return keptCropNames.has(size) ? `${publicId}/${size}.${format}` : undefined;
}

/**
 * One size of an uploaded photo in one format, as kept in the store, else rendered from the
 * original and kept, so the api processes sharing it render each size once. The photo variants
 * job (photo-variants-job.ts) renders the shown sizes ahead, but this stays: a job lost with
 * the api process that ran it (no Redis) or never queued (Redis down), or still waiting behind
 * others, must not leave a shopper without the picture, and odd heights are never rendered ahead.
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
