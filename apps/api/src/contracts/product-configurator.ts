import { z } from 'zod';
import { Cents, RecordIdListParam, RecordIdParam, StoreQuery, UserType } from './common.ts';

/*
 * The configurator's data is the plain input of @shop/domain's configurator (ConfigurableProduct,
 * ConfiguratorComplement...), field for field, so the web runs the same state machine and
 * priceConfiguration on it; fields the domain has no use for (names, colours, sketches) are
 * added in the api's snake_case. `prices` holds the caller's price under both customer types,
 * so a private buyer never receives professional prices.
 */
const CustomerPrices = z.object({ client: Cents, professional: Cents });

export const MeasureRange = z.object({ minCm: z.number().int(), maxCm: z.number().int() });

export const ConfiguratorOptionData = z.object({
  id: z.number().int(),
  slug: z.string(),
  ref: z.string(),
  position: z.number().int(),
  prices: CustomerPrices,
  /** The spec's complements_locked: complement types this option rules out. */
  lockedComplementTypeIds: z.array(z.number().int()),
  /** Set on each price band of a `measure` attribute: the measure typed selects the band holding it. */
  measureRange: MeasureRange.nullable(),
  name: z.string(),
  /** The surcharge for the caller's user_type. */
  price: Cents,
  block_options: z.array(z.number().int()),
  position_sketch: z.number().int().nullable(),
  value_numeric: z.number().nullable(),
  value_string: z.string().nullable(),
  value_range_min: z.number().nullable(),
  value_range_max: z.number().nullable(),
  pool_position: z.number().int().nullable(),
  color: z.string().nullable(),
  image_public_id: z.string().nullable(),
});
export type ConfiguratorOptionData = z.infer<typeof ConfiguratorOptionData>;

export const ConfiguratorAttributeData = z.object({
  /** The attribute's id: the key of `measures` in a configuration. */
  id: z.number().int(),
  slug: z.string(),
  position: z.number().int(),
  required: z.boolean(),
  /** select, color: one option; open: several; measure: price bands, each with a measureRange. */
  fieldType: z.string(),
  aesthetic: z.boolean(),
  options: z.array(ConfiguratorOptionData),
  name: z.string(),
  src: z.string().nullable(),
  /** Whether option names are words (translated) or values shown as they are. */
  translate: z.boolean(),
  unit: z.string().nullable(),
});
export type ConfiguratorAttributeData = z.infer<typeof ConfiguratorAttributeData>;

export const ConfiguratorVariantData = z.object({
  id: z.number().int(),
  ref: z.string(),
  /** The spec's options.options. */
  optionIds: z.array(z.number().int()),
  prices: CustomerPrices,
  /** For the caller's user_type. */
  pvp: Cents,
  pvp_old: Cents.nullable(),
});
export type ConfiguratorVariantData = z.infer<typeof ConfiguratorVariantData>;

export const ComplementTypeData = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.number().int(),
  slug: z.string(),
  img: z.string().nullable(),
});
export type ComplementTypeData = z.infer<typeof ComplementTypeData>;

/** GET products/{id}/attributes/: a ConfigurableProduct of @shop/domain. */
export const ProductConfiguratorData = z
  .object({
    id: z.number().int(),
    ref: z.string(),
    prices: CustomerPrices,
    attributes: z.array(ConfiguratorAttributeData),
    variants: z.array(ConfiguratorVariantData),
    /** Types that have complements for this product, installation excluded (it is a booking). */
    complementTypes: z.array(ComplementTypeData),
    maxTotalMeasureCm: z.number().int().nullable(),
    installation_available: z.boolean(),
  })
  .meta({ id: 'ProductConfiguratorData' });
export type ProductConfiguratorData = z.infer<typeof ProductConfiguratorData>;

/** A ConfiguratorComplement of @shop/domain plus what the complement card shows. */
export const ConfiguratorComplementData = z
  .object({
    id: z.number().int(),
    ref: z.string(),
    typeId: z.number().int(),
    prices: CustomerPrices,
    quantity: z.number().int(),
    attributes: z.array(ConfiguratorAttributeData),
    variants: z.array(ConfiguratorVariantData),
    name: z.string(),
    description: z.string(),
    image_public_id: z.string().nullable(),
    /** Base price for the caller's user_type (pvp_web). */
    price: Cents,
  })
  .meta({ id: 'ConfiguratorComplementData' });
export type ConfiguratorComplementData = z.infer<typeof ConfiguratorComplementData>;

export const ComplementsQuery = StoreQuery.extend({
  user_type: UserType.default('C'),
  complement_type_id: RecordIdParam.optional(),
});

/** Each sold product's whole configurator (its groups first of all), so a page asks once. */
export const ProductAttributesMany = z.array(
  ProductConfiguratorData.extend({ product_id: z.number().int() }),
);
export type ProductAttributesMany = z.infer<typeof ProductAttributesMany>;

export const AttributesManyQuery = StoreQuery.extend({
  user_type: UserType.default('C'),
  /** Comma-separated ids, at most 100. */
  product_ids: RecordIdListParam.refine((ids) => ids.length <= 100, { error: 'api.invalidValue' }),
});
