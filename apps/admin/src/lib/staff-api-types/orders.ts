/** Orders as the staff api gives them (/admin/v1/orders/, audit log). */
import type { StoreCode } from '@shop/domain';
import type { Address, Paged } from './common.ts';
import type { InstallationAppointment } from './after-sales.ts';

export interface OrderListItem {
  id: number;
  number: string;
  store: StoreCode;
  created_at: string;
  status: number;
  status_name: string;
  customer_name: string;
  email: string;
  phone: string;
  total: number;
  currency: string;
  payment_method: string | null;
  payment_status: string | null;
  has_installation: boolean;
  sub_order_count: number;
}

/** GET /admin/v1/orders/: `count_capped` says more than `count` orders match (10,000 and up). */
export interface OrderList extends Paged<OrderListItem> {
  count_capped: boolean;
}

export interface StaffRefund {
  id: number;
  amount: number;
  reason: string;
  status: 'pending' | 'done' | 'failed';
  providers: string[];
  provider_references: string[];
  staff_name: string;
  created_at: string;
  credit_note: { number: string; issued_at: string; total: number; pdf_url: string } | null;
}

/** The measures drawing of a made-to-measure row. */
export interface RowSketch {
  width_cm: number;
  height_cm: number;
  width_known: boolean;
  height_known: boolean;
  fixed_side: 'left' | 'right' | null;
  tray: { drain: number | null } | null;
}

export interface OrderDetail extends OrderListItem {
  rows: {
    id: number;
    product_name: string;
    sku: string;
    quantity: number;
    unit_price: number;
    total: number;
    configuration_summary: string[];
    sketch: RowSketch | null;
    sub_order_id: number | null;
  }[];
  sub_orders: {
    id: number;
    status: number;
    status_name: string;
    carrier: string | null;
    tracking_number: string | null;
    expected_delivery: string | null;
  }[];
  shipping_address: Address | null;
  billing_address: Address | null;
  installation: {
    id: number;
    row_id: number;
    city: string;
    province: string;
    postal_code: string;
    distance: number;
    disassembly: boolean;
    pre_measurement: boolean;
    cost: number;
    reservation_amount: number;
    installer_payment: number;
    appointment: InstallationAppointment | null;
  } | null;
  payments: {
    id: number;
    provider: string;
    method: string;
    status: string;
    amount: number;
    reference: string | null;
    created_at: string;
  }[];
  invoices: { number: string; issued_at: string; total: number; pdf_url: string }[];
  refunds: StaffRefund[];
  emails: { kind: string; kind_name: string; sent_at: string | null; failed_at: string | null }[];
  notes: OrderNote[];
  timeline: { at: string; kind: string; text: string; staff_name: string | null }[];
}

export interface AuditEntry {
  id: number;
  at: string;
  staff_id: number;
  staff_name: string;
  staff_email: string;
  staff_role: string;
  action: string;
  /** The action in the staff member's language. */
  action_name: string;
  entity: string;
  entity_id: string;
  before: unknown;
  after: unknown;
}

export interface OrderNote {
  id: number;
  at: string;
  staff_name: string;
  text: string;
}
