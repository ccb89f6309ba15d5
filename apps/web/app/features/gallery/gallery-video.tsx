import type { ProductVideo } from '@shop/api/contracts';
import { CatalogImage } from '../../components/ui/catalog-image.tsx';
import { imageUrl } from '../../lib/image-url.ts';
import { useStorefront } from '../../lib/use-storefront.ts';

/**
 * An embedded player (iframe_url), or a plain video file in the browser's own player with its
 * poster: rendered only once the customer opens the video, and even then the file waits for
 * the play button (preload="none"). The catalogue has no caption tracks to offer.
 */
export function GalleryVideo({
  video,
  title,
  autoPlay = false,
}: {
  video: ProductVideo;
  title: string;
  autoPlay?: boolean;
}) {
  const { store } = useStorefront();
  if (video.iframe_url)
    return (
      <iframe
        src={video.iframe_url}
        title={title}
        loading="lazy"
        allow="fullscreen; picture-in-picture"
        className="size-full border-0 bg-ink"
      />
    );
  if (!video.url) return null;
  return (
    // eslint-disable-next-line jsx-a11y/media-has-caption -- the catalogue's clips have no words and no caption tracks
    <video
      src={video.url}
      poster={
        video.thumbnail_public_id
          ? imageUrl(store.imageCdnUrl, video.thumbnail_public_id, 1200)
          : undefined
      }
      title={title}
      aria-label={title}
      controls
      playsInline
      preload="none"
      autoPlay={autoPlay}
      className="size-full bg-ink object-contain"
    />
  );
}

/** The video's poster (or a dark field) under a play badge: what the strip and thumbnails show. */
export function VideoPoster({ video, size }: { video: ProductVideo; size: 'slide' | 'thumbnail' }) {
  const slide = size === 'slide';
  return (
    <span className="relative flex size-full items-center justify-center bg-ink">
      {video.thumbnail_public_id && (
        <CatalogImage
          publicId={video.thumbnail_public_id}
          alt=""
          width={slide ? 865 : 80}
          height={slide ? 600 : 80}
          widths={slide ? [480, 640, 865, 1200] : [80, 160]}
          sizes={slide ? '(min-width: 1024px) 640px, 100vw' : '80px'}
          className="absolute inset-0 size-full object-cover"
        />
      )}
      <span
        aria-hidden="true"
        className={`relative flex items-center justify-center rounded-full bg-ink/75 text-white shadow ring-2 ring-white ${slide ? 'size-16 text-2xl' : 'size-8 text-xs'}`}
      >
        ▶
      </span>
    </span>
  );
}
