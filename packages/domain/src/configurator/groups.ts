import type { ConfigurableProduct, Configuration, ConfiguratorAttribute } from './types.ts';

export function orderedGroups(product: ConfigurableProduct): ConfiguratorAttribute[] {
  return [...product.attributes].sort((a, b) => a.position - b.position);
}

/** A new configuration: quantity 1, nothing chosen, the first group open. */
export function startConfiguration(product: ConfigurableProduct): Configuration {
  return {
    quantity: 1,
    currentAttributeId: orderedGroups(product)[0]?.id ?? null,
    optionIds: [],
    variantId: null,
    measures: {},
    complements: [],
    installation: null,
  };
}

/** From the no-group state to the first group, then one by one; the last group stays open. */
export function nextGroup(
  product: ConfigurableProduct,
  configuration: Configuration,
): Configuration {
  const groups = orderedGroups(product);
  const index = groups.findIndex((group) => group.id === configuration.currentAttributeId);
  const next = groups[Math.min(index + 1, groups.length - 1)];
  return next ? { ...configuration, currentAttributeId: next.id } : configuration;
}

/**
 * One group back. Before the first group there is only the no-group state, and only for
 * products with aesthetic attributes (colour, finish) chosen outside the groups.
 */
export function previousGroup(
  product: ConfigurableProduct,
  configuration: Configuration,
): Configuration {
  const groups = orderedGroups(product);
  const index = groups.findIndex((group) => group.id === configuration.currentAttributeId);
  if (index > 0) return { ...configuration, currentAttributeId: groups[index - 1]?.id ?? null };
  const hasAesthetic = product.attributes.some((attribute) => attribute.aesthetic);
  return index === 0 && hasAesthetic
    ? { ...configuration, currentAttributeId: null }
    : configuration;
}
