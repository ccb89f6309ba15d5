import type { ProductConfiguratorData } from '@shop/api/contracts';
import {
  availableComplementTypes,
  nextComplementType,
  nextGroup,
  orderedGroups,
  previousGroup,
  type Configuration,
} from '@shop/domain';

/** Where the sidebar is: an attribute group (the configuration's current one), a complement type, the summary. */
export type Stage =
  { kind: 'group' } | { kind: 'complements'; typeId: number } | { kind: 'summary' };

type Moved = { stage: Stage; configuration: Configuration };

/** After the last group come the complement types not locked by the options, then the summary. */
export function stepForward(
  product: ProductConfiguratorData,
  configuration: Configuration,
  stage: Stage,
): Moved {
  if (stage.kind === 'summary') return { stage, configuration };
  if (stage.kind === 'group') {
    const groups = orderedGroups(product);
    const onLast = groups.length === 0 || groups.at(-1)?.id === configuration.currentAttributeId;
    if (!onLast) return { stage, configuration: nextGroup(product, configuration) };
  }
  const type = nextComplementType(
    product,
    configuration,
    stage.kind === 'complements' ? stage.typeId : null,
  );
  return {
    stage: type ? { kind: 'complements', typeId: type.id } : { kind: 'summary' },
    configuration,
  };
}

export function stepBack(
  product: ProductConfiguratorData,
  configuration: Configuration,
  stage: Stage,
): Moved {
  if (stage.kind === 'group')
    return { stage, configuration: previousGroup(product, configuration) };
  const types = availableComplementTypes(product, configuration);
  const index =
    stage.kind === 'summary' ? types.length : types.findIndex((type) => type.id === stage.typeId);
  const previous = types[index - 1];
  return {
    stage: previous ? { kind: 'complements', typeId: previous.id } : { kind: 'group' },
    configuration,
  };
}

/** 'Step 3 of 6': groups, then available complement types, then the summary. */
export function stepPosition(
  product: ProductConfiguratorData,
  configuration: Configuration,
  stage: Stage,
): { position: number; total: number } {
  const groups = orderedGroups(product);
  const types = availableComplementTypes(product, configuration);
  const total = groups.length + types.length + 1;
  if (stage.kind === 'summary') return { position: total, total };
  if (stage.kind === 'complements')
    return {
      position: groups.length + types.findIndex((type) => type.id === stage.typeId) + 1,
      total,
    };
  return {
    position: Math.max(
      groups.findIndex((group) => group.id === configuration.currentAttributeId) + 1,
      1,
    ),
    total,
  };
}
