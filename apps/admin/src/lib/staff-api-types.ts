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

/** GET /admin/v1/orders/: `count_capped` says more than `count` orders match (10,000 and up). */
export interface OrderList extends Paged<OrderListItem> {
  count_capped: boolean;
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

/** The installer's visit (PUT /admin/v1/installation-bookings/{id}/appointment/). */
export interface InstallationAppointment {
  date: string;
  from: string;
  to: string;
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
  appointment: InstallationAppointment | null;
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

/** A product's texts in one language (contracts/staff-products.ts). */
export interface ProductTexts {
  name: string;
  slug: string;
  short_description: string;
  description: string;
  seo_title: string;
  seo_description: string;
}

interface EditionPrices {
  client: number;
  professional: number;
}

/** GET /admin/v1/products/:id/. */
export interface StaffProduct {
  id: number;
  ref: string;
  kind: string;
  brand_id: number | null;
  delivery_days_min: number;
  delivery_days_max: number;
  made_to_measure: boolean;
  measure_total_max_cm: number | null;
  measures: { attribute_id: number; range_min_cm: number; range_max_cm: number }[];
  is_active: boolean;
  translations: Record<'es' | 'fr', ProductTexts | null>;
  category_ids: number[];
  complement_ids: number[];
  technical_data: { label: Record<'es' | 'fr', string>; value: Record<'es' | 'fr', string> }[];
  published: Record<StoreCode, boolean>;
  prices: Record<StoreCode, EditionPrices | null>;
  updated_at: string;
}

/** A variant of a product (GET /admin/v1/products/:id/configurator/). */
export interface StaffVariant {
  id: number;
  ref: string;
  option_ids: number[];
  is_default: boolean;
  is_published: boolean;
  has_orders: boolean;
  prices: Record<StoreCode, EditionPrices | null>;
}

/** One option group of a product's configurator, names in both languages. */
export interface StaffOptionGroup {
  attribute_id: number;
  slug: string;
  field_type: string;
  name: Record<'es' | 'fr', string>;
  required: boolean;
  options: {
    option_id: number;
    slug: string;
    name: Record<'es' | 'fr', string>;
    price: number | null;
    base_price: number;
    is_default: boolean;
  }[];
}

/** GET /admin/v1/products/:id/configurator/. */
export interface StaffProductConfigurator {
  ref: string;
  groups: StaffOptionGroup[];
  variants: StaffVariant[];
  attributes: { id: number; slug: string; name: string; field_type: string }[];
}

/** A row of GET /admin/v1/products/. */
export interface StaffProductRow {
  id: number;
  ref: string;
  name: string;
  brand: string | null;
  made_to_measure: boolean;
  is_active: boolean;
  published: Record<StoreCode, boolean>;
  updated_at: string;
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

interface Choice {
  id: number;
  name: string;
}

/** GET /admin/v1/products/choices/. */
export interface ProductFormChoices {
  brands: Choice[];
  categories: Choice[];
  complements: (Choice & { ref: string })[];
  measures: (Choice & { slug: string })[];
  kinds: string[];
}

/** A stocked product's level (GET /admin/v1/stock/). */
export interface StockLevel {
  product_id: number;
  ref: string;
  name: string;
  brand: string | null;
  is_active: boolean;
  level: number;
  low_stock_threshold: number;
  is_low: boolean;
}

export type StockMovementKind = 'sale' | 'release' | 'return' | 'adjustment';

/** One row of a product's stock ledger. */
export interface StockMovement {
  id: number;
  kind: StockMovementKind;
  delta: number;
  level_after: number;
  reason: string | null;
  order_id: number | null;
  order_number: string | null;
  staff_name: string | null;
  created_at: string;
}

export interface StockFilters {
  brands: { id: number; name: string }[];
  categories: { id: number; name: string }[];
}

/** A line of a staff quotation (GET /admin/v1/quotations/{id}/): prices from the api. */
export interface StaffQuotationRow {
  product_id: number;
  product_name: string;
  ref: string;
  option_ids: number[];
  measures: Record<string, number>;
  complements: { complement_id: number; option_ids: number[] }[];
  quantity: number;
  catalogue_unit_pvp: number;
  unit_price: number | null;
  discount_percent: number | null;
  unit_pvp: number;
  total_pvp: number;
}

export interface StaffQuotation {
  id: number;
  store: StoreCode;
  language: 'es' | 'fr';
  status: 'draft' | 'sent';
  customer: { id: number; email: string; name: string; customer_type: 'C' | 'P' };
  valid_until: string;
  observations: string;
  rows: StaffQuotationRow[];
  totals: {
    catalogue_total: number;
    total: number;
    saved: number;
    subtotal: number;
    vat: number;
    vat_rate: number;
  };
  order: { id: number; number: string; status: number } | null;
  sent_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A picture of GET /admin/v1/products/:id/images/ (the storefront's order). */
export interface StaffProductPhoto {
  id: number;
  public_id: string;
  /** 100 principal, 200 detail, 300 ambience, 400 sketch, 500 3d, 600 option. */
  type: 100 | 200 | 300 | 400 | 500 | 600;
  option_id: number | null;
  alt: Record<'es' | 'fr', string>;
  uploaded: boolean;
}

/** A products or prices CSV import: each row's outcome (dry run) or what was applied. */
export interface SheetImportRow {
  line: number;
  ref: string;
  variant_ref: string | null;
  store: string | null;
  status: 'unchanged' | 'changed' | 'new' | 'refused';
  changes: { column: string; before: string; after: string }[];
  refusals: { column: string | null; message: string }[];
}

export interface SheetImportAnswer {
  applied: boolean;
  token: string;
  counts: Record<SheetImportRow['status'], number>;
  rows: SheetImportRow[];
}
