import { z } from 'zod';
import { Cents, RecordId, RecordIdParam } from './common.ts';
import { EditionPrices, ProductRef } from './staff-products.ts';

/**
 * A product's variants and configurator groups as staff edit them (issue 16,
 * routes/staff/product-configurator-routes.ts).
 */

export const VariantParams = z.object({ id: RecordIdParam, variantId: RecordIdParam });

const OptionIds = z.array(RecordId).max(30);
const EditionsPrices = z.object({ ESSM: EditionPrices.nullable(), FRSM: EditionPrices.nullable() });

/** A variant as its form sends it: the SKU and the options (one per group it fixes). */
export const VariantInput = z.object({
  ref: ProductRef,
  option_ids: OptionIds.min(1, { error: 'productVariantsApi.optionsRequired' }),
  is_default: z.boolean().default(false),
  is_published: z.boolean().default(true),
});
export type VariantInput = z.infer<typeof VariantInput>;

/** Adding takes the first prices too: a variant without a price in an edition is not sold there. */
export const NewVariantInput = VariantInput.extend({
  prices: EditionsPrices.default({ ESSM: null, FRSM: null }),
});
export type NewVariantInput = z.infer<typeof NewVariantInput>;

export const StaffVariant = z
  .object({
    id: z.number().int(),
    ref: z.string(),
    option_ids: z.array(z.number().int()),
    is_default: z.boolean(),
    is_published: z.boolean(),
    /** Some order names it: removing it unpublishes it instead. */
    has_orders: z.boolean(),
    /** Client and professional prices per edition (edited on the prices screen). */
    prices: EditionsPrices,
  })
  .meta({ id: 'StaffVariant' });
export type StaffVariant = z.infer<typeof StaffVariant>;

export const VariantRemoval = z
  .object({ outcome: z.enum(['deleted', 'unpublished']) })
  .meta({ id: 'VariantRemoval' });

const Name = z.string().trim().min(1, { error: 'api.required' }).max(120);
const Names = z.object({ es: Name, fr: Name });

export const OptionGroupOptionInput = z.object({
  /** null: a new value of the group's attribute, its slug made from the Spanish name. */
  option_id: RecordId.nullable().default(null),
  /** Shared by every product offering the option. */
  name: Names,
  /** This product's surcharge in cents; null: the option's own. */
  price: Cents.min(0).max(10_000_000).nullable().default(null),
  is_default: z.boolean().default(false),
});

export const OptionGroupInput = z.object({
  attribute_id: RecordId,
  /** Shared by every product with the attribute. */
  name: Names,
  required: z.boolean().default(true),
  options: z.array(OptionGroupOptionInput).max(100),
});

/**
 * The product's groups other than its measures (those are the product form's), in the
 * configurator's order; a group or option left out is no longer offered by the product.
 */
export const OptionGroupsInput = z.object({ groups: z.array(OptionGroupInput).max(30) });
export type OptionGroupsInput = z.infer<typeof OptionGroupsInput>;

const Localized = z.object({ es: z.string(), fr: z.string() });

export const StaffOptionGroup = z.object({
  attribute_id: z.number().int(),
  slug: z.string(),
  field_type: z.string(),
  name: Localized,
  required: z.boolean(),
  options: z.array(
    z.object({
      option_id: z.number().int(),
      slug: z.string(),
      name: Localized,
      price: z.number().int().nullable(),
      /** The option's own surcharge, charged when price is null. */
      base_price: z.number().int(),
      is_default: z.boolean(),
    }),
  ),
});
export type StaffOptionGroup = z.infer<typeof StaffOptionGroup>;

export const StaffProductConfigurator = z
  .object({
    ref: z.string(),
    groups: z.array(StaffOptionGroup),
    variants: z.array(StaffVariant),
    /** Attributes a group can be made of (no measures), named in the staff member's language. */
    attributes: z.array(
      z.object({
        id: z.number().int(),
        slug: z.string(),
        name: z.string(),
        field_type: z.string(),
      }),
    ),
  })
  .meta({ id: 'StaffProductConfigurator' });
export type StaffProductConfigurator = z.infer<typeof StaffProductConfigurator>;
