import { isValidEmail } from '@shop/domain';
import { z } from 'zod';
import { PageQuery, RecordId, RecordIdParam, StoreCode } from './common.ts';
import { StaffQuery } from './staff.ts';

/** The coupons of the staff app (routes/staff/coupon-routes.ts, issue 16). */

const invalidBoolean = { error: 'staffApi.invalidBoolean' } as const;
const Flag = z.enum(['true', 'false'], invalidBoolean).transform((flag) => flag === 'true');
const required = {
  error: (issue: { input: unknown }) => (issue.input === undefined ? 'api.required' : undefined),
};
const maxInt = 2_147_483_647;

export const CouponListQuery = StaffQuery.extend(PageQuery.shape).extend({
  /** The edition the coupon belongs to. */
  store: StoreCode.optional(),
  active: Flag.optional(),
  /** Part of the code, in any case. */
  q: z.string().trim().max(40).optional(),
});
export type CouponListQuery = z.infer<typeof CouponListQuery>;

export const CouponParams = z.object({ id: RecordIdParam });

/**
 * A coupon as the form sends it, whole (create and update alike). Codes are upper-cased here so
 * 'verano10' is stored as the cart looks it up. Rules across fields (amount or percent by type,
 * dates in order) are checked by the service, each named on its field.
 */
export const CouponInput = z.object({
  store: StoreCode,
  code: z
    .string(required)
    .trim()
    .min(1, { error: 'api.required' })
    .transform((code) => code.toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9_-]{1,40}$/, { error: 'couponsApi.codeFormat' })),
  description: z.string().trim().max(200).default(''),
  discount_type: z.enum(['amount', 'percent']),
  /** Cents, for amount coupons. */
  amount: z.number().int().min(0).max(maxInt).default(0),
  /** Whole percent, for percent coupons. */
  percent: z.number().int().min(0).max(100).default(0),
  minimum_pvp: z.number().int().min(0).max(maxInt).default(0),
  /** null: unlimited. */
  max_redemptions: z.number().int().min(1).max(maxInt).nullable().default(null),
  /** null: no limit per e-mail. */
  max_redemptions_per_email: z.number().int().min(1).max(maxInt).nullable().default(null),
  bound_email: z
    .string()
    .trim()
    .toLowerCase()
    .refine(isValidEmail, { error: 'couponsApi.invalidEmail' })
    .nullable()
    .default(null),
  is_public: z.boolean().default(false),
  is_active: z.boolean().default(true),
  starts_at: z.iso.datetime({ offset: true }).nullable().default(null),
  ends_at: z.iso.datetime({ offset: true }).nullable().default(null),
  excluded_brand_ids: z.array(RecordId).max(200).default([]),
});
export type CouponInput = z.infer<typeof CouponInput>;

export const StaffCoupon = z
  .object({
    id: z.number().int(),
    store: StoreCode,
    code: z.string(),
    description: z.string(),
    discount_type: z.enum(['amount', 'percent']),
    amount: z.number().int(),
    percent: z.number().int(),
    minimum_pvp: z.number().int(),
    max_redemptions: z.number().int().nullable(),
    max_redemptions_per_email: z.number().int().nullable(),
    bound_email: z.string().nullable(),
    is_public: z.boolean(),
    is_active: z.boolean(),
    starts_at: z.iso.datetime().nullable(),
    ends_at: z.iso.datetime().nullable(),
    excluded_brand_ids: z.array(z.number().int()),
    times_redeemed: z.number().int(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'StaffCoupon' });
export type StaffCoupon = z.infer<typeof StaffCoupon>;

export const CouponUsage = z
  .object({
    coupon: StaffCoupon,
    redemptions: z.array(
      z.object({
        order_id: z.number().int(),
        order_number: z.string(),
        email: z.string(),
        date: z.iso.datetime(),
        /** Cents taken off the order. */
        discount: z.number().int(),
      }),
    ),
    totals: z.object({ count: z.number().int(), discount: z.number().int() }),
  })
  .meta({ id: 'CouponUsage' });
export type CouponUsage = z.infer<typeof CouponUsage>;
