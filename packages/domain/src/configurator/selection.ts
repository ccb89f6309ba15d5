import { findOption, matchVariant, withOption } from './options.ts';
import type { ConfigurableProduct, Configuration, ConfiguratorResult } from './types.ts';

/** Complement types ruled out by the selected options' complements_locked. */
export function lockedComplementTypeIds(
  product: ConfigurableProduct,
  optionIds: readonly number[],
): Set<number> {
  const locked = new Set<number>();
  for (const optionId of optionIds) {
    for (const typeId of findOption(product.attributes, optionId)?.option.lockedComplementTypeIds ??
      [])
      locked.add(typeId);
  }
  return locked;
}

/**
 * Every change of options goes through here: the variant is chosen again, complements of a
 * type the options now lock are dropped, and measures whose option is gone are forgotten.
 */
function withOptions(
  product: ConfigurableProduct,
  configuration: Configuration,
  optionIds: number[],
): Configuration {
  const locked = lockedComplementTypeIds(product, optionIds);
  const measures = Object.fromEntries(
    Object.entries(configuration.measures).filter(([attributeId]) =>
      optionIds.some((id) => {
        const found = findOption(product.attributes, id);
        return found?.attribute.id === Number(attributeId) && found.option.measureRange !== null;
      }),
    ),
  );
  return {
    ...configuration,
    optionIds,
    variantId: matchVariant(product.variants, optionIds)?.id ?? null,
    complements: configuration.complements.filter((complement) => !locked.has(complement.typeId)),
    measures,
  };
}

export function selectOption(
  product: ConfigurableProduct,
  configuration: Configuration,
  optionId: number,
): ConfiguratorResult {
  const optionIds = withOption(product.attributes, configuration.optionIds, optionId);
  if (!optionIds) return { ok: false, error: 'configurator.option_unknown' };
  return { ok: true, value: withOptions(product, configuration, optionIds) };
}

export function removeOption(
  product: ConfigurableProduct,
  configuration: Configuration,
  optionId: number,
): Configuration {
  return withOptions(
    product,
    configuration,
    configuration.optionIds.filter((id) => id !== optionId),
  );
}

/**
 * Quantity multiplies the product and its complements, and the installation quote is worked
 * out from it when priced, so the installation and facility lines follow any change.
 */
export function setQuantity(configuration: Configuration, quantity: number): ConfiguratorResult {
  if (!Number.isInteger(quantity) || quantity < 1) return { ok: false, error: 'quantity.invalid' };
  return { ok: true, value: { ...configuration, quantity } };
}
