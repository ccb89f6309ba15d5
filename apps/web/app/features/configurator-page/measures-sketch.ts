import { fixedSideOf, type SketchInput } from '@shop/domain';
import type { MeasureField, ScreenRanges } from './screen-match.ts';

/** Drawn before the models are known: a common shower screen. */
const fallbackCm: Record<MeasureField, number> = { width: 100, height: 200 };

/**
 * The sketch of the customer's measures, drawn once one is typed; the other is drawn at the
 * middle of what the shape's models accept, unlabelled (as the product configurator does).
 */
export function measuresSketch(
  measures: Record<MeasureField, number | null>,
  ranges: ScreenRanges | null,
  openingSide: number | null,
): SketchInput | null {
  if (measures.width === null && measures.height === null) return null;
  const middle = (field: MeasureField) =>
    ranges ? Math.round((ranges[field].minCm + ranges[field].maxCm) / 2) : fallbackCm[field];
  return {
    widthCm: measures.width ?? middle('width'),
    heightCm: measures.height ?? middle('height'),
    widthKnown: measures.width !== null,
    heightKnown: measures.height !== null,
    fixedSide: fixedSideOf(openingSide),
    tray: null,
  };
}
