import { measureLimits } from './measure-bands.ts';
import type { Configuration, ConfiguratorAttribute, ConfiguratorOption } from './types.ts';

/** What the drawing of a made-to-measure screen or tray needs: the storefront and staff app draw it. */
export interface SketchInput {
  widthCm: number;
  heightCm: number;
  /** A measure not typed yet is drawn at the middle of its range and labelled '?'. */
  widthKnown: boolean;
  heightKnown: boolean;
  /** position_sketch of the opening option: 1 fixed panel on the left, 2 on the right. */
  fixedSide: 'left' | 'right' | null;
  /** A shower tray is drawn from above, with its drain (pool_position 1 centre, 2 short side, 3 long side). */
  tray: { drain: number | null } | null;
}

/** The option columns the drawing reads, beside the configurator's own. */
export interface SketchOption extends ConfiguratorOption {
  value_numeric: number | null;
  position_sketch: number | null;
  pool_position: number | null;
}

export interface SketchAttribute extends ConfiguratorAttribute {
  options: readonly SketchOption[];
}

/** The measure attributes a made-to-measure screen asks for, in cm. */
export const widthSlug = 'width-attr';
export const heightSlug = 'height-attr';
/** Shower trays choose where their drain goes. */
const poolSlug = 'pool-attr';

/** position_sketch of the opening option: 1 the fixed panel on the left, 2 on the right. */
export function fixedSideOf(positionSketch: number | null | undefined): SketchInput['fixedSide'] {
  return positionSketch === 1 ? 'left' : positionSketch === 2 ? 'right' : null;
}

/** Made-to-measure screens and trays are the ones with a width or height to type in. */
export function hasSketch(product: { attributes: readonly SketchAttribute[] }): boolean {
  return product.attributes.some(
    (attribute) => attribute.slug === widthSlug || attribute.slug === heightSlug,
  );
}

/** The measures typed in (or a chosen standard width) and the side of the fixed panel. */
export function sketchInput(
  product: { attributes: readonly SketchAttribute[] },
  configuration: Pick<Configuration, 'optionIds' | 'measures'>,
): SketchInput | null {
  const chosen = product.attributes.flatMap((attribute) =>
    attribute.options.filter((option) => configuration.optionIds.includes(option.id)),
  );
  const measureOf = (slug: string) => {
    const attribute = product.attributes.find((candidate) => candidate.slug === slug);
    const range = attribute && measureLimits(attribute);
    const typed = attribute ? configuration.measures[attribute.id] : undefined;
    return { typed, middle: range ? Math.round((range.minCm + range.maxCm) / 2) : undefined };
  };
  const standardWidth = chosen.find((option) => option.value_numeric !== null)?.value_numeric;
  const width = measureOf(widthSlug);
  const height = measureOf(heightSlug);
  const widthCm = width.typed ?? standardWidth ?? undefined;
  const heightCm = height.typed;
  // Drawn once one measure is known; the other keeps the middle of its range, unlabelled.
  if (widthCm === undefined && heightCm === undefined) return null;
  const side = chosen.find((option) => option.position_sketch !== null)?.position_sketch;
  return {
    widthCm: widthCm ?? width.middle ?? 100,
    heightCm: heightCm ?? height.middle ?? 200,
    widthKnown: widthCm !== undefined,
    heightKnown: heightCm !== undefined,
    fixedSide: fixedSideOf(side),
    tray: product.attributes.some((attribute) => attribute.slug === poolSlug)
      ? { drain: chosen.find((option) => option.pool_position !== null)?.pool_position ?? null }
      : null,
  };
}
