import type { Cents } from '../money.ts';
import type { CustomerType } from '../pricing/customer-price.ts';
import { matchVariant } from './options.ts';
import { priceConfiguration } from './price.ts';
import type { ConfigurableProduct, Configuration, ConfiguratorAttribute } from './types.ts';
import { configurationIssues } from './validate.ts';

export interface FromPriceInput {
  product: ConfigurableProduct;
  customerType: CustomerType;
  /** The struck-through prices of an offer: the base price's and each variant's, by id. */
  oldPrices: { base: Cents | null; variants: ReadonlyMap<number, Cents> };
}

export interface FromPrice {
  /** The cheapest configuration, ready to be priced like any cart row. */
  configuration: Configuration;
  price: Cents;
  /** The same configuration before the offer; null unless it is above `price`. */
  old: Cents | null;
  /** Whether other choices of options cost more, so the price reads "from". */
  varies: boolean;
}

/** Past this many combinations of required options, each one takes its cheapest option. */
const exhaustiveLimit = 512;

function cheapestOption(attribute: ConfiguratorAttribute, customerType: CustomerType) {
  return [...attribute.options].sort(
    (a, b) => a.prices[customerType] - b.prices[customerType] || a.position - b.position,
  )[0];
}

/** Every way to pick one option of each required attribute (or the cheapest way, if too many). */
function requiredSelections(product: ConfigurableProduct, customerType: CustomerType): number[][] {
  const required = product.attributes.filter((attribute) => attribute.required);
  const combinations = required.reduce((total, attribute) => total * attribute.options.length, 1);
  if (combinations > exhaustiveLimit)
    return [required.flatMap((attribute) => cheapestOption(attribute, customerType)?.id ?? [])];
  return required.reduce<number[][]>(
    (selections, attribute) =>
      selections.flatMap((selection) =>
        attribute.options.map((option) => [...selection, option.id]),
      ),
    [[]],
  );
}

/**
 * A variant's options completed with the cheapest option of each required attribute the
 * variant leaves open: a variant can be cheaper than any plain combination.
 */
function variantSelections(product: ConfigurableProduct, customerType: CustomerType): number[][] {
  return product.variants.map((variant) => [
    ...variant.optionIds,
    ...product.attributes
      .filter(
        (attribute) =>
          attribute.required &&
          !attribute.options.some((option) => variant.optionIds.includes(option.id)),
      )
      .flatMap((attribute) => cheapestOption(attribute, customerType)?.id ?? []),
  ]);
}

function configurationOf(product: ConfigurableProduct, optionIds: number[]): Configuration {
  const measures: Record<number, number> = {};
  for (const attribute of product.attributes)
    for (const option of attribute.options)
      if (option.measureRange && optionIds.includes(option.id))
        measures[attribute.id] = option.measureRange.minCm;
  return {
    quantity: 1,
    currentAttributeId: null,
    optionIds,
    variantId: matchVariant(product.variants, optionIds)?.id ?? null,
    measures,
    complements: [],
    installation: null,
  };
}

/**
 * The lowest price a customer of the type can buy the product at ("from"): the cheapest
 * configuration the validator accepts, priced by priceConfiguration like a cart row.
 * Complements and installation are optional, so they are left out. The old price is the same
 * configuration's before the offer: the base's (or its variant's) old price plus the options.
 * `varies` says whether other options cost more (complements and installation aside). Null
 * when no configuration is valid (the product cannot be bought).
 *
 * Listings read this figure stored per product, store and customer type; whatever changes a
 * product's prices, options or variants must store it again through this function.
 */
export function fromPrice({ product, customerType, oldPrices }: FromPriceInput): FromPrice | null {
  let best: Omit<FromPrice, 'varies'> | null = null;
  // An optional option with a price always costs more; so does any dearer valid candidate.
  let highest = product.attributes.some(
    (attribute) =>
      !attribute.required && attribute.options.some((option) => option.prices[customerType] > 0),
  )
    ? Infinity
    : 0;
  const candidates = [
    ...requiredSelections(product, customerType),
    ...variantSelections(product, customerType),
  ];
  for (const optionIds of candidates) {
    const configuration = configurationOf(product, optionIds);
    if (configurationIssues(product, configuration).length > 0) continue;
    const priced = priceConfiguration({
      product,
      complements: [],
      configuration,
      customerType,
      installationCities: [],
    });
    if (!priced.ok) continue;
    highest = Math.max(highest, priced.value.total);
    if (best && best.price <= priced.value.total) continue;
    const oldBase =
      configuration.variantId === null
        ? oldPrices.base
        : (oldPrices.variants.get(configuration.variantId) ?? null);
    const old = oldBase === null ? null : oldBase + priced.value.unit.options;
    best = {
      configuration,
      price: priced.value.total,
      old: old !== null && old > priced.value.total ? old : null,
    };
  }
  return best && { ...best, varies: highest > best.price };
}
