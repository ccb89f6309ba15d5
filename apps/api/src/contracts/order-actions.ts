import { z } from 'zod';
import { StaffRefund } from './staff-refunds.ts';
import { CalendarDay, Cents, RecordId, RecordIdParam } from './common.ts';

/** Bodies and answers of the staff calls that move orders (routes/staff/order-actions-routes.ts). */

const required = { error: 'api.required' } as const;
const text = (max: number) => z.string(required).trim().min(1, required).max(max);

export const OrderIdParams = z.object({ id: RecordIdParam });
export const SubOrderIdParams = z.object({ id: RecordIdParam, subId: RecordIdParam });

export const ShipSubOrder = z.object({ carrier: text(80), tracking_number: text(80) });
export const DelaySubOrder = z.object({ expected_on: CalendarDay });
export const SubOrderIncident = z.object({ note: text(2000) });
export const CancelOrder = z.object({
  sub_order_ids: z.array(RecordId).min(1).max(100).optional(),
  reason: text(500),
});
export const ReturnGoods = z.object({
  sub_order_ids: z.array(RecordId).min(1).max(100),
  reason: text(500),
});
export const TransferReceived = z.object({
  amount: Cents.positive(),
  received_on: CalendarDay,
  reference: text(140),
});

const OrderState = z.object({
  id: z.number().int(),
  status: z.number().int(),
  status_name: z.string(),
});

/** The sub-order as the staff order detail shows it (staff contract). */
export const StaffSubOrder = z.object({
  id: z.number().int(),
  status: z.number().int(),
  status_name: z.string(),
  carrier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  expected_delivery: z.string().nullable(),
});

export const SubOrderMoved = z.object({ order: OrderState, sub_order: StaffSubOrder });
export const OrderCancelled = z.object({
  order: OrderState,
  cancelled_sub_order_ids: z.array(z.number().int()),
  /** Cents the customer is owed back for what was cancelled. */
  amount_owed: Cents,
  /** The refund made of them through the provider paid with (null: nothing was due). */
  refund: StaffRefund.nullable(),
});
export const GoodsReturned = z.object({
  order: OrderState,
  returned_sub_order_ids: z.array(z.number().int()),
  /** Cents the returned goods are worth to the customer. */
  amount_owed: Cents,
  /** The refund made of them through the provider paid with (null: nothing was due). */
  refund: StaffRefund.nullable(),
});
export const OrderPaidByTransfer = z.object({
  order: OrderState,
  /** A product short of stock when the money came (the order waits for staff), or null. */
  missing_product_id: z.number().int().nullable(),
});
