import type { ProductImage, ProductVideo } from '@shop/api/contracts';
import { lazy, Suspense, useRef, useState } from 'react';
import { CatalogImage } from '../../components/ui/catalog-image.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { useTranslate } from '../../lib/use-storefront.ts';
import { galleryItems, phoneQuery } from './gallery-items.ts';
import { VideoPoster } from './gallery-video.tsx';

// The full-screen viewer and the video modal are fetched when the customer first opens them.
const GalleryModal = lazy(() =>
  import('./gallery-modal.tsx').then((module) => ({ default: module.GalleryModal })),
);
const VideoModal = lazy(() =>
  import('./video-modal.tsx').then((module) => ({ default: module.VideoModal })),
);

const slideWidths = [480, 640, 865, 1200] as const;

/**
 * The product's pictures and videos in a CSS scroll-snap strip: it swipes on touch screens
 * and the thumbnails are anchors, so it works before (and without) JavaScript and costs no
 * library bytes (Embla would add ~7 KB gzip for the same behaviour). Main slides are 865x600,
 * thumbnails 80x80 (SPEC section 9).
 */
export function ProductGallery({
  images,
  videos,
  name,
}: {
  images: readonly ProductImage[];
  videos: readonly ProductVideo[];
  name: string;
}) {
  const t = useTranslate();
  const items = galleryItems(images, videos);
  const strip = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const [opened, setOpened] = useState<{ index: number; fullImage: boolean } | null>(null);
  const [playing, setPlaying] = useState<number | null>(null);

  const show = (index: number) => {
    const list = strip.current;
    if (!list) return;
    list.scrollTo({ left: index * list.clientWidth, behavior: 'smooth' });
  };
  const total = items.length;
  const playingItem = playing === null ? undefined : items[playing];
  if (total === 0) return null;

  return (
    <section aria-label={t('product.gallery.label')} className="min-w-0">
      <div className="relative overflow-hidden rounded-2xl bg-white ring-1 ring-line">
        <ul
          ref={strip}
          onScroll={(event) => {
            const list = event.currentTarget;
            setCurrent(Math.round(list.scrollLeft / Math.max(list.clientWidth, 1)));
          }}
          className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none]"
        >
          {items.map((item, index) => (
            <li
              key={item.key}
              id={`gallery-slide-${index}`}
              aria-label={t('product.gallery.image', { position: index + 1, total })}
              className="aspect-[865/600] w-full shrink-0 snap-center"
            >
              {item.kind === 'image' ? (
                <button
                  type="button"
                  onClick={() =>
                    setOpened({ index, fullImage: window.matchMedia(phoneQuery).matches })
                  }
                  aria-label={t('product.gallery.open', { position: index + 1 })}
                  className="block size-full cursor-zoom-in p-4"
                >
                  <CatalogImage
                    publicId={item.publicId}
                    alt={item.alt || (index === 0 ? name : '')}
                    width={865}
                    height={600}
                    widths={slideWidths}
                    sizes="(min-width: 1024px) 640px, 100vw"
                    priority={index === 0}
                    className="size-full object-contain"
                  />
                </button>
              ) : (
                <button
                  type="button"
                  onClick={() => setPlaying(index)}
                  aria-label={t('product.gallery.play', { position: index + 1 })}
                  className="block size-full"
                >
                  <VideoPoster video={item.video} size="slide" />
                </button>
              )}
            </li>
          ))}
        </ul>
        {total > 1 && (
          <>
            <StepButton
              label={t('product.gallery.previous')}
              icon="chevronLeft"
              disabled={current === 0}
              onClick={() => show(current - 1)}
              className="left-3"
            />
            <StepButton
              label={t('product.gallery.next')}
              icon="chevronRight"
              disabled={current >= total - 1}
              onClick={() => show(current + 1)}
              className="right-3"
            />
            <p className="absolute bottom-3 right-3 rounded-full bg-ink/70 px-2.5 py-0.5 text-xs font-semibold text-white">
              {current + 1} / {total}
            </p>
          </>
        )}
      </div>
      {total > 1 && (
        <ul
          aria-label={t('product.gallery.thumbnails')}
          className="mt-3 flex gap-2 overflow-x-auto pb-1"
        >
          {items.map((item, index) => (
            <li key={item.key} className="shrink-0">
              <a
                href={`#gallery-slide-${index}`}
                aria-label={
                  item.kind === 'video'
                    ? t('product.gallery.play', { position: index + 1 })
                    : t('product.gallery.show', { position: index + 1 })
                }
                aria-current={index === current ? 'true' : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  show(index);
                  // A video's thumbnail plays it: the strip's slide is only its poster.
                  if (item.kind === 'video') setPlaying(index);
                }}
                className={`flex size-20 items-center justify-center overflow-hidden rounded-lg bg-white ring-2 ${index === current ? 'ring-brand-700' : 'ring-line hover:ring-brand-200'}`}
              >
                {item.kind === 'image' ? (
                  <CatalogImage
                    publicId={item.publicId}
                    alt=""
                    width={80}
                    height={80}
                    widths={[80, 160]}
                    sizes="80px"
                    className="size-full object-contain p-1"
                  />
                ) : (
                  <VideoPoster video={item.video} size="thumbnail" />
                )}
              </a>
            </li>
          ))}
        </ul>
      )}
      {playingItem?.kind === 'video' && (
        <Suspense fallback={null}>
          <VideoModal
            video={playingItem.video}
            title={t('product.gallery.video', { position: (playing ?? 0) + 1 })}
            onClose={() => setPlaying(null)}
          />
        </Suspense>
      )}
      {opened && (
        <Suspense fallback={null}>
          <GalleryModal
            items={items}
            start={opened.index}
            fullImage={opened.fullImage}
            name={name}
            onClose={() => setOpened(null)}
          />
        </Suspense>
      )}
    </section>
  );
}

function StepButton({
  label,
  icon,
  disabled,
  onClick,
  className,
}: {
  label: string;
  icon: 'chevronLeft' | 'chevronRight';
  disabled: boolean;
  onClick: () => void;
  className: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className={`absolute top-1/2 hidden size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink shadow ring-1 ring-line hover:bg-white disabled:opacity-0 md:flex ${className}`}
    >
      <Icon name={icon} className="size-5" />
    </button>
  );
}
