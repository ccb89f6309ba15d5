import { z } from 'zod';
import { CalendarDay, Cents, PageQuery, RecordId, RecordIdParam, StoreCode } from './common.ts';
import { PriceConfigurationRequest } from './product-price.ts';
import { StaffQuery } from './staff.ts';

/** Quotations staff prepare for professionals (routes/staff/quotation-routes.ts, issue 16). */

export const staffQuotationStatuses = ['draft', 'sent'] as const;

export const QuotationListQuery = StaffQuery.extend(PageQuery.shape).extend({
  store: StoreCode.optional(),
  status: z.enum(staffQuotationStatuses).optional(),
  /** The customer's account id. */
  customer: RecordIdParam.optional(),
});
export type QuotationListQuery = z.infer<typeof QuotationListQuery>;

export const QuotationParams = z.object({ id: RecordIdParam });

/**
 * One line as the editor sends it: the product and what was chosen (the storefront's
 * price_configuration request: options pick the variant, measures make it to measure), the
 * quantity, and at most one negotiated change. Strict: a price of its own (total_pvp,
 * unit_pvp...) is refused, never quietly used; the installation service is not quoted here.
 */
export const QuotationRowInput = PriceConfigurationRequest.omit({
  installation: true,
  postal_code: true,
})
  .extend({
    product_id: RecordId,
    quantity: z.number().int().min(1).max(1000).default(1),
    /** A negotiated unit price in cents, VAT included (at most the catalogue's). */
    unit_price: z.number().int().min(1).max(100_000_000).nullable().default(null),
    /** A discount off the catalogue's unit price, in percent with up to two decimals. */
    discount_percent: z
      .number()
      .min(0.01)
      .max(99)
      .multipleOf(0.01, { error: 'quotationsApi.discountDecimals' })
      .nullable()
      .default(null),
  })
  .strict()
  .refine((row) => row.unit_price === null || row.discount_percent === null, {
    error: 'quotationsApi.oneChange',
    path: ['discount_percent'],
  });
export type QuotationRowInput = z.output<typeof QuotationRowInput>;

/** A quotation as the editor saves it, whole (create and edit alike). */
export const QuotationInput = z
  .object({
    customer_id: RecordId,
    /** The last day (Madrid) the customer can accept it. */
    valid_until: CalendarDay,
    observations: z.string().trim().max(2000).default(''),
    rows: z.array(QuotationRowInput).min(1, { error: 'quotationsApi.noRows' }).max(100),
  })
  .strict();
export type QuotationInput = z.output<typeof QuotationInput>;

export const StaffQuotationRow = z.object({
  product_id: z.number().int(),
  product_name: z.string(),
  ref: z.string(),
  option_ids: z.array(z.number().int()),
  measures: z.record(z.string(), z.number()),
  complements: z.array(
    z.object({ complement_id: z.number().int(), option_ids: z.array(z.number().int()) }),
  ),
  quantity: z.number().int(),
  /** The catalogue's unit price for the customer's type when the quotation was last priced. */
  catalogue_unit_pvp: Cents,
  unit_price: Cents.nullable(),
  discount_percent: z.number().nullable(),
  unit_pvp: Cents,
  total_pvp: Cents,
});
export type StaffQuotationRow = z.infer<typeof StaffQuotationRow>;

export const StaffQuotation = z.object({
  id: z.number().int(),
  store: StoreCode,
  language: z.enum(['es', 'fr']),
  status: z.enum(staffQuotationStatuses),
  customer: z.object({
    id: z.number().int(),
    email: z.string(),
    name: z.string(),
    customer_type: z.enum(['C', 'P']),
  }),
  valid_until: z.string(),
  observations: z.string(),
  rows: z.array(StaffQuotationRow),
  totals: z.object({
    /** What the rows cost at catalogue prices, and with the negotiated changes. */
    catalogue_total: Cents,
    total: Cents,
    saved: Cents,
    subtotal: Cents,
    vat: Cents,
    vat_rate: z.number(),
  }),
  /** The order (status 200) it became when sent: what the customer sees and accepts. */
  order: z
    .object({ id: z.number().int(), number: z.string(), status: z.number().int() })
    .nullable(),
  sent_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type StaffQuotation = z.infer<typeof StaffQuotation>;
