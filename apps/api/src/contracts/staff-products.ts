import { z } from 'zod';
import { Cents, PageQuery, RecordId, RecordIdParam, StoreCode } from './common.ts';
import { QueryFlag, StaffQuery } from './staff.ts';

/** The products of the staff app (routes/staff/product-routes.ts, issue 16). */

export const productKinds = [
  'shower-screen',
  'bath-screen',
  'shower-tray',
  'tap',
  'furniture',
  'accessory',
] as const;
const maxCm = 10_000;
const maxDays = 365;

export const productListOrderings = [
  'ref',
  '-ref',
  'name',
  '-name',
  'updated_at',
  '-updated_at',
] as const;

export const ProductListQuery = StaffQuery.extend(PageQuery.shape).extend({
  /** Part of the name (either language) or of the reference. */
  q: z.string().trim().max(100).optional(),
  category: RecordIdParam.optional(),
  brand: RecordIdParam.optional(),
  /** The edition `published` is about; without it, any edition. */
  store: StoreCode.optional(),
  published: QueryFlag.optional(),
  made_to_measure: QueryFlag.optional(),
  ordering: z.enum(productListOrderings).default('-updated_at'),
});
export type ProductListQuery = z.infer<typeof ProductListQuery>;

export const ProductParams = z.object({ id: RecordIdParam });

const Text = (max: number) => z.string().trim().max(max).default('');

/** A product's texts in one language; a language without a name has no page in it. */
export const ProductTexts = z.object({
  name: Text(200),
  /** Empty: made from the name. */
  slug: Text(200),
  short_description: Text(1000),
  description: Text(20_000),
  seo_title: Text(200),
  seo_description: Text(400),
});
export type ProductTexts = z.infer<typeof ProductTexts>;

export const Localized = (max: number) => z.object({ es: Text(max), fr: Text(max) });

const Measure = z.object({
  /** A `measure` attribute (width, height...). */
  attribute_id: RecordId,
  range_min_cm: z.number().int().min(1).max(maxCm),
  range_max_cm: z.number().int().min(1).max(maxCm),
});

export const EditionPrices = z.object({
  client: Cents.min(0).max(2_147_483_647),
  professional: Cents.min(0).max(2_147_483_647),
});

/** A product's or a variant's reference (SKU): orders, invoices and imports name them by it. */
export const ProductRef = z
  .string()
  .trim()
  .min(1, { error: 'api.required' })
  .max(60)
  .regex(/^[A-Za-z0-9._-]+$/, { error: 'productsApi.refFormat' });

/**
 * A product as the form sends it, whole. Rules across fields (min <= max, names before
 * publishing, slugs free in their language, known ids) are checked by the service, each named
 * on its field.
 */
export const ProductInput = z.object({
  ref: ProductRef,
  kind: z.enum(productKinds),
  brand_id: RecordId.nullable().default(null),
  delivery_days_min: z.number().int().min(0).max(maxDays),
  delivery_days_max: z.number().int().min(0).max(maxDays),
  made_to_measure: z.boolean().default(false),
  /** Upper bound of the sum of the measures, when made to measure. */
  measure_total_max_cm: z
    .number()
    .int()
    .min(1)
    .max(maxCm * 3)
    .nullable()
    .default(null),
  measures: z.array(Measure).max(6).default([]),
  is_active: z.boolean().default(true),
  translations: z.object({ es: ProductTexts, fr: ProductTexts }),
  /** The first is the breadcrumb's. */
  category_ids: z.array(RecordId).max(50).default([]),
  complement_ids: z.array(RecordId).max(50).default([]),
  technical_data: z
    .array(z.object({ label: Localized(200), value: Localized(1000) }))
    .max(60)
    .default([]),
  published: z.object({ ESSM: z.boolean(), FRSM: z.boolean() }),
});
export type ProductInput = z.infer<typeof ProductInput>;

/** Creating takes the first prices too (editing them is the prices screen's). */
export const NewProductInput = ProductInput.extend({
  prices: z.object({ ESSM: EditionPrices.nullable(), FRSM: EditionPrices.nullable() }).default({
    ESSM: null,
    FRSM: null,
  }),
});
export type NewProductInput = z.infer<typeof NewProductInput>;

export const StaffProduct = z
  .object({
    id: z.number().int(),
    ref: z.string(),
    kind: z.enum(productKinds),
    brand_id: z.number().int().nullable(),
    delivery_days_min: z.number().int(),
    delivery_days_max: z.number().int(),
    made_to_measure: z.boolean(),
    measure_total_max_cm: z.number().int().nullable(),
    measures: z.array(Measure),
    is_active: z.boolean(),
    translations: z.object({ es: ProductTexts.nullable(), fr: ProductTexts.nullable() }),
    category_ids: z.array(z.number().int()),
    complement_ids: z.array(z.number().int()),
    technical_data: z.array(
      z.object({
        label: z.object({ es: z.string(), fr: z.string() }),
        value: z.object({ es: z.string(), fr: z.string() }),
      }),
    ),
    published: z.object({ ESSM: z.boolean(), FRSM: z.boolean() }),
    /** Client and professional base prices per edition (read only here). */
    prices: z.object({ ESSM: EditionPrices.nullable(), FRSM: EditionPrices.nullable() }),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'StaffProduct' });
export type StaffProduct = z.infer<typeof StaffProduct>;

export const StaffProductRow = z
  .object({
    id: z.number().int(),
    ref: z.string(),
    /** In the staff member's language, else the other one. */
    name: z.string(),
    brand: z.string().nullable(),
    made_to_measure: z.boolean(),
    is_active: z.boolean(),
    published: z.object({ ESSM: z.boolean(), FRSM: z.boolean() }),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'StaffProductRow' });
export type StaffProductRow = z.infer<typeof StaffProductRow>;

const Choice = z.object({ id: z.number().int(), name: z.string() });

/** What the form's pickers offer, named in the staff member's language. */
export const ProductFormChoices = z
  .object({
    brands: z.array(Choice),
    /** Indented by depth: "Mamparas › Frontales". */
    categories: z.array(Choice),
    complements: z.array(Choice.extend({ ref: z.string() })),
    measures: z.array(Choice.extend({ slug: z.string() })),
    kinds: z.array(z.enum(productKinds)),
  })
  .meta({ id: 'ProductFormChoices' });
export type ProductFormChoices = z.infer<typeof ProductFormChoices>;
