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

export interface Dashboard {
  editions: {
    store: StoreCode;
    sales_today: number;
    sales_7d: number;
    sales_30d: number;
    orders_today: number;
  }[];
  waiting_by_status: { status: number; status_name: string; count: number }[];
  daily_sales: EditionDailySales[];
  top_products: {
    store: StoreCode;
    products: { ref: string; name: string; units: number; revenue: number }[];
  }[];
}

/** An edition's last 30 shop days, oldest first, days without sales at zero. */
export interface EditionDailySales {
  store: StoreCode;
  days: { day: string; orders: number; total: number }[];
}

export interface AuditEntry {
  id: number;
  at: string;
  staff_id: number;
  staff_name: string;
  staff_email: string;
  staff_role: string;
  action: string;
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

/** One incident of the inbox (GET /admin/v1/incidents/). */
export interface IncidentListItem {
  id: number;
  status: 'open' | 'closed';
  status_name: string;
  reason: string;
  reason_label: string;
  message: string;
  created_at: string;
  order: { id: number; number: string; store: StoreCode };
  customer: { name: string; email: string; phone: string };
  answer_count: number;
}

export interface IncidentDetail extends IncidentListItem {
  language: 'es' | 'fr';
  closed_at: string | null;
  closed_by: string | null;
  answers: { id: number; text: string; sent_at: string; staff_name: string }[];
}

/** One installation booking (GET /admin/v1/installation-bookings/). */
export interface InstallationBooking {
  id: number;
  order: {
    id: number;
    number: string;
    store: StoreCode;
    created_at: string;
    status: number;
    status_name: string;
  };
  customer: { name: string; email: string; phone: string };
  address: string;
  postal_code: string;
  city: string;
  province: string;
  booked_on: string | null;
  distance: number;
  disassembly: boolean;
  pre_measurement: boolean;
  on_request: boolean;
  reservation_paid: number;
  installer_owed: number;
  installer_collects: number | null;
}

export interface ProvinceTotals {
  province: string;
  bookings: number;
  reservation_paid: number;
  installer_owed: number;
  installer_collects: number;
}

export interface InstallationBookingList extends Paged<InstallationBooking> {
  totals: ProvinceTotals[];
}

/** A customer account in staff lists (GET /admin/v1/customers/ and professional-requests/). */
export interface StaffCustomer {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  _type: 'C' | 'P';
  store: StoreCode;
  professional_status: 'pending' | 'approved' | 'refused' | null;
  is_active: boolean;
  created_at: string;
  company: string;
  tax_id: string;
}

interface CustomerAddress {
  id: number;
  is_default: boolean;
  name: string;
  address: string;
  number: string;
  flat: string;
  postal_code: string;
  city: string;
  province: string;
  country: string;
}

export interface StaffCustomerOrder {
  id: number;
  number: string;
  store: StoreCode;
  created_at: string;
  status: number;
  status_name: string;
  total: number;
  quote_valid_until: string | null;
}

/** One customer (GET /admin/v1/customers/:id/). */
export interface StaffCustomerDetail extends StaffCustomer {
  last_login_at: string | null;
  professional_decided_at: string | null;
  shipping_addresses: (CustomerAddress & { phone: string })[];
  billing_addresses: (CustomerAddress & {
    business_name: string;
    tax_id_type: string;
    tax_id: string;
  })[];
  orders: StaffCustomerOrder[];
  quotations: StaffCustomerOrder[];
  order_count: number;
  quotation_count: number;
}

/** GET /admin/v1/coupons/ and /admin/v1/coupons/:id/ (contracts/staff-coupons.ts). */
export interface StaffCoupon {
  id: number;
  store: 'ESSM' | 'FRSM';
  code: string;
  description: string;
  discount_type: 'amount' | 'percent';
  amount: number;
  percent: number;
  minimum_pvp: number;
  max_redemptions: number | null;
  max_redemptions_per_email: number | null;
  bound_email: string | null;
  is_public: boolean;
  is_active: boolean;
  starts_at: string | null;
  ends_at: string | null;
  excluded_brand_ids: number[];
  times_redeemed: number;
  created_at: string;
}

/** GET /admin/v1/coupons/:id/usage/. */
export interface CouponUsage {
  coupon: StaffCoupon;
  redemptions: {
    order_id: number;
    order_number: string;
    email: string;
    date: string;
    discount: number;
  }[];
  totals: { count: number; discount: number };
}

/** A content page or blog post (GET /admin/v1/content/{kind}/{id}/). */
export interface StaffContentText {
  id: number;
  kind: 'pages' | 'posts';
  store: StoreCode;
  content_language: 'es' | 'fr';
  slug: string;
  title: string;
  excerpt: string;
  body: string;
  seo_title: string;
  seo_description: string;
  is_published: boolean;
  updated_at: string;
  storefront_path: string;
}

export interface StaffQuestion {
  id: number;
  store: StoreCode;
  content_language: 'es' | 'fr';
  product: { id: number; name: string };
  name: string;
  email: string;
  question: string;
  answer: string | null;
  answered_at: string | null;
  is_published: boolean;
  created_at: string;
}

export interface StaffReview {
  id: number;
  store: StoreCode;
  content_language: 'es' | 'fr';
  product: { id: number; name: string } | null;
  author_name: string;
  rating: number;
  title: string;
  body: string;
  is_published: boolean;
  created_at: string;
}

export interface PricedProduct {
  id: number;
  ref: string;
  name: string;
  brand: string | null;
  made_to_measure: boolean;
  client_pvp: Record<StoreCode, number | null>;
}

export interface PriceFilterOptions {
  categories: { id: number; name: string }[];
  brands: { id: number; name: string }[];
}

export interface PriceRow {
  variant_id: number | null;
  variant_ref: string | null;
  store: StoreCode;
  currency: string;
  client_pvp: number | null;
  client_pvp_old: number | null;
  professional_pvp: number | null;
  professional_pvp_old: number | null;
}

export interface ProductPrices {
  product: { id: number; ref: string; name: string };
  rows: PriceRow[];
}

export interface PriceChangeEntry {
  id: number;
  variant_id: number | null;
  variant_ref: string | null;
  store: StoreCode;
  customer_type: 'C' | 'P';
  kind: 'price' | 'old_price';
  old_value: number | null;
  new_value: number | null;
  staff_name: string;
  bulk_change_id: string | null;
  at: string;
}

export interface BulkPriceRow {
  product_id: number;
  product_ref: string;
  product_name: string;
  variant_id: number | null;
  variant_ref: string | null;
  store: StoreCode;
  customer_type: 'C' | 'P';
  old_pvp: number;
  new_pvp: number;
  old_pvp_old: number | null;
  new_pvp_old: number | null;
}

export interface BulkPricePreview extends Paged<BulkPriceRow> {
  token: string;
  products: number;
}

export interface BulkPriceApplied {
  bulk_change_id: string;
  changed: number;
  products: number;
}
