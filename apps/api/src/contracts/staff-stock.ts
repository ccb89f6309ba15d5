import { stockReasonMaxLength } from '@shop/domain';
import { z } from 'zod';
import { PageQuery, RecordIdParam } from './common.ts';
import { StaffQuery } from './staff.ts';

/** Stock levels, ledger and adjustments of the staff app (routes/staff/stock-routes.ts, issue 16). */

const maxLevel = 1_000_000;

export const stockListOrderings = ['level', '-level', 'ref', '-ref'] as const;

export const StockListQuery = StaffQuery.extend(PageQuery.shape).extend({
  /** Part of the reference or the name (in the staff member's language), any case. */
  q: z.string().trim().max(100).optional(),
  category: RecordIdParam.optional(),
  brand: RecordIdParam.optional(),
  /** Only products at or below their low-stock threshold. */
  low: z
    .enum(['true', 'false'], { error: 'staffApi.invalidBoolean' })
    .transform((flag) => flag === 'true')
    .optional(),
  ordering: z.enum(stockListOrderings).default('level'),
});
export type StockListQuery = z.infer<typeof StockListQuery>;

export const StockProductParams = z.object({ id: RecordIdParam });

/** A stocked product's level as the stock list shows it. */
export const StockLevel = z
  .object({
    product_id: z.number().int(),
    ref: z.string(),
    name: z.string(),
    brand: z.string().nullable(),
    is_active: z.boolean(),
    /** Units free to sell (goods of placed orders are already off it). */
    level: z.number().int(),
    low_stock_threshold: z.number().int(),
    is_low: z.boolean(),
  })
  .meta({ id: 'StockLevel' });
export type StockLevel = z.infer<typeof StockLevel>;

export const StockMovementRow = z
  .object({
    id: z.number().int(),
    kind: z.enum(['sale', 'release', 'return', 'adjustment']),
    delta: z.number().int(),
    level_after: z.number().int(),
    reason: z.string().nullable(),
    order_id: z.number().int().nullable(),
    order_number: z.string().nullable(),
    staff_name: z.string().nullable(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'StockMovement' });
export type StockMovementRow = z.infer<typeof StockMovementRow>;

const reason = z
  .string({
    error: (issue) => (issue.input === undefined ? 'api.required' : undefined),
  })
  .trim()
  .min(1, { error: 'api.required' })
  .max(stockReasonMaxLength);

/**
 * An adjustment: `set` a counted level (the units free to sell, counted now) or `add` units
 * (negative to remove), always with a reason.
 */
export const StockAdjustmentInput = z.discriminatedUnion(
  'mode',
  [
    z.object({ mode: z.literal('set'), level: z.number().int().min(0).max(maxLevel), reason }),
    z.object({
      mode: z.literal('add'),
      delta: z
        .number()
        .int()
        .min(-maxLevel)
        .max(maxLevel)
        .refine((delta) => delta !== 0, { error: 'stockApi.zeroDelta' }),
      reason,
    }),
  ],
  { error: 'stockApi.invalidMode' },
);
export type StockAdjustmentInput = z.infer<typeof StockAdjustmentInput>;

export const StockAdjustment = z
  .object({ level: StockLevel, movement: StockMovementRow })
  .meta({ id: 'StockAdjustment' });
export type StockAdjustment = z.infer<typeof StockAdjustment>;

const FilterChoice = z.object({ id: z.number().int(), name: z.string() });

/** What the stock list can be filtered by: brands and categories that hold stocked products. */
export const StockFilters = z
  .object({ brands: z.array(FilterChoice), categories: z.array(FilterChoice) })
  .meta({ id: 'StockFilters' });
export type StockFilters = z.infer<typeof StockFilters>;
