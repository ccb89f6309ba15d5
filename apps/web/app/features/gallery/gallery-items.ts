import type { ProductImage, ProductVideo } from '@shop/api/contracts';

export type GalleryItem =
  | { kind: 'image'; key: string; publicId: string; alt: string }
  | { kind: 'video'; key: string; video: ProductVideo };

/**
 * Principal picture first, then detail, ambience, sketch... (each type in the order staff gave
 * it: the sort is stable); the videos close the strip.
 */
export function galleryItems(
  images: readonly ProductImage[],
  videos: readonly ProductVideo[],
): GalleryItem[] {
  const pictures = [...images]
    .filter((image) => image.type !== 600)
    .sort((a, b) => a.type - b.type)
    .map((image): GalleryItem => ({
      kind: 'image',
      key: `i${image.id}`,
      publicId: image.public_id,
      alt: image.alt,
    }));
  const clips = videos
    .filter((video) => video.iframe_url || video.url)
    .map((video): GalleryItem => ({ kind: 'video', key: `v${video.id}`, video }));
  return [...pictures, ...clips];
}

/** At 767 px or less a click opens the full-image modal, above it the full-screen gallery. */
export const phoneQuery = '(max-width: 767px)';
