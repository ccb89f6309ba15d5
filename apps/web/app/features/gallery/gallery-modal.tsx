import { useEffect, useState } from 'react';
import { Icon } from '../../components/ui/icon.tsx';
import { imageUrl } from '../../lib/image-url.ts';
import { useStorefront, useTranslate } from '../../lib/use-storefront.ts';
import { OverlayDialog } from '../product-page/overlay-dialog.tsx';
import type { GalleryItem } from './gallery-items.ts';
import { GalleryVideo } from './gallery-video.tsx';

/**
 * gallery_full_screen on desktop and full_image at 767 px or less: every picture with arrows;
 * on a phone each opens at the screen's width (sharp at 1500 px, for the fingers to zoom), whole
 * and with the close button in sight.
 */
export function GalleryModal({
  items,
  start,
  fullImage,
  name,
  onClose,
}: {
  items: readonly GalleryItem[];
  start: number;
  fullImage: boolean;
  name: string;
  onClose: () => void;
}) {
  const t = useTranslate();
  const { store } = useStorefront();
  const [index, setIndex] = useState(start);
  const item = items[index];
  const total = items.length;
  const step = (by: number) => setIndex((current) => (current + by + total) % total);
  // The arrow keys page through the full-screen gallery, wherever focus is inside it.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') setIndex((current) => (current - 1 + total) % total);
      if (event.key === 'ArrowRight') setIndex((current) => (current + 1) % total);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [total]);
  return (
    <OverlayDialog
      open
      onClose={onClose}
      label={t('product.gallery.label')}
      tone="dark"
      className="m-0 h-dvh w-screen"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between px-4 py-3">
          <p className="text-sm font-semibold">
            {t('product.gallery.image', { position: index + 1, total })}
          </p>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('product.gallery.close')}
            className="flex size-11 items-center justify-center rounded-full bg-white/10 hover:bg-white/20"
          >
            <Icon name="close" />
          </button>
        </div>
        <div
          className={`relative flex-1 ${fullImage ? 'flex items-center overflow-auto' : 'flex items-center justify-center overflow-hidden px-16 pb-6'}`}
        >
          {item?.kind === 'image' && (
            <img
              src={imageUrl(store.imageCdnUrl, item.publicId, 1500)}
              width={1500}
              height={1040}
              alt={item.alt || name}
              className={
                fullImage ? 'h-auto w-full bg-white' : 'max-h-full w-auto bg-white object-contain'
              }
            />
          )}
          {item?.kind === 'video' && (
            <div className="aspect-video w-full max-w-5xl">
              <GalleryVideo
                video={item.video}
                title={t('product.gallery.video', { position: index + 1 })}
              />
            </div>
          )}
          {total > 1 && (
            <>
              <button
                type="button"
                onClick={() => step(-1)}
                aria-label={t('product.gallery.previous')}
                className="absolute left-3 top-1/2 flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-white/10 hover:bg-white/20"
              >
                <Icon name="chevronLeft" />
              </button>
              <button
                type="button"
                onClick={() => step(1)}
                aria-label={t('product.gallery.next')}
                className="absolute right-3 top-1/2 flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-white/10 hover:bg-white/20"
              >
                <Icon name="chevronRight" />
              </button>
            </>
          )}
        </div>
      </div>
    </OverlayDialog>
  );
}
