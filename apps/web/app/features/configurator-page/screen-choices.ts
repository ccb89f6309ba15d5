import type { ConfiguratorError } from '@shop/domain';

/**
 * The shapes a customer picks from, each one made-to-measure listing: the shower screens of a
 * type (the `tipo` filter, whose option slugs are the subcategories' Spanish slugs in both
 * editions) or the bath screens. A shape without a made-to-measure model is not offered.
 */
export const screenShapes = [
  { key: 'frontal', category: 'shower', type: 'mamparas-de-ducha-frontales' },
  { key: 'angular', category: 'shower', type: 'mamparas-de-ducha-angulares' },
  { key: 'semicircular', category: 'shower', type: 'mamparas-de-ducha-semicirculares' },
  { key: 'fija', category: 'shower', type: 'mamparas-de-ducha-fijas' },
  { key: 'banera', category: 'bath', type: null },
] as const;
export type ScreenShape = (typeof screenShapes)[number];
export type ScreenShapeKey = ScreenShape['key'];

/** The GET parameters of the form: the same words in both editions, like the page's path. */
export const choiceParams = {
  shape: 'forma',
  opening: 'apertura',
  width: 'ancho',
  height: 'alto',
} as const;

/** A measure as typed: the text to show again, the value in cm, or why it cannot be read. */
export type MeasureEntry = { text: string; cm: number | null; error: ConfiguratorError | null };

/**
 * A typed measure. A field left empty is an error only once the form sent it (the browser's
 * live updates leave empty fields out); comma or point decimals are both read.
 */
export function readMeasure(text: string | null): MeasureEntry {
  const trimmed = text?.trim() ?? '';
  if (trimmed === '')
    return { text: '', cm: null, error: text === null ? null : 'measure.required' };
  const cm = Number(trimmed.replace(',', '.'));
  return Number.isFinite(cm) && cm > 0
    ? { text: trimmed, cm, error: null }
    : { text: trimmed, cm: null, error: 'measure.invalid' };
}

/** What the URL asks for; an unknown shape is no shape. */
export function readScreenChoices(params: URLSearchParams) {
  const shapeKey = params.get(choiceParams.shape);
  return {
    shape: screenShapes.find((shape) => shape.key === shapeKey) ?? null,
    openingSlug: params.get(choiceParams.opening),
    width: readMeasure(params.get(choiceParams.width)),
    height: readMeasure(params.get(choiceParams.height)),
  };
}
export type ScreenChoices = ReturnType<typeof readScreenChoices>;
