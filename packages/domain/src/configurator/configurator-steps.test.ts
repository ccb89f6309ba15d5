import { describe, expect, it } from 'vitest';
import {
  nextGroup,
  previousGroup,
  removeOption,
  selectOption,
  setQuantity,
  startConfiguration,
  type Configuration,
} from './index.ts';
import { showerScreen } from './shower-screen.fixture.ts';

function select(configuration: Configuration, ...optionIds: number[]): Configuration {
  return optionIds.reduce((current, optionId) => {
    const result = selectOption(showerScreen, current, optionId);
    if (!result.ok) throw new Error(result.error);
    return result.value;
  }, configuration);
}

describe('groups', () => {
  it('opens on the first group by position and walks forward, staying on the last', () => {
    let configuration = startConfiguration(showerScreen);
    const visited = [configuration.currentAttributeId];
    for (let step = 0; step < 4; step += 1) {
      configuration = nextGroup(showerScreen, configuration);
      visited.push(configuration.currentAttributeId);
    }
    expect(visited).toEqual([1, 2, 4, 3, 3]);
    expect(startConfiguration(showerScreen)).toMatchObject({
      quantity: 1,
      optionIds: [],
      variantId: null,
    });
  });

  it('goes back from the first group to the no-group state only when aesthetic attributes exist', () => {
    const first = startConfiguration(showerScreen);
    const noGroup = previousGroup(showerScreen, first);
    expect(noGroup.currentAttributeId).toBeNull();
    expect(nextGroup(showerScreen, noGroup).currentAttributeId).toBe(1);
    const plain = {
      ...showerScreen,
      attributes: showerScreen.attributes.map((attribute) => ({ ...attribute, aesthetic: false })),
    };
    expect(previousGroup(plain, first).currentAttributeId).toBe(1);
    expect(previousGroup(showerScreen, nextGroup(showerScreen, first)).currentAttributeId).toBe(1);
  });
});

describe('options and variants', () => {
  const start = startConfiguration(showerScreen);

  it('selects the variant whose options are all chosen', () => {
    expect(select(start, 11, 21).variantId).toBe(101);
  });

  it('replaces the option of a single-choice attribute and re-selects the variant', () => {
    const wider = select(start, 11, 21, 22);
    expect(wider.optionIds).toEqual([11, 22]);
    expect(wider.variantId).toBe(102);
  });

  it('has no variant when none matches', () => {
    expect(select(start, 12, 22).variantId).toBeNull();
    expect(removeOption(showerScreen, select(start, 11, 21), 21).variantId).toBeNull();
  });

  it('keeps several options of an open attribute', () => {
    expect(select(start, 31, 32, 31).optionIds).toEqual([31, 32]);
  });

  it('refuses an option the product does not have', () => {
    expect(selectOption(showerScreen, start, 999)).toEqual({
      ok: false,
      error: 'configurator.option_unknown',
    });
  });
});

describe('quantity', () => {
  it('is a whole number from 1', () => {
    const start = startConfiguration(showerScreen);
    expect(setQuantity(start, 0)).toEqual({ ok: false, error: 'quantity.invalid' });
    expect(setQuantity(start, 1.5)).toEqual({ ok: false, error: 'quantity.invalid' });
    expect(setQuantity(start, 3)).toMatchObject({ ok: true, value: { quantity: 3 } });
  });
});
