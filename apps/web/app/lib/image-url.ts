/** A format a `<picture>` source names in its URLs (the api renders each on request). */
export type ImageFormat = 'avif' | 'webp' | 'jpeg';

/**
 * An image of the catalogue at a given width: the edition's image CDN address ('/media' in
 * the demo, served by the web's media route) + '/' + public id + '?w=', and '&f=' when the
 * format is named (without it the api answers what the browser's Accept header takes).
 */
export function imageUrl(
  cdnUrl: string,
  publicId: string,
  width: ImageWidth,
  format?: ImageFormat,
): string {
  const named = format === undefined ? '' : `&f=${format}`;
  return `${cdnUrl.replace(/\/+$/, '')}/${publicId}?w=${width}${named}`;
}

export function imageSrcSet(
  cdnUrl: string,
  publicId: string,
  widths: readonly ImageWidth[],
  format?: ImageFormat,
): string {
  return widths.map((width) => `${imageUrl(cdnUrl, publicId, width, format)} ${width}w`).join(', ');
}

/** The widths the api renders (SPEC section 9 gallery sizes); a srcset offers only these. */
export type ImageWidth = 80 | 160 | 320 | 480 | 640 | 865 | 1200 | 1500;
