import { describe, expect, it } from 'vitest';
import {
  configurationIssues,
  fromPrice,
  priceConfiguration,
  selectOption,
  setMeasure,
  startConfiguration,
  withMeasureBands,
  type ConfigurableProduct,
  type Configuration,
  type ConfiguratorResult,
} from './index.ts';
import { showerScreen } from './shower-screen.fixture.ts';

function value<T>(result: ConfiguratorResult<T>): T {
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

/** Chrome, made to measure (the 70-120 cm band, 60 €; 121-180 cm costs 90 €). */
const custom = [11, 23].reduce(
  (current, optionId) => value(selectOption(showerScreen, current, optionId)),
  startConfiguration(showerScreen),
);

function total(configuration: Configuration) {
  return value(
    priceConfiguration({
      product: showerScreen,
      complements: [],
      configuration,
      customerType: 'client',
      installationCities: [],
    }),
  ).total;
}

describe('measure bands', () => {
  it('price a measure at the band it falls in', () => {
    const narrow = value(setMeasure(showerScreen, custom, 2, 70));
    const wide = value(setMeasure(showerScreen, custom, 2, 160));
    expect(narrow.optionIds).toEqual([11, 23]);
    expect(wide.optionIds).toEqual([11, 24]);
    expect(total(narrow)).toBe(30000 + 6000);
    expect(total(wide)).toBe(30000 + 9000);
    // Typing a smaller measure again goes back to the cheaper band.
    expect(value(setMeasure(showerScreen, wide, 2, 120)).optionIds).toEqual([11, 23]);
  });

  it('refuse a measure outside every band with the overall limits', () => {
    expect(setMeasure(showerScreen, custom, 2, 69)).toMatchObject({ limit: 70 });
    expect(setMeasure(showerScreen, custom, 2, 181)).toMatchObject({ limit: 180 });
    expect(setMeasure(showerScreen, custom, 2, 120.5)).toEqual({
      ok: false,
      error: 'measure.invalid',
    });
  });

  it('do not let a client claim a cheaper band than its measure', () => {
    const tampered: Configuration = { ...custom, measures: { 2: 160 } };
    expect(configurationIssues(showerScreen, tampered)).toEqual([
      { error: 'measure.invalid', attributeId: 2 },
    ]);
    const rebanded = withMeasureBands(showerScreen, tampered);
    expect(rebanded.optionIds).toEqual([11, 24]);
    expect(configurationIssues(showerScreen, rebanded)).toEqual([]);
    expect(total(rebanded)).toBe(39000);
  });

  it('give the "from" price of the cheapest band', () => {
    // Standard widths removed: only the bands are left to choose.
    const measuredOnly: ConfigurableProduct = {
      ...showerScreen,
      attributes: showerScreen.attributes.map((attribute) =>
        attribute.id === 2
          ? { ...attribute, options: attribute.options.filter((option) => option.measureRange) }
          : attribute,
      ),
      variants: [],
    };
    const lowest = fromPrice({
      product: measuredOnly,
      customerType: 'client',
      oldPrices: { base: null, variants: new Map() },
    });
    expect(lowest?.price).toBe(30000 + 6000);
    expect(lowest?.configuration.measures).toEqual({ 2: 70 });
    expect(lowest?.varies).toBe(true);
  });
});
