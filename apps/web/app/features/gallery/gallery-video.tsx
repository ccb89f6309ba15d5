import type { ProductVideo } from '@shop/api/contracts';

/**
 * An embedded player (iframe_url), or a plain video file in the browser's own player: the
 * catalogue has no caption tracks, so a <video> element of ours could not offer any.
 */
export function GalleryVideo({ video, title }: { video: ProductVideo; title: string }) {
  const src = video.iframe_url ?? video.url;
  if (!src) return null;
  return (
    <iframe
      src={src}
      title={title}
      loading="lazy"
      allow="fullscreen; picture-in-picture"
      className="size-full border-0 bg-ink"
    />
  );
}
