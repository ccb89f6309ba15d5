import { productPhotoRules } from '@shop/domain';
import sharp from 'sharp';
import { ApiError } from '../plugins/api-error.ts';

/** A camera's 50 megapixels and some margin; past it a small file may decode to gigabytes. */
const maxPixels = 60_000_000;

/** sharp's name of each accepted format (AVIF is HEIF with AV1 inside). */
const acceptedFormats = new Map<string, string>([
  ['jpeg', 'image/jpeg'],
  ['png', 'image/png'],
  ['webp', 'image/webp'],
  ['heif/av1', 'image/avif'],
]);

export type InspectedPhoto = { contentType: string; width: number; height: number };

const refuse = (key: Parameters<typeof ApiError.badRequest>[1], params = {}) =>
  ApiError.badRequest('file', key, params);

/**
 * Checks an upload is a photo the gallery can show: whatever its name or declared type, its
 * bytes must be JPEG, PNG, WebP or AVIF, decode whole (a truncated file is refused) and be
 * large enough once turned upright.
 */
export async function inspectPhoto(bytes: Buffer): Promise<InspectedPhoto> {
  const image = sharp(bytes, { limitInputPixels: maxPixels, failOn: 'truncated' });
  const metadata = await image.metadata().catch(() => {
    throw refuse('productPhotosApi.notAnImage');
  });
  const format =
    metadata.format === 'heif' ? `heif/${metadata.compression ?? ''}` : metadata.format;
  const contentType = acceptedFormats.get(format);
  if (contentType === undefined) throw refuse('productPhotosApi.notAnImage');
  const { width, height } = metadata.autoOrient;
  const { minWidth, minHeight } = productPhotoRules;
  if (width < minWidth || height < minHeight)
    throw refuse('productPhotosApi.tooSmall', { minWidth, minHeight, width, height });
  // Decoding every pixel is the only proof the file is whole; a thumbnail is the cheapest way.
  await image
    .clone()
    .resize(80, 80)
    .raw()
    .toBuffer()
    .catch(() => {
      throw refuse('productPhotosApi.notAnImage');
    });
  return { contentType, width, height };
}
