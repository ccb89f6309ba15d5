import { measureBand, measureLimits, selectedBand, withBand } from './measure-bands.ts';
import type { ConfigurableProduct, Configuration, ConfiguratorResult } from './types.ts';

/**
 * A custom measure must lie within its attribute's bands (cm, bounds included; the messages
 * quote the lowest band's minimum and the highest band's maximum) and all the measures
 * together within the product's maximum total. The measure selects the band it falls in, so
 * the band's price follows the measure.
 */
export function setMeasure(
  product: ConfigurableProduct,
  configuration: Configuration,
  attributeId: number,
  valueCm: number,
): ConfiguratorResult {
  const attribute = product.attributes.find((candidate) => candidate.id === attributeId);
  const limits = attribute && measureLimits(attribute);
  if (!attribute || !limits || !selectedBand(attribute, configuration))
    return { ok: false, error: 'measure.not_custom' };
  if (!Number.isFinite(valueCm)) return { ok: false, error: 'measure.invalid' };
  if (valueCm < limits.minCm)
    return { ok: false, error: 'measure.below_minimum', limit: limits.minCm };
  if (valueCm > limits.maxCm)
    return { ok: false, error: 'measure.above_maximum', limit: limits.maxCm };
  // Between two bands that leave a gap (80 to 81 cm, say): no band, so no price.
  const band = measureBand(attribute, valueCm);
  if (!band) return { ok: false, error: 'measure.invalid' };
  const measures = { ...configuration.measures, [attributeId]: valueCm };
  const total = Object.values(measures).reduce((sum, value) => sum + value, 0);
  if (product.maxTotalMeasureCm !== null && total > product.maxTotalMeasureCm) {
    return { ok: false, error: 'measure.total_above_maximum', limit: product.maxTotalMeasureCm };
  }
  return { ok: true, value: { ...withBand(product, configuration, attribute, band), measures } };
}

/** Attributes whose made-to-measure option is selected but whose measure is still missing. */
export function missingMeasures(
  product: ConfigurableProduct,
  configuration: Configuration,
): number[] {
  return product.attributes
    .filter(
      (attribute) =>
        selectedBand(attribute, configuration) &&
        configuration.measures[attribute.id] === undefined,
    )
    .map((attribute) => attribute.id);
}
