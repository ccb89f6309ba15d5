import { isProductPhoto } from '@shop/domain';
import { imageSrcSet, imageUrl, type ImageWidth } from '../../lib/image-url.ts';
import { useStorefront } from '../../lib/use-storefront.ts';

type CatalogImageProps = {
  publicId: string;
  alt: string;
  /** The intrinsic size to reserve (its ratio is what matters): nothing moves as it loads. */
  width: ImageWidth;
  height: number;
  /** Widths offered in the srcset; the browser picks one with `sizes`. */
  widths: readonly ImageWidth[];
  sizes: string;
  /** Above the fold: load at once and first. */
  priority?: boolean;
  className?: string;
};

export function CatalogImage({
  publicId,
  alt,
  width,
  height,
  widths,
  sizes,
  priority = false,
  className = '',
}: CatalogImageProps) {
  const { store } = useStorefront();
  const cdn = store.imageCdnUrl;
  // A staff photo is offered as AVIF, then WebP, then JPEG (a drawing stays WebP or PNG, which
  // the api picks by the Accept header: AVIF would cost its encoding and save nothing there).
  const photo = isProductPhoto(publicId);
  const fallback = photo ? 'jpeg' : undefined;
  const img = (
    <img
      src={imageUrl(cdn, publicId, width, fallback)}
      srcSet={imageSrcSet(cdn, publicId, widths, fallback)}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={className}
    />
  );
  if (!photo) return img;
  return (
    // display: contents, so the img stays the box its parent's layout sizes.
    <picture className="contents">
      <source type="image/avif" srcSet={imageSrcSet(cdn, publicId, widths, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={imageSrcSet(cdn, publicId, widths, 'webp')} sizes={sizes} />
      {img}
    </picture>
  );
}
