import { optionsInPositionOrder } from './options.ts';
import type { ConfigurableProduct, Configuration } from './types.ts';

/**
 * The reference the workshop reads: the variant's ref (or the product's without one), the
 * refs of options the variant does not already say, in the order shown, and the custom
 * measures in cm joined by 'x' (e.g. 'MAMP-100-CROMO-TEMPLADO-80x195').
 */
export function finalRef(product: ConfigurableProduct, configuration: Configuration): string {
  const variant = product.variants.find((candidate) => candidate.id === configuration.variantId);
  const extraOptions = optionsInPositionOrder(product.attributes, configuration.optionIds).filter(
    (option) => !variant?.optionIds.includes(option.id),
  );
  const measures = [...product.attributes]
    .sort((a, b) => a.position - b.position)
    .map((attribute) => configuration.measures[attribute.id])
    .filter((value) => value !== undefined)
    .join('x');
  return [variant?.ref ?? product.ref, ...extraOptions.map((option) => option.ref), measures]
    .filter((part) => part !== '')
    .join('-');
}
