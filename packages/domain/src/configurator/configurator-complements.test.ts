import { describe, expect, it } from 'vitest';
import {
  addComplement,
  nextComplementType,
  removeComplement,
  selectComplementOption,
  selectOption,
  startConfiguration,
  type Configuration,
  type ConfiguratorResult,
} from './index.ts';
import { showerScreen, showerTray, towelRail } from './shower-screen.fixture.ts';

function value(result: ConfiguratorResult): Configuration {
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

describe('complements', () => {
  const start = startConfiguration(showerScreen);

  it('cannot be added twice', () => {
    const withTray = value(addComplement(showerScreen, start, showerTray));
    expect(addComplement(showerScreen, withTray, showerTray)).toEqual({
      ok: false,
      error: 'configurator.complement_duplicate',
    });
  });

  it('chooses the complement variant from the complement options', () => {
    const withTray = value(addComplement(showerScreen, start, showerTray));
    const grey = value(selectComplementOption(withTray, showerTray, 5102));
    expect(grey.complements[0]).toMatchObject({ optionIds: [5102], variantId: 601 });
    const white = value(selectComplementOption(grey, showerTray, 5101));
    expect(white.complements[0]).toMatchObject({ optionIds: [5101], variantId: null });
  });

  it('drops a removed complement’s options and variant', () => {
    const grey = value(
      selectComplementOption(
        value(addComplement(showerScreen, start, showerTray)),
        showerTray,
        5102,
      ),
    );
    const removed = removeComplement(grey, showerTray.id);
    expect(removed.complements).toEqual([]);
    expect(value(addComplement(showerScreen, removed, showerTray)).complements[0]).toMatchObject({
      optionIds: [],
      variantId: null,
    });
  });

  it('skips and drops complement types locked by the selected options', () => {
    const withRail = value(addComplement(showerScreen, start, towelRail));
    const ownRail = value(selectOption(showerScreen, withRail, 32));
    expect(ownRail.complements).toEqual([]);
    expect(addComplement(showerScreen, ownRail, towelRail)).toEqual({
      ok: false,
      error: 'configurator.complement_type_locked',
    });
    expect(nextComplementType(showerScreen, ownRail, null)?.id).toBe(100);
    expect(nextComplementType(showerScreen, ownRail, 100)?.id).toBe(300);
    expect(nextComplementType(showerScreen, start, 100)?.id).toBe(200);
    expect(nextComplementType(showerScreen, start, 300)).toBeNull();
  });
});
