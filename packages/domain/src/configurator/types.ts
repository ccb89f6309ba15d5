import type { InstallationChoices, InstallationQuoteError } from '../installation/quote.ts';
import type { CustomerPrices } from '../pricing/customer-price.ts';

/**
 * The product data the configurator needs, as plain values: the api builds it from the
 * database, the web from the api's response, and both run the same functions on it.
 * Option ids are unique within a product, and within each complement.
 */
export interface ConfiguratorOption {
  id: number;
  slug: string;
  ref: string;
  position: number;
  prices: CustomerPrices;
  /** complements_locked: complement types this option rules out (a cabinet that has its own sink). */
  lockedComplementTypeIds: readonly number[];
  /** A made-to-measure option asks the customer for a value between these, in cm. */
  measureRange: { minCm: number; maxCm: number } | null;
}

export interface ConfiguratorAttribute {
  id: number;
  slug: string;
  position: number;
  required: boolean;
  /** 'open' accepts several options; any other field type holds one. */
  fieldType: string;
  aesthetic: boolean;
  options: readonly ConfiguratorOption[];
}

export interface ConfiguratorVariant {
  id: number;
  ref: string;
  optionIds: readonly number[];
  prices: CustomerPrices;
}

export interface ComplementType {
  id: number;
  name: string;
  position: number;
}

export interface ConfiguratorComplement {
  id: number;
  ref: string;
  typeId: number;
  prices: CustomerPrices;
  /** Units of this complement per configured product (two handles for one door). */
  quantity: number;
  attributes: readonly ConfiguratorAttribute[];
  variants: readonly ConfiguratorVariant[];
}

export interface ConfigurableProduct {
  id: number;
  ref: string;
  prices: CustomerPrices;
  attributes: readonly ConfiguratorAttribute[];
  variants: readonly ConfiguratorVariant[];
  complementTypes: readonly ComplementType[];
  /** The sum of all custom measures may not pass this (null: no limit). */
  maxTotalMeasureCm: number | null;
}

export interface SelectedComplement {
  complementId: number;
  typeId: number;
  optionIds: readonly number[];
  variantId: number | null;
}

/** What the customer chose: ids only, so the server can price it from its own data. */
export interface Configuration {
  quantity: number;
  /** The attribute group shown; null is the no-group state (aesthetic choices only). */
  currentAttributeId: number | null;
  optionIds: readonly number[];
  variantId: number | null;
  /** Custom measures in cm, by attribute id. */
  measures: Readonly<Record<number, number>>;
  complements: readonly SelectedComplement[];
  installation: InstallationChoices | null;
}

export type ConfiguratorError =
  | 'configurator.option_unknown'
  | 'configurator.complement_unknown'
  | 'configurator.complement_duplicate'
  | 'configurator.complement_type_locked'
  | 'configurator.option_required'
  | 'configurator.single_choice'
  | 'quantity.invalid'
  | 'measure.not_custom'
  | 'measure.required'
  | 'measure.invalid'
  | 'measure.below_minimum'
  | 'measure.above_maximum'
  | 'measure.total_above_maximum'
  | InstallationQuoteError;

export type ConfiguratorResult<T = Configuration> =
  { ok: true; value: T } | { ok: false; error: ConfiguratorError; limit?: number };
