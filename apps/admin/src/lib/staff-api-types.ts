/** The answers of the staff api (/admin/v1/), as the staff api contract gives them. */
import type { StoreCode } from '@shop/domain';

export interface StaffSession {
  id: number;
  email: string;
  name: string;
  role: string;
  permissions: string[];
}

export interface Paged<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

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

export type Address = Record<string, string | number | boolean | null>;

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

export interface OrderDetail extends OrderListItem {
  rows: {
    id: number;
    product_name: string;
    sku: string;
    quantity: number;
    unit_price: number;
    total: number;
    configuration_summary: string[];
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
  installation: Address | null;
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
  emails: { kind: string; sent_at: string | null; failed_at: string | null }[];
  timeline: { at: string; kind: string; text: string; staff_name: string | null }[];
}

export interface Dashboard {
  editions: {
    store: StoreCode;
    sales_today: number;
    sales_7d: number;
    sales_30d: number;
    orders_today: number;
  }[];
  waiting_by_status: { status: number; status_name: string; count: number }[];
}

export interface AuditEntry {
  id: number;
  at: string;
  staff_id: number | null;
  staff_name: string | null;
  action: string;
  entity: string;
  entity_id: string;
  before: unknown;
  after: unknown;
}
