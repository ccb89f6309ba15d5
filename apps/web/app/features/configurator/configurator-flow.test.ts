import { sketchInput, startConfiguration } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { measuredScreen } from './measured-screen.fixture.ts';
import { stepBack, stepForward, stepPosition, type Stage } from './configurator-steps.ts';
import { plainConfiguration } from './plain-configuration.ts';
import { priceRequest } from './price-request.ts';

describe('configurator steps', () => {
  it('walks the groups, then the complement types, then the summary, and back', () => {
    let moved = {
      stage: { kind: 'group' } as Stage,
      configuration: startConfiguration(measuredScreen),
    };
    const visited = [stepPosition(measuredScreen, moved.configuration, moved.stage).position];
    for (let step = 0; step < 5; step += 1) {
      moved = stepForward(measuredScreen, moved.configuration, moved.stage);
      visited.push(stepPosition(measuredScreen, moved.configuration, moved.stage).position);
    }
    expect(visited).toEqual([1, 2, 3, 4, 5, 6]);
    expect(moved.stage).toEqual({ kind: 'summary' });
    moved = stepBack(measuredScreen, moved.configuration, moved.stage);
    expect(moved.stage).toEqual({ kind: 'complements', typeId: 4 });
    moved = stepBack(
      measuredScreen,
      moved.configuration,
      stepBack(measuredScreen, moved.configuration, moved.stage).stage,
    );
    expect(moved.stage).toEqual({ kind: 'group' });
    expect(moved.configuration.currentAttributeId).toBe(5);
  });
});

describe('plain form configuration', () => {
  it('applies options and measures through the domain and keeps refused measures as typed', () => {
    const params = new URLSearchParams(
      'configurar=1&option-2=29&option-4=-11&measure-4=250&option-5=-12&measure-5=195&quantity=2',
    );
    const plain = plainConfiguration(measuredScreen, params);
    expect(plain?.configuration).toMatchObject({
      optionIds: [29, -11, -12],
      measures: { 5: 195 },
      quantity: 2,
    });
    expect(plain?.issues).toEqual([{ error: 'measure.above_maximum', attributeId: 4, limit: 180 }]);
    expect(plain?.measureTexts).toEqual({ 4: '250', 5: '195' });
    expect(plainConfiguration(measuredScreen, new URLSearchParams())).toBeNull();
  });
});

describe('sketch and price request', () => {
  const params = new URLSearchParams(
    'configurar=1&option-2=29&option-4=-11&measure-4=95&option-5=-12&measure-5=195',
  );
  const configuration =
    plainConfiguration(measuredScreen, params)?.configuration ?? startConfiguration(measuredScreen);

  it('draws the typed measures and puts the fixed panel on the chosen side', () => {
    expect(sketchInput(measuredScreen, configuration)).toEqual({
      widthCm: 95,
      heightCm: 195,
      widthKnown: true,
      heightKnown: true,
      fixedSide: 'right',
      tray: null,
    });
    expect(sketchInput(measuredScreen, startConfiguration(measuredScreen))).toBeNull();
  });

  it('sends ids and measures only', () => {
    expect(priceRequest(configuration)).toEqual({
      quantity: 1,
      option_ids: [29, -11, -12],
      measures: { 4: 95, 5: 195 },
      complements: [],
      installation: null,
    });
  });
});
