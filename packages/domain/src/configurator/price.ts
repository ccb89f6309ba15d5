import {
  quoteInstallation,
  type InstallationCity,
  type InstallationQuote,
} from '../installation/quote.ts';
import { requireCents, requireQuantity, type Cents } from '../money.ts';
import { priceFor, type CustomerType } from '../pricing/customer-price.ts';
import { findOption } from './options.ts';
import type {
  ConfigurableProduct,
  Configuration,
  ConfiguratorAttribute,
  ConfiguratorComplement,
  ConfiguratorResult,
  ConfiguratorVariant,
} from './types.ts';

export interface ConfigurationPriceInput {
  product: ConfigurableProduct;
  /** The complements the configuration refers to, with their prices. */
  complements: readonly ConfiguratorComplement[];
  configuration: Configuration;
  customerType: CustomerType;
  installationCities: readonly InstallationCity[];
}

/** Unit amounts are for one configured product; every amount includes VAT. */
export interface ConfigurationPrice {
  unit: {
    product: Cents;
    options: Cents;
    complements: Cents;
    complementOptions: Cents;
    total: Cents;
  };
  quantity: number;
  products: Cents;
  installation: InstallationQuote | null;
  total: Cents;
}

type Priced = ConfiguratorResult<{ base: Cents; options: Cents }>;

/**
 * The variant's price replaces the base price, and its own options are in it; every other
 * selected option adds its price. Used for the product and for each complement alike.
 */
function priceChoice(
  basePrice: Cents,
  attributes: readonly ConfiguratorAttribute[],
  variants: readonly ConfiguratorVariant[],
  optionIds: readonly number[],
  variantId: number | null,
  customerType: CustomerType,
): Priced {
  const variant = variants.find((candidate) => candidate.id === variantId);
  let options = 0;
  for (const optionId of optionIds) {
    const found = findOption(attributes, optionId);
    if (!found) return { ok: false, error: 'configurator.option_unknown' };
    if (!variant?.optionIds.includes(optionId))
      options += priceFor(found.option.prices, customerType);
  }
  return {
    ok: true,
    value: { base: variant ? priceFor(variant.prices, customerType) : basePrice, options },
  };
}

/** The one price of a configuration: the browser's preview and the server's truth. */
export function priceConfiguration(
  input: ConfigurationPriceInput,
): ConfiguratorResult<ConfigurationPrice> {
  const { product, configuration, customerType } = input;
  const quantity = requireQuantity(configuration.quantity, 'configuration quantity');
  const own = priceChoice(
    priceFor(product.prices, customerType),
    product.attributes,
    product.variants,
    configuration.optionIds,
    configuration.variantId,
    customerType,
  );
  if (!own.ok) return own;
  let complements = 0;
  let complementOptions = 0;
  for (const selected of configuration.complements) {
    const complement = input.complements.find(
      (candidate) => candidate.id === selected.complementId,
    );
    if (!complement) return { ok: false, error: 'configurator.complement_unknown' };
    const priced = priceChoice(
      priceFor(complement.prices, customerType),
      complement.attributes,
      complement.variants,
      selected.optionIds,
      selected.variantId,
      customerType,
    );
    if (!priced.ok) return priced;
    const perProduct = requireQuantity(complement.quantity, `complement ${complement.id} quantity`);
    complements += priced.value.base * perProduct;
    complementOptions += priced.value.options * perProduct;
  }
  let installation: InstallationQuote | null = null;
  if (configuration.installation) {
    const quote = quoteInstallation(configuration.installation, input.installationCities, quantity);
    if (!quote.ok) return quote;
    installation = quote.quote;
  }
  const unitTotal = requireCents(
    own.value.base + own.value.options + complements + complementOptions,
    'configuration unit price',
  );
  const products = requireCents(unitTotal * quantity, 'configuration products price');
  return {
    ok: true,
    value: {
      unit: {
        product: own.value.base,
        options: own.value.options,
        complements,
        complementOptions,
        total: unitTotal,
      },
      quantity,
      products,
      installation,
      total: requireCents(products + (installation?.total ?? 0), 'configuration price'),
    },
  };
}
