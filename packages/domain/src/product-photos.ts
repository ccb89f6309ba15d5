/**
 * Product photos staff upload (issue 16). Their public ids start with this folder, which tells
 * the api to read them from its file store and the storefront to offer AVIF and WebP sources.
 */
export const productPhotoFolder = 'photos/';

export const isProductPhoto = (publicId: string) => publicId.startsWith(productPhotoFolder);

/** What an upload may be: a phone's or a camera's photo, not a poster print. */
export const productPhotoRules = {
  types: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
  maxBytes: 15 * 1024 * 1024,
  /** The gallery shows 865x600: a smaller photo would look blurred there. */
  minWidth: 600,
  minHeight: 400,
} as const;
