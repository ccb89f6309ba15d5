import { matchVariant, withOption } from './options.ts';
import { lockedComplementTypeIds } from './selection.ts';
import type {
  ComplementType,
  ConfigurableProduct,
  Configuration,
  ConfiguratorComplement,
  ConfiguratorResult,
} from './types.ts';

/** Complement types in order, without those the selected options lock. */
export function availableComplementTypes(
  product: ConfigurableProduct,
  configuration: Configuration,
): ComplementType[] {
  const locked = lockedComplementTypeIds(product, configuration.optionIds);
  return [...product.complementTypes]
    .filter((type) => !locked.has(type.id))
    .sort((a, b) => a.position - b.position);
}

/** The type to fetch next after `currentTypeId` (null: the first), skipping locked ones. */
export function nextComplementType(
  product: ConfigurableProduct,
  configuration: Configuration,
  currentTypeId: number | null,
): ComplementType | null {
  const types = availableComplementTypes(product, configuration);
  if (currentTypeId === null) return types[0] ?? null;
  const current = product.complementTypes.find((type) => type.id === currentTypeId);
  return types.find((type) => current !== undefined && type.position > current.position) ?? null;
}

export function addComplement(
  product: ConfigurableProduct,
  configuration: Configuration,
  complement: ConfiguratorComplement,
): ConfiguratorResult {
  if (configuration.complements.some((selected) => selected.complementId === complement.id)) {
    return { ok: false, error: 'configurator.complement_duplicate' };
  }
  if (lockedComplementTypeIds(product, configuration.optionIds).has(complement.typeId)) {
    return { ok: false, error: 'configurator.complement_type_locked' };
  }
  const selected = {
    complementId: complement.id,
    typeId: complement.typeId,
    optionIds: [],
    variantId: null,
  };
  return {
    ok: true,
    value: { ...configuration, complements: [...configuration.complements, selected] },
  };
}

/** Removing a complement drops its options and variant with it. */
export function removeComplement(
  configuration: Configuration,
  complementId: number,
): Configuration {
  return {
    ...configuration,
    complements: configuration.complements.filter(
      (selected) => selected.complementId !== complementId,
    ),
  };
}

function withComplementOptions(
  configuration: Configuration,
  complement: ConfiguratorComplement,
  optionIds: number[],
): Configuration {
  return {
    ...configuration,
    complements: configuration.complements.map((selected) =>
      selected.complementId === complement.id
        ? {
            ...selected,
            optionIds,
            variantId: matchVariant(complement.variants, optionIds)?.id ?? null,
          }
        : selected,
    ),
  };
}

/** Same rules as the product's options; the complement's variant is chosen from its options. */
export function selectComplementOption(
  configuration: Configuration,
  complement: ConfiguratorComplement,
  optionId: number,
): ConfiguratorResult {
  const selected = configuration.complements.find(
    (candidate) => candidate.complementId === complement.id,
  );
  if (!selected) return { ok: false, error: 'configurator.complement_unknown' };
  const optionIds = withOption(complement.attributes, selected.optionIds, optionId);
  if (!optionIds) return { ok: false, error: 'configurator.option_unknown' };
  return { ok: true, value: withComplementOptions(configuration, complement, optionIds) };
}

export function removeComplementOption(
  configuration: Configuration,
  complement: ConfiguratorComplement,
  optionId: number,
): Configuration {
  const selected = configuration.complements.find(
    (candidate) => candidate.complementId === complement.id,
  );
  if (!selected) return configuration;
  return withComplementOptions(
    configuration,
    complement,
    selected.optionIds.filter((id) => id !== optionId),
  );
}
