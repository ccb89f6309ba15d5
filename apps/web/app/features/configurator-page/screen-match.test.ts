import type { ProductConfiguratorData } from '@shop/api/contracts';
import {
  plainConfiguration,
  plainConfigurationParams,
} from '../configurator/plain-configuration.ts';
import { measuredScreen } from '../configurator/measured-screen.fixture.ts';
import { describe, expect, it } from 'vitest';
import { measuresSketch } from './measures-sketch.ts';
import { readMeasure, readScreenChoices } from './screen-choices.ts';
import { fitScreens, overallRanges, screenCandidates, someAccepts } from './screen-match.ts';

/** A corner screen: no opening choice, narrower, with a tight maximum total. */
const cornerScreen: ProductConfiguratorData = {
  ...measuredScreen,
  id: 21,
  ref: 'LUCE-CM',
  maxTotalMeasureCm: 300,
  attributes: measuredScreen.attributes
    .filter((attribute) => attribute.slug !== 'apertura')
    .map((attribute) =>
      attribute.slug === 'width-attr'
        ? {
            ...attribute,
            options: attribute.options.map((option) => ({
              ...option,
              measureRange: { minCm: 60, maxCm: 120 },
            })),
          }
        : attribute,
    ),
};

describe('reading the form', () => {
  it('reads shape, opening and measures, with comma decimals', () => {
    const choices = readScreenChoices(
      new URLSearchParams('forma=angular&apertura=derecha&ancho=95,5&alto=195'),
    );
    expect(choices.shape?.key).toBe('angular');
    expect(choices.openingSlug).toBe('derecha');
    expect(choices.width).toEqual({ text: '95,5', cm: 95.5, error: null });
    expect(choices.height.cm).toBe(195);
  });

  it('ignores an unknown shape and says what is wrong with a measure', () => {
    expect(readScreenChoices(new URLSearchParams('forma=redonda')).shape).toBeNull();
    expect(readMeasure(null)).toEqual({ text: '', cm: null, error: null });
    expect(readMeasure(' ').error).toBe('measure.required');
    expect(readMeasure('12O').error).toBe('measure.invalid');
    expect(readMeasure('-5').error).toBe('measure.invalid');
  });
});

describe('matching the models', () => {
  it('chooses the standard options and the customer’s opening', () => {
    const [kala] = screenCandidates([measuredScreen], 'derecha');
    expect(kala?.configuration.optionIds).toEqual(expect.arrayContaining([29, -11, -12]));
    expect(kala?.configuration.optionIds).not.toContain(28);
  });

  it('leaves out a model without the chosen opening, keeps one without any opening', () => {
    const candidates = screenCandidates([measuredScreen, cornerScreen], 'arriba');
    expect(candidates.map((candidate) => candidate.product.id)).toEqual([21]);
  });

  it('spans the ranges of the models and refuses what none takes', () => {
    const candidates = screenCandidates([measuredScreen, cornerScreen], 'izquierda');
    expect(overallRanges(candidates)).toEqual({
      width: { minCm: 60, maxCm: 180 },
      height: { minCm: 180, maxCm: 200 },
    });
    expect(someAccepts(candidates, 'width', 65)).toBe(true);
    expect(someAccepts(candidates, 'width', 181)).toBe(false);
    expect(someAccepts(candidates, 'height', 179)).toBe(false);
    expect(overallRanges([])).toBeNull();
  });

  it('keeps the models that take both measures, the maximum total included', () => {
    const candidates = screenCandidates([measuredScreen, cornerScreen], 'izquierda');
    const { fitting, misfits } = fitScreens(candidates, { width: 119, height: 195 });
    // 119 + 195 passes the corner screen's 300 cm total: only the sliding screen fits.
    expect(fitting.map(({ candidate }) => candidate.product.id)).toEqual([3]);
    expect(fitting[0]?.configuration.measures).toEqual({ 4: 119, 5: 195 });
    expect(misfits.map((candidate) => candidate.product.id)).toEqual([21]);
    expect(fitScreens(candidates, { width: 100, height: 190 }).fitting).toHaveLength(2);
  });

  it('links to a product page whose configurator reads the same configuration back', () => {
    const [candidate] = screenCandidates([measuredScreen], 'derecha');
    if (!candidate) throw new Error('the sliding screen is a candidate');
    const [fit] = fitScreens([candidate], { width: 120, height: 195 }).fitting;
    if (!fit) throw new Error('120 x 195 fits');
    const params = plainConfigurationParams(measuredScreen, fit.configuration);
    expect(params.get('measure-4')).toBe('120');
    const read = plainConfiguration(measuredScreen, params);
    expect(read?.issues).toEqual([]);
    expect(read?.configuration.optionIds).toEqual(fit.configuration.optionIds);
    expect(read?.configuration.measures).toEqual(fit.configuration.measures);
  });
});

describe('the sketch of the typed measures', () => {
  const ranges = { width: { minCm: 70, maxCm: 180 }, height: { minCm: 180, maxCm: 200 } };

  it('draws nothing before a measure is typed', () => {
    expect(measuresSketch({ width: null, height: null }, ranges, 1)).toBeNull();
  });

  it('draws the typed measure and the middle of the range for the other', () => {
    expect(measuresSketch({ width: 120, height: null }, ranges, 2)).toEqual({
      widthCm: 120,
      heightCm: 190,
      widthKnown: true,
      heightKnown: false,
      fixedSide: 'right',
      tray: null,
    });
  });
});
