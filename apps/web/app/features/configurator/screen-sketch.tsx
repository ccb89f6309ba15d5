import type { SketchInput } from '@shop/domain';
import { ScreenSketch as ScaleDrawing } from '@shop/ui';
import { useTranslate } from '../../lib/use-storefront.ts';

/** The customer's screen or tray drawn to scale (@shop/ui), in the storefront's words. */
export function ScreenSketch(sketch: SketchInput) {
  const t = useTranslate();
  return (
    <figure className="rounded-xl bg-white p-3 ring-1 ring-line">
      <ScaleDrawing
        sketch={sketch}
        className="h-auto w-full"
        words={{
          describe: (measures, tray) =>
            t(
              tray
                ? 'product.configurator.sketch.trayDescription'
                : 'product.configurator.sketch.description',
              measures,
            ),
          fixed: t('product.configurator.sketch.fixed'),
          door: t('product.configurator.sketch.door'),
        }}
      />
      <figcaption className="mt-1 text-center text-xs text-ink-soft">
        {t('product.configurator.sketch.scale')}
      </figcaption>
    </figure>
  );
}
