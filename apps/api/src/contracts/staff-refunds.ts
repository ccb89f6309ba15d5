import { z } from 'zod';
import { Cents } from './common.ts';

/** Bodies and answers of the staff refunds (routes/staff/refund-routes.ts). */

const keyRequired = { error: 'refundsApi.idempotencyKeyRequired' } as const;

/** Idempotency-Key: the same key again answers the same refund and refunds nothing more. */
export const RefundHeaders = z.object({
  'idempotency-key': z.string(keyRequired).trim().min(8, keyRequired).max(100, keyRequired),
});

export const RefundBody = z.object({
  amount: Cents.positive({ error: 'refundsApi.amountNotPositive' }),
  reason: z
    .string({ error: 'refundsApi.reasonRequired' })
    .trim()
    .min(1, { error: 'refundsApi.reasonRequired' })
    .max(500),
});

/** A refund as the staff order detail lists it. */
export const StaffRefund = z.object({
  id: z.number().int(),
  amount: Cents,
  reason: z.string(),
  status: z.enum(['pending', 'done', 'failed']),
  providers: z.array(z.string()),
  provider_references: z.array(z.string()),
  staff_name: z.string(),
  created_at: z.string(),
  /** The credit note correcting the order's invoice; null when the order had no invoice. */
  credit_note: z
    .object({ number: z.string(), issued_at: z.string(), total: Cents, pdf_url: z.string() })
    .nullable(),
});
export type StaffRefund = z.infer<typeof StaffRefund>;

export const RefundCreated = StaffRefund.extend({
  /** What can still be refunded on the order after this refund. */
  refundable: Cents,
});
