import { z } from 'zod';
import {
  Cents,
  ListOf,
  PageQuery,
  RecordId,
  RecordIdParam,
  StoreCode,
  UserType,
} from './common.ts';
import { StaffQuery } from './staff.ts';

/** Prices, offers, bulk price changes and price history of the staff app (issue 16). */

const maxInt = 2_147_483_647;
const invalidBoolean = { error: 'staffApi.invalidBoolean' } as const;
const Flag = z.enum(['true', 'false'], invalidBoolean).transform((flag) => flag === 'true');
const StoredCents = z.number().int().min(0).max(maxInt);

export const ProductParams = z.object({ id: RecordIdParam });

/** Which products a bulk change or the prices list covers; every part optional. */
const filterFields = {
  category_id: RecordId.optional(),
  brand_id: RecordId.optional(),
  /** The edition whose prices change; both without it. */
  store: StoreCode.optional(),
  made_to_measure: z.boolean().optional(),
  /** Part of the product's ref or of its name in either language. */
  q: z.string().trim().max(80).optional(),
};
export const PriceFilter = z.object(filterFields);
export type PriceFilter = z.infer<typeof PriceFilter>;

/** The same filter in a query string (the prices list). */
export const PricedProductsQuery = StaffQuery.extend(PageQuery.shape).extend({
  ...filterFields,
  category_id: RecordIdParam.optional(),
  brand_id: RecordIdParam.optional(),
  made_to_measure: Flag.optional(),
});
export type PricedProductsQuery = z.infer<typeof PricedProductsQuery>;

export const PricedProduct = z
  .object({
    id: z.number().int(),
    ref: z.string(),
    name: z.string(),
    brand: z.string().nullable(),
    made_to_measure: z.boolean(),
    /** The product's own client price per edition (null: not priced there). */
    client_pvp: z.object({ ESSM: Cents.nullable(), FRSM: Cents.nullable() }),
  })
  .meta({ id: 'PricedProduct' });
export type PricedProduct = z.infer<typeof PricedProduct>;

export const PriceFilterOptions = z
  .object({
    categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
    brands: z.array(z.object({ id: z.number().int(), name: z.string() })),
  })
  .meta({ id: 'PriceFilterOptions' });
export type PriceFilterOptions = z.infer<typeof PriceFilterOptions>;

/** One price row of a product: its own (variant_id null) or a variant's, in one edition. */
export const PriceRow = z
  .object({
    variant_id: z.number().int().nullable(),
    variant_ref: z.string().nullable(),
    store: StoreCode,
    /** The edition's currency the amounts are in. */
    currency: z.string(),
    client_pvp: Cents.nullable(),
    client_pvp_old: Cents.nullable(),
    professional_pvp: Cents.nullable(),
    professional_pvp_old: Cents.nullable(),
  })
  .meta({ id: 'PriceRow' });
export type PriceRow = z.infer<typeof PriceRow>;

export const ProductPrices = z
  .object({
    product: z.object({ id: z.number().int(), ref: z.string(), name: z.string() }),
    /** Every edition, the product's own row then each variant's; null amounts: not priced yet. */
    rows: z.array(PriceRow),
  })
  .meta({ id: 'ProductPrices' });
export type ProductPrices = z.infer<typeof ProductPrices>;

/**
 * The prices screen's save: the rows to set, each whole. Amounts are cents of `currency`, which
 * must be the edition's (a form in the wrong currency is refused, not converted). Rows left out
 * keep their prices.
 */
export const ProductPricesInput = z.object({
  rows: z
    .array(
      z.object({
        variant_id: RecordId.nullable(),
        store: StoreCode,
        currency: z.string().trim().length(3),
        client_pvp: StoredCents,
        client_pvp_old: StoredCents.nullable(),
        professional_pvp: StoredCents,
        professional_pvp_old: StoredCents.nullable(),
      }),
    )
    .min(1)
    .max(400),
});
export type ProductPricesInput = z.infer<typeof ProductPricesInput>;

export const PriceChangeEntry = z
  .object({
    id: z.number().int(),
    variant_id: z.number().int().nullable(),
    variant_ref: z.string().nullable(),
    store: StoreCode,
    customer_type: UserType,
    kind: z.enum(['price', 'old_price']),
    old_value: Cents.nullable(),
    new_value: Cents.nullable(),
    staff_name: z.string(),
    bulk_change_id: z.string().nullable(),
    at: z.iso.datetime(),
  })
  .meta({ id: 'PriceChangeEntry' });
export type PriceChangeEntry = z.infer<typeof PriceChangeEntry>;

export const PriceChangesQuery = StaffQuery.extend(PageQuery.shape);
export const PriceChangesList = ListOf(PriceChangeEntry);

/**
 * A bulk price change. `value` is a percent (up to two decimals; at most 100 down, 1000 up) or
 * an amount in cents. `set_old_price` turns a price cut into an offer: the old price becomes
 * the price before the cut (or the offer's old price, if it was already on offer).
 */
export const BulkPriceChangeInput = z.object({
  filter: PriceFilter.default({}),
  mode: z.enum(['percent', 'amount']),
  direction: z.enum(['up', 'down']),
  value: z.number().positive().max(maxInt),
  client: z.boolean().default(true),
  professional: z.boolean().default(true),
  set_old_price: z.boolean().default(false),
});
export type BulkPriceChangeInput = z.infer<typeof BulkPriceChangeInput>;

export const BulkPriceApplyInput = BulkPriceChangeInput.extend({
  /** The preview's token: apply refuses (409) when the prices moved since that preview. */
  token: z.string().regex(/^[0-9a-f]{64}$/),
});
export type BulkPriceApplyInput = z.infer<typeof BulkPriceApplyInput>;

export const BulkPriceRow = z
  .object({
    product_id: z.number().int(),
    product_ref: z.string(),
    product_name: z.string(),
    variant_id: z.number().int().nullable(),
    variant_ref: z.string().nullable(),
    store: StoreCode,
    customer_type: UserType,
    old_pvp: Cents,
    new_pvp: Cents,
    old_pvp_old: Cents.nullable(),
    new_pvp_old: Cents.nullable(),
  })
  .meta({ id: 'BulkPriceRow' });
export type BulkPriceRow = z.infer<typeof BulkPriceRow>;

export const BulkPricePreview = ListOf(BulkPriceRow)
  .extend({
    /** Hands the previewed rows to apply: a hash of every row's price before and after. */
    token: z.string(),
    products: z.number().int(),
  })
  .meta({ id: 'BulkPricePreview' });

export const BulkPriceApplied = z
  .object({ bulk_change_id: z.string(), changed: z.number().int(), products: z.number().int() })
  .meta({ id: 'BulkPriceApplied' });
export type BulkPriceApplied = z.infer<typeof BulkPriceApplied>;

export const BulkPreviewQuery = StaffQuery.extend(PageQuery.shape);
