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
  return (
    <img
      src={imageUrl(store.imageCdnUrl, publicId, width)}
      srcSet={imageSrcSet(store.imageCdnUrl, publicId, widths)}
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
}
