import type { ConfiguratorAttributeData, ProductConfiguratorData } from '@shop/api/contracts';
import {
  heightSlug,
  measureLimits,
  selectOption,
  setMeasure,
  startConfiguration,
  widthSlug,
  type Configuration,
} from '@shop/domain';

export type MeasureField = 'width' | 'height';
export type MeasureRange = { minCm: number; maxCm: number };
export type ScreenRanges = Record<MeasureField, MeasureRange>;

const measureSlugs: Record<MeasureField, string> = { width: widthSlug, height: heightSlug };
export const measureFields: readonly MeasureField[] = ['width', 'height'];

/** A made-to-measure model of the chosen shape, with its choices made except the measures. */
export type ScreenCandidate = {
  product: ProductConfiguratorData;
  ranges: ScreenRanges;
  configuration: Configuration;
};

function measureOf(product: ProductConfiguratorData, field: MeasureField) {
  const attribute = product.attributes.find((candidate) => candidate.slug === measureSlugs[field]);
  const range = attribute && measureLimits(attribute);
  return attribute && range ? { attributeId: attribute.id, range } : null;
}

/** The attribute whose options place the fixed panel (position_sketch): the screen's opening. */
export function openingAttribute(
  product: ProductConfiguratorData,
): ConfiguratorAttributeData | undefined {
  return product.attributes.find((attribute) =>
    attribute.options.some((option) => option.position_sketch !== null),
  );
}

/**
 * Every required choice at its first option (the standard finish), the customer's opening,
 * and the made-to-measure options that ask for the width and height.
 */
function standardConfiguration(
  product: ProductConfiguratorData,
  openingSlug: string | null,
): Configuration {
  const opening = openingAttribute(product);
  let configuration = startConfiguration(product);
  for (const attribute of product.attributes.filter((candidate) => candidate.required)) {
    const options = [...attribute.options].sort((a, b) => a.position - b.position);
    const chosen =
      (attribute.id === opening?.id
        ? options.find((option) => option.slug === openingSlug)
        : undefined) ?? options[0];
    const selected = chosen ? selectOption(product, configuration, chosen.id) : null;
    if (selected?.ok) configuration = selected.value;
  }
  return configuration;
}

/**
 * The models that can be made for the customer: both measures to type, and the chosen opening
 * when the model has one (a model without an opening choice fits any).
 */
export function screenCandidates(
  products: readonly ProductConfiguratorData[],
  openingSlug: string | null,
): ScreenCandidate[] {
  return products.flatMap((product) => {
    const width = measureOf(product, 'width');
    const height = measureOf(product, 'height');
    const opening = openingAttribute(product);
    if (!width || !height) return [];
    if (opening && !opening.options.some((option) => option.slug === openingSlug)) return [];
    return [
      {
        product,
        ranges: { width: width.range, height: height.range },
        configuration: standardConfiguration(product, openingSlug),
      },
    ];
  });
}

/** From the smallest minimum to the largest maximum the candidates accept, per measure. */
export function overallRanges(candidates: readonly ScreenCandidate[]): ScreenRanges | null {
  if (candidates.length === 0) return null;
  const span = (field: MeasureField): MeasureRange => ({
    minCm: Math.min(...candidates.map((candidate) => candidate.ranges[field].minCm)),
    maxCm: Math.max(...candidates.map((candidate) => candidate.ranges[field].maxCm)),
  });
  return { width: span('width'), height: span('height') };
}

function withMeasure(
  candidate: ScreenCandidate,
  configuration: Configuration,
  field: MeasureField,
  cm: number,
) {
  const measure = measureOf(candidate.product, field);
  return measure ? setMeasure(candidate.product, configuration, measure.attributeId, cm) : null;
}

/** Whether some candidate takes this measure on its own (the domain's range rule). */
export function someAccepts(
  candidates: readonly ScreenCandidate[],
  field: MeasureField,
  cm: number,
): boolean {
  return candidates.some(
    (candidate) => withMeasure(candidate, candidate.configuration, field, cm)?.ok === true,
  );
}

/**
 * The candidates split by whether they take both measures together (ranges and the maximum
 * total, by the domain's rules); the fitting ones carry the complete configuration to price.
 */
export function fitScreens(
  candidates: readonly ScreenCandidate[],
  measures: Record<MeasureField, number>,
) {
  const fitting: { candidate: ScreenCandidate; configuration: Configuration }[] = [];
  const misfits: ScreenCandidate[] = [];
  for (const candidate of candidates) {
    const width = withMeasure(candidate, candidate.configuration, 'width', measures.width);
    const both = width?.ok ? withMeasure(candidate, width.value, 'height', measures.height) : null;
    if (both?.ok) fitting.push({ candidate, configuration: both.value });
    else misfits.push(candidate);
  }
  return { fitting, misfits };
}
