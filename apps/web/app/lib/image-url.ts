/**
 * An image of the catalogue at a given width: the edition's image CDN address ('/media' in
 * the demo, served by the web's media route) + '/' + public id + '?w='.
 */
export function imageUrl(cdnUrl: string, publicId: string, width: ImageWidth): string {
  return `${cdnUrl.replace(/\/+$/, '')}/${publicId}?w=${width}`;
}

export function imageSrcSet(
  cdnUrl: string,
  publicId: string,
  widths: readonly ImageWidth[],
): string {
  return widths.map((width) => `${imageUrl(cdnUrl, publicId, width)} ${width}w`).join(', ');
}

/** The widths the api renders (SPEC section 9 gallery sizes); a srcset offers only these. */
export type ImageWidth = 80 | 160 | 320 | 480 | 640 | 865 | 1200 | 1500;
