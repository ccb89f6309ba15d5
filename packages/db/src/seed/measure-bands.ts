import type { MeasureRange } from './catalogue/types.ts';

export interface MeasureBand {
  minCm: number;
  maxCm: number;
  /** Surcharge in cents over the product's price, the same in both stores. */
  price: number;
}

/** Width bands every 20 cm, height bands every 10 cm, each dearer than the one before. */
const bandSteps = {
  'width-attr': { cm: 20, price: 2500 },
  'height-attr': { cm: 10, price: 1500 },
} as const;

/**
 * A made-to-measure range cut into price bands: the first from the range's minimum at no
 * surcharge, each next one starting a centimetre after the previous ends (measures are whole
 * centimetres), the last ending at the range's maximum.
 */
export function measureBands(range: MeasureRange): MeasureBand[] {
  const step = bandSteps[range.attribute];
  const bands: MeasureBand[] = [];
  for (let k = 0; k === 0 || range.minCm + k * step.cm < range.maxCm; k += 1)
    bands.push({
      minCm: k === 0 ? range.minCm : range.minCm + k * step.cm + 1,
      maxCm: Math.min(range.maxCm, range.minCm + (k + 1) * step.cm),
      price: k * step.price,
    });
  return bands;
}
