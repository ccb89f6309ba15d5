import { describe, expect, it } from 'vitest';
import {
  addComplement,
  configurationIssues,
  finalRef,
  priceConfiguration,
  selectComplementOption,
  selectOption,
  setMeasure,
  setQuantity,
  startConfiguration,
  type Configuration,
  type ConfiguratorResult,
} from './index.ts';
import { InvalidAmountError } from '../money.ts';
import {
  installationCities,
  showerScreen,
  showerTray,
  towelRail,
} from './shower-screen.fixture.ts';

function value<T>(result: ConfiguratorResult<T>): T {
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

function select(configuration: Configuration, ...optionIds: number[]): Configuration {
  return optionIds.reduce(
    (current, optionId) => value(selectOption(showerScreen, current, optionId)),
    configuration,
  );
}

const start = startConfiguration(showerScreen);

describe('custom measures', () => {
  const custom = select(start, 11, 23);

  it('accept values between the minimum and maximum, bounds included', () => {
    expect(setMeasure(showerScreen, custom, 2, 69)).toEqual({
      ok: false,
      error: 'measure.below_minimum',
      limit: 70,
    });
    expect(setMeasure(showerScreen, custom, 2, 181)).toEqual({
      ok: false,
      error: 'measure.above_maximum',
      limit: 180,
    });
    expect(value(setMeasure(showerScreen, custom, 2, 70)).measures).toEqual({ 2: 70 });
    expect(setMeasure(showerScreen, select(start, 21), 2, 90)).toEqual({
      ok: false,
      error: 'measure.not_custom',
    });
  });

  it('keep their total within the product maximum', () => {
    const wide = value(setMeasure(showerScreen, select(custom, 41), 2, 180));
    expect(setMeasure(showerScreen, wide, 4, 181)).toEqual({
      ok: false,
      error: 'measure.total_above_maximum',
      limit: 360,
    });
    expect(value(setMeasure(showerScreen, wide, 4, 180)).measures).toEqual({ 2: 180, 4: 180 });
  });

  it('are forgotten when a standard option replaces the custom one', () => {
    const measured = value(setMeasure(showerScreen, custom, 2, 95));
    expect(select(measured, 21).measures).toEqual({});
  });

  it('end up in final_ref after the option refs the variant does not cover', () => {
    const measured = value(setMeasure(showerScreen, select(custom, 41, 31), 2, 95));
    expect(finalRef(showerScreen, value(setMeasure(showerScreen, measured, 4, 195)))).toBe(
      'MAMP-CROMO-MEDIDA-ALTO-ANTICAL-95x195',
    );
    expect(finalRef(showerScreen, select(start, 31, 11, 21))).toBe('MAMP-CR-100-ANTICAL');
  });
});

describe('configurationIssues', () => {
  it('lists required groups and missing measures', () => {
    expect(configurationIssues(showerScreen, start)).toEqual([
      { error: 'configurator.option_required', attributeId: 1 },
      { error: 'configurator.option_required', attributeId: 2 },
    ]);
    expect(configurationIssues(showerScreen, select(start, 11, 23))).toEqual([
      { error: 'measure.required', attributeId: 2 },
    ]);
    expect(configurationIssues(showerScreen, select(start, 11, 21))).toEqual([]);
  });

  it('catches what a tampered request could send', () => {
    const tampered = {
      ...select(start, 11, 21),
      optionIds: [11, 12, 21, 999],
      measures: { 2: 500 },
      quantity: 0,
    };
    expect(configurationIssues(showerScreen, tampered).map((issue) => issue.error)).toEqual([
      'quantity.invalid',
      'configurator.option_unknown',
      'configurator.single_choice',
      'measure.not_custom',
    ]);
  });
});

describe('configurationIssues of complements', () => {
  const withTray = (optionIds: number[]) => ({
    ...select(start, 11, 21),
    complements: [{ complementId: 501, typeId: 100, optionIds, variantId: null }],
  });

  it('checks a complement like the product: required choice, one option, its own options', () => {
    const complements = [showerTray, towelRail];
    expect(configurationIssues(showerScreen, withTray([]), complements)).toEqual([
      { error: 'configurator.option_required', attributeId: 51 },
    ]);
    expect(
      configurationIssues(showerScreen, withTray([5101, 5102]), complements).map(
        (issue) => issue.error,
      ),
    ).toEqual(['configurator.single_choice']);
    expect(
      configurationIssues(showerScreen, withTray([11]), complements).map((issue) => issue.error),
    ).toEqual(['configurator.option_unknown', 'configurator.option_required']);
    expect(configurationIssues(showerScreen, withTray([5102]), complements)).toEqual([]);
  });

  it('refuses a complement that is not offered for the product', () => {
    expect(
      configurationIssues(showerScreen, withTray([5101]), [towelRail]).map((issue) => issue.error),
    ).toEqual(['configurator.complement_unknown']);
  });
});

describe('priceConfiguration', () => {
  const configured = (() => {
    const chosen = select(start, 11, 21, 31);
    const withTray = value(
      selectComplementOption(
        value(addComplement(showerScreen, chosen, showerTray)),
        showerTray,
        5102,
      ),
    );
    const withRail = value(addComplement(showerScreen, withTray, towelRail));
    const installation = {
      disassembly: false,
      preMeasurement: false,
      cityId: 28,
      distance: 500 as const,
    };
    return { ...value(setQuantity(withRail, 2)), installation };
  })();
  const input = {
    product: showerScreen,
    complements: [showerTray, towelRail],
    configuration: configured,
    installationCities,
  };

  it('adds variant, options, complements and installation for a private buyer', () => {
    const price = value(priceConfiguration({ ...input, customerType: 'client' }));
    expect(price.unit).toEqual({
      product: 30000,
      options: 4000,
      complements: 16500 + 2 * 2000,
      complementOptions: 0,
      total: 54500,
    });
    expect(price.products).toBe(109000);
    expect(price.installation?.total).toBe(2420);
    expect(price.total).toBe(111420);
  });

  it('uses professional prices for professionals', () => {
    const price = value(priceConfiguration({ ...input, customerType: 'professional' }));
    expect(price.unit.total).toBe(24000 + 3500 + 13000 + 2 * 1600);
  });

  it('prices options outside the variant and follows quantity into the installation', () => {
    const custom = value(setMeasure(showerScreen, select(start, 12, 23), 2, 95));
    const price = value(
      priceConfiguration({
        ...input,
        configuration: { ...custom, quantity: 3, installation: configured.installation },
        customerType: 'client',
      }),
    );
    expect(price.unit.total).toBe(30000 + 3000 + 6000);
    expect(price.installation?.cost).toBe(29040);
  });

  it('refuses complements and options it cannot price', () => {
    expect(
      priceConfiguration({ ...input, complements: [showerTray], customerType: 'client' }),
    ).toEqual({ ok: false, error: 'configurator.complement_unknown' });
    const unknownOption = { ...configured, optionIds: [999] };
    expect(
      priceConfiguration({ ...input, configuration: unknownOption, customerType: 'client' }),
    ).toEqual({ ok: false, error: 'configurator.option_unknown' });
  });

  it('refuses, as a bug, quantities and prices that are not whole and safe', () => {
    const priced = (changes: Partial<typeof input>) => () =>
      priceConfiguration({ ...input, ...changes, customerType: 'client' });
    expect(priced({ configuration: { ...configured, quantity: 1.5 } })).toThrow(InvalidAmountError);
    expect(priced({ configuration: { ...configured, quantity: 0 } })).toThrow(InvalidAmountError);
    expect(
      priced({ product: { ...showerScreen, prices: { client: Number.NaN, professional: 0 } } }),
    ).toThrow(InvalidAmountError);
    expect(priced({ complements: [showerTray, { ...towelRail, quantity: -2 }] })).toThrow(
      InvalidAmountError,
    );
    // Safe alone, past Number.MAX_SAFE_INTEGER for the two rails of each screen.
    const dearRail = { ...towelRail, prices: { client: 2 ** 52, professional: 0 } };
    expect(priced({ complements: [showerTray, dearRail] })).toThrow(InvalidAmountError);
  });
});
