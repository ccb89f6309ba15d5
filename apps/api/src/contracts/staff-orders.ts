import { z } from 'zod';
import {
  orderStatusCodes,
  orderStatuses,
  paymentMethodIds,
  subOrderStatusCodes,
  type OrderStatusCode,
} from '@shop/domain';
import { CalendarDay, Cents, PageQuery, RecordIdParam, StoreCode } from './common.ts';
import { InstallationAppointment } from './installation-appointment.ts';
import { StaffQuery } from './staff.ts';
import { OrderNote } from './staff-order-changes.ts';
import { StaffRefund } from './staff-refunds.ts';

/** What orders.payment_status holds: the latest payment's state ('paid' = authorized). */
export const orderPaymentStatuses = [
  'pending',
  'paid',
  'error',
  'cancelled',
  'partially_refunded',
  'refunded',
] as const;

export const orderListOrderings = [
  '-created_at',
  'created_at',
  'total',
  '-total',
  'number',
] as const;
export type OrderListOrdering = (typeof orderListOrderings)[number];

const invalidBoolean = { error: 'staffApi.invalidBoolean' } as const;
const Flag = z.enum(['true', 'false'], invalidBoolean).transform((flag) => flag === 'true');
const CentsParam = z.coerce.number().int().min(0).max(2_147_483_647);
/** Orders start at 200 (quote): 100 and 150 are cart states, kept on carts. */
type PlacedOrderStatus = Exclude<
  OrderStatusCode,
  typeof orderStatuses.cart | typeof orderStatuses.abandonedCart
>;
const placedOrderStatuses = orderStatusCodes.filter(
  (code): code is PlacedOrderStatus => code >= orderStatuses.quote,
);
const StatusParam = z.coerce.number().pipe(z.literal(placedOrderStatuses));

/** The filters of the orders list and its CSV export (staff contract, "Orders"). */
export const orderFilterFields = {
  store: StoreCode.optional(),
  status: z
    .union([StatusParam, z.array(StatusParam)])
    .transform((status) => [status].flat())
    .optional(),
  sub_order_status: z.coerce.number().pipe(z.literal(subOrderStatusCodes)).optional(),
  payment_method: z.enum(paymentMethodIds).optional(),
  payment_status: z.enum(orderPaymentStatuses).optional(),
  created_from: CalendarDay.optional(),
  created_to: CalendarDay.optional(),
  total_min: CentsParam.optional(),
  total_max: CentsParam.optional(),
  installation: Flag.optional(),
  q: z.string().trim().max(100).optional(),
  ordering: z.enum(orderListOrderings).default('-created_at'),
};

type RangeFields = {
  total_min?: number | undefined;
  total_max?: number | undefined;
  created_from?: string | undefined;
  created_to?: string | undefined;
};

/** A minimum above its maximum, or dates the wrong way round, are a 400, never an empty list. */
export function withRanges<Query extends z.ZodType<RangeFields>>(query: Query) {
  return query
    .refine(
      (query) =>
        query.total_min === undefined ||
        query.total_max === undefined ||
        query.total_min <= query.total_max,
      { error: 'staffApi.rangeReversed', path: ['total_min'] },
    )
    .refine(
      (query) =>
        query.created_from === undefined ||
        query.created_to === undefined ||
        query.created_from <= query.created_to,
      { error: 'staffApi.datesReversed', path: ['created_from'] },
    );
}

export const OrderListQuery = withRanges(
  StaffQuery.extend(PageQuery.shape).extend(orderFilterFields),
);
export const OrderExportQuery = withRanges(StaffQuery.extend(orderFilterFields));
export type OrderFilters = z.infer<typeof OrderExportQuery>;

export const StaffOrder = z.object({
  id: z.number().int(),
  number: z.string(),
  store: StoreCode,
  created_at: z.string(),
  status: z.number().int(),
  status_name: z.string(),
  customer_name: z.string(),
  email: z.string(),
  phone: z.string(),
  total: Cents,
  currency: z.string(),
  payment_method: z.string(),
  payment_status: z.enum(orderPaymentStatuses).nullable(),
  has_installation: z.boolean(),
  sub_order_count: z.number().int(),
});
export type StaffOrder = z.infer<typeof StaffOrder>;

export const StaffOrderParams = z.object({ id: RecordIdParam });

export const Address = z.object({
  business_name: z.string(),
  tax_id_type: z.string(),
  tax_id: z.string(),
  address: z.string(),
  number: z.string(),
  flat: z.string(),
  postal_code: z.string(),
  city: z.string(),
  province: z.string(),
  country: z.string(),
});

/** The measures drawing of a made-to-measure row, as the storefront's configurator draws it. */
export const RowSketch = z.object({
  width_cm: z.number(),
  height_cm: z.number(),
  /** A measure the customer did not give is drawn at the middle of its range, labelled '?'. */
  width_known: z.boolean(),
  height_known: z.boolean(),
  fixed_side: z.enum(['left', 'right']).nullable(),
  /** A shower tray, drawn from above with its drain (pool_position). */
  tray: z.object({ drain: z.number().int().nullable() }).nullable(),
});
export type RowSketch = z.infer<typeof RowSketch>;

export const StaffOrderDetail = StaffOrder.extend({
  rows: z.array(
    z.object({
      id: z.number().int(),
      product_name: z.string(),
      sku: z.string(),
      quantity: z.number().int(),
      unit_price: Cents,
      total: Cents,
      configuration_summary: z.array(z.string()),
      sketch: RowSketch.nullable(),
      sub_order_id: z.number().int().nullable(),
    }),
  ),
  sub_orders: z.array(
    z.object({
      id: z.number().int(),
      status: z.number().int(),
      status_name: z.string(),
      carrier: z.string().nullable(),
      tracking_number: z.string().nullable(),
      expected_delivery: z.string().nullable(),
    }),
  ),
  shipping_address: Address,
  billing_address: Address,
  installation: z
    .object({
      /** The booking (its appointment is set at /admin/v1/installation-bookings/:id/appointment/). */
      id: z.number().int(),
      /** The row the booking was added with. */
      row_id: z.number().int(),
      city: z.string(),
      province: z.string(),
      postal_code: z.string(),
      distance: z.number().int(),
      disassembly: z.boolean(),
      pre_measurement: z.boolean(),
      cost: Cents,
      reservation_amount: Cents,
      installer_payment: Cents,
      appointment: InstallationAppointment.nullable(),
    })
    .nullable(),
  payments: z.array(
    z.object({
      id: z.number().int(),
      provider: z.string(),
      method: z.string(),
      status: z.string(),
      amount: Cents,
      reference: z.string(),
      created_at: z.string(),
    }),
  ),
  invoices: z.array(
    z.object({ number: z.string(), issued_at: z.string(), total: Cents, pdf_url: z.string() }),
  ),
  refunds: z.array(StaffRefund),
  emails: z.array(
    z.object({
      kind: z.string(),
      /** The kind in the staff member's language. */
      kind_name: z.string(),
      sent_at: z.string().nullable(),
      failed_at: z.string().nullable(),
    }),
  ),
  /** Staff notes, oldest first (append-only). */
  notes: z.array(OrderNote),
  timeline: z.array(
    z.object({
      at: z.string(),
      kind: z.string(),
      text: z.string(),
      staff_name: z.string().nullable(),
    }),
  ),
});
export type StaffOrderDetail = z.infer<typeof StaffOrderDetail>;
