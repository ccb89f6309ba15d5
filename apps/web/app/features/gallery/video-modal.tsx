import type { ProductVideo } from '@shop/api/contracts';
import { Icon } from '../../components/ui/icon.tsx';
import { useTranslate } from '../../lib/use-storefront.ts';
import { OverlayDialog } from '../product-page/overlay-dialog.tsx';
import { GalleryVideo } from './gallery-video.tsx';

/**
 * The `video` modal (SPEC section 2): one product video over the page, playing at once since the
 * customer just asked for it; the file is fetched only now that the modal is open.
 */
export function VideoModal({
  video,
  title,
  onClose,
}: {
  video: ProductVideo;
  title: string;
  onClose: () => void;
}) {
  const t = useTranslate();
  return (
    <OverlayDialog
      open
      onClose={onClose}
      label={title}
      tone="dark"
      className="m-auto w-[min(100vw,64rem)] max-w-none rounded-none p-0 md:rounded-2xl"
    >
      <div className="flex items-center justify-between px-4 py-3">
        <p className="text-sm font-semibold">{title}</p>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('product.gallery.closeVideo')}
          className="flex size-11 items-center justify-center rounded-full bg-white/10 hover:bg-white/20"
        >
          <Icon name="close" />
        </button>
      </div>
      <div className="aspect-[4/3] max-h-[80dvh] w-full">
        <GalleryVideo video={video} title={title} autoPlay />
      </div>
    </OverlayDialog>
  );
}
