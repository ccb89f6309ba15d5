import { matchVariant } from './options.ts';
import type {
  ConfigurableProduct,
  Configuration,
  ConfiguratorAttribute,
  ConfiguratorOption,
} from './types.ts';

type Band = ConfiguratorOption & { measureRange: { minCm: number; maxCm: number } };

/**
 * A measured attribute's made-to-measure options are price bands: each covers a range of cm
 * (value_range_min..value_range_max, bounds included) at its own price, and the bands of one
 * attribute do not overlap. The measure typed chooses the band, never the customer.
 */
export function measureBands(attribute: ConfiguratorAttribute): Band[] {
  return attribute.options
    .filter((option): option is Band => option.measureRange !== null)
    .sort((a, b) => a.measureRange.minCm - b.measureRange.minCm);
}

/** The smallest and largest measure any band accepts; null when the attribute has no band. */
export function measureLimits(
  attribute: ConfiguratorAttribute,
): { minCm: number; maxCm: number } | null {
  const bands = measureBands(attribute);
  const first = bands[0];
  if (!first) return null;
  return {
    minCm: first.measureRange.minCm,
    maxCm: Math.max(...bands.map((band) => band.measureRange.maxCm)),
  };
}

/** The band whose range holds the measure, if any. */
export function measureBand(attribute: ConfiguratorAttribute, valueCm: number): Band | null {
  return (
    measureBands(attribute).find(
      (band) => valueCm >= band.measureRange.minCm && valueCm <= band.measureRange.maxCm,
    ) ?? null
  );
}

/** The band option selected in the attribute (the customer chose "my own measure"), if any. */
export function selectedBand(
  attribute: ConfiguratorAttribute,
  configuration: Configuration,
): Band | null {
  return measureBands(attribute).find((band) => configuration.optionIds.includes(band.id)) ?? null;
}

/** The configuration with the attribute's selected band replaced by `band`, in place. */
export function withBand(
  product: ConfigurableProduct,
  configuration: Configuration,
  attribute: ConfiguratorAttribute,
  band: Band,
): Configuration {
  const bandIds = new Set(measureBands(attribute).map((candidate) => candidate.id));
  const optionIds = [
    ...new Set(configuration.optionIds.map((id) => (bandIds.has(id) ? band.id : id))),
  ];
  return {
    ...configuration,
    optionIds,
    variantId: matchVariant(product.variants, optionIds)?.id ?? null,
  };
}

/**
 * The server's view of a configuration sent by a client: every measured attribute gets the
 * band its measure falls in, whatever band the client sent, so a cheaper band cannot be
 * claimed for a larger measure. Measures in no band are left for configurationIssues to refuse.
 */
export function withMeasureBands(
  product: ConfigurableProduct,
  configuration: Configuration,
): Configuration {
  let banded = configuration;
  for (const attribute of product.attributes) {
    const valueCm = configuration.measures[attribute.id];
    const band = valueCm === undefined ? null : measureBand(attribute, valueCm);
    if (band && selectedBand(attribute, banded))
      banded = withBand(product, banded, attribute, band);
  }
  return banded;
}
