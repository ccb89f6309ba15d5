import { findOption } from './options.ts';
import type { ConfigurableProduct, Configuration, ConfiguratorResult } from './types.ts';

/** The made-to-measure option selected in an attribute, with its allowed range. */
function selectedMeasureRange(
  product: ConfigurableProduct,
  configuration: Configuration,
  attributeId: number,
) {
  for (const optionId of configuration.optionIds) {
    const found = findOption(product.attributes, optionId);
    if (found?.attribute.id === attributeId && found.option.measureRange)
      return found.option.measureRange;
  }
  return null;
}

/**
 * A custom measure must lie within its option's range (cm, bounds included) and all the
 * measures together within the product's maximum total.
 */
export function setMeasure(
  product: ConfigurableProduct,
  configuration: Configuration,
  attributeId: number,
  valueCm: number,
): ConfiguratorResult {
  const range = selectedMeasureRange(product, configuration, attributeId);
  if (!range) return { ok: false, error: 'measure.not_custom' };
  if (!Number.isFinite(valueCm)) return { ok: false, error: 'measure.invalid' };
  if (valueCm < range.minCm)
    return { ok: false, error: 'measure.below_minimum', limit: range.minCm };
  if (valueCm > range.maxCm)
    return { ok: false, error: 'measure.above_maximum', limit: range.maxCm };
  const measures = { ...configuration.measures, [attributeId]: valueCm };
  const total = Object.values(measures).reduce((sum, value) => sum + value, 0);
  if (product.maxTotalMeasureCm !== null && total > product.maxTotalMeasureCm) {
    return { ok: false, error: 'measure.total_above_maximum', limit: product.maxTotalMeasureCm };
  }
  return { ok: true, value: { ...configuration, measures } };
}

/** Attributes whose made-to-measure option is selected but whose measure is still missing. */
export function missingMeasures(
  product: ConfigurableProduct,
  configuration: Configuration,
): number[] {
  return product.attributes
    .filter(
      (attribute) =>
        selectedMeasureRange(product, configuration, attribute.id) &&
        configuration.measures[attribute.id] === undefined,
    )
    .map((attribute) => attribute.id);
}
