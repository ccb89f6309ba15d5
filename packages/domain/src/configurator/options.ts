import type { ConfiguratorAttribute, ConfiguratorOption, ConfiguratorVariant } from './types.ts';

export function findOption(
  attributes: readonly ConfiguratorAttribute[],
  optionId: number,
): { attribute: ConfiguratorAttribute; option: ConfiguratorOption } | null {
  for (const attribute of attributes) {
    const option = attribute.options.find((candidate) => candidate.id === optionId);
    if (option) return { attribute, option };
  }
  return null;
}

/**
 * Adds an option to a selection: a single-choice attribute gives up its previous option, an
 * 'open' one keeps it. Null when the option belongs to none of the attributes.
 */
export function withOption(
  attributes: readonly ConfiguratorAttribute[],
  selected: readonly number[],
  optionId: number,
): number[] | null {
  const found = findOption(attributes, optionId);
  if (!found) return null;
  if (found.attribute.fieldType === 'open')
    return selected.includes(optionId) ? [...selected] : [...selected, optionId];
  const siblings = new Set(found.attribute.options.map((option) => option.id));
  return [...selected.filter((id) => !siblings.has(id)), optionId];
}

/**
 * The variant whose options are all selected; when several match, the one that matches the
 * most options (the most specific). Null when none matches.
 */
export function matchVariant(
  variants: readonly ConfiguratorVariant[],
  selected: readonly number[],
): ConfiguratorVariant | null {
  let best: ConfiguratorVariant | null = null;
  for (const variant of variants) {
    const matches =
      variant.optionIds.length > 0 && variant.optionIds.every((id) => selected.includes(id));
    if (matches && (!best || variant.optionIds.length > best.optionIds.length)) best = variant;
  }
  return best;
}

/** Selected options in the order their attributes are shown. */
export function optionsInPositionOrder(
  attributes: readonly ConfiguratorAttribute[],
  selected: readonly number[],
): ConfiguratorOption[] {
  return [...attributes]
    .sort((a, b) => a.position - b.position)
    .flatMap((attribute) => [...attribute.options].sort((a, b) => a.position - b.position))
    .filter((option) => selected.includes(option.id));
}
