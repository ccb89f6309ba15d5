import type { SketchInput } from '@shop/domain';
import { ScreenSketch } from '@shop/ui';
import type { RowSketch } from '../lib/staff-api-types.ts';
import { useStaffLanguage } from '../lib/staff-translator.tsx';

/** The api's sketch of a made-to-measure row, in the shape the shared drawing takes. */
function sketchInputOf(sketch: RowSketch): SketchInput {
  return {
    widthCm: sketch.width_cm,
    heightCm: sketch.height_cm,
    widthKnown: sketch.width_known,
    heightKnown: sketch.height_known,
    fixedSide: sketch.fixed_side,
    tray: sketch.tray,
  };
}

/** A made-to-measure row drawn to scale, as the storefront drew it for the customer. */
export function OrderRowSketch({ rowId, sketch }: { rowId: number; sketch: RowSketch }) {
  const { t } = useStaffLanguage();
  return (
    <figure className="mt-2 w-44 rounded border border-brand-100 bg-white p-2 font-normal sm:w-56">
      <ScreenSketch
        sketch={sketchInputOf(sketch)}
        className="h-auto w-full"
        words={{
          describe: (measures, tray) =>
            t(
              tray ? 'staffApp.order.sketch.trayDescription' : 'staffApp.order.sketch.description',
              measures,
            ),
          fixed: t('staffApp.order.sketch.fixed'),
          door: t('staffApp.order.sketch.door'),
        }}
      />
      <figcaption className="text-center text-xs text-ink-soft">
        <span className="sr-only">{t('staffApp.order.sketch.title', { id: rowId })} · </span>
        {t('staffApp.order.sketch.scale')}
      </figcaption>
    </figure>
  );
}
