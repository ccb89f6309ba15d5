import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { brands } from './brands.ts';
import { cartRows, carts } from './carts.ts';
import {
  cents,
  createdAt,
  customerType,
  id,
  language,
  storeCode,
  updatedAt,
  vatRate,
} from './columns.ts';
import { coupons } from './coupons.ts';
import { stores } from './stores.ts';
import { users } from './users.ts';

/**
 * 200 Quote, 250 Abandoned quote, 300 Pending payment, 350 Abandoned order, 400 Paid,
 * 450 and 500 In progress, 600 Partially shipped, 650 Shipped, 700 Cancelled, 800 Returned.
 * (100 and 150 are cart states, kept on carts.)
 */
export type OrderStatus = 200 | 250 | 300 | 350 | 400 | 450 | 500 | 600 | 650 | 700 | 800;

/** What orders.payment_status holds: a payment's status ('authorized' read as 'paid', or as
 * 'partially_refunded' once part of it is given back). */
export type OrderPaymentStatus =
  'pending' | 'paid' | 'error' | 'cancelled' | 'partially_refunded' | 'refunded';

/**
 * What staff search orders by, as words: `orders.search_text` (number, e-mail and its domain,
 * name, surnames, the phone also as digits and as its national number, the tax id also without
 * separators; lower-case and unaccented), kept by a trigger (migration 0024: unaccent is not immutable, so it cannot
 * be a generated column nor an index expression). The GIN index orders_search_idx is built on
 * exactly this expression, so a search must use it as it is to be served by the index.
 */
export function orderSearchWords(t: { searchText: AnyPgColumn }) {
  return sql`to_tsvector('simple', ${t.searchText})`;
}

/** A placed cart, with everything the customer sees frozen at the time it was placed. */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    storeCode: storeCode()
      .notNull()
      .references(() => stores.code),
    language: language().notNull(),
    number: text('number').notNull(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerType: customerType().notNull(),
    status: smallint('status').$type<OrderStatus>().notNull(),
    /** A retry of "place order" with the same key returns the first order. */
    idempotencyKey: text('idempotency_key').notNull(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    surnames: text('surnames').notNull(),
    phone: text('phone').notNull(),
    shippingAddress: text('shipping_address').notNull(),
    shippingNumber: text('shipping_number').notNull().default(''),
    shippingFlat: text('shipping_flat').notNull().default(''),
    shippingPostalCode: text('shipping_postal_code').notNull(),
    shippingCity: text('shipping_city').notNull(),
    shippingProvince: text('shipping_province').notNull(),
    shippingCountry: text('shipping_country').notNull(),
    billingBusinessName: text('billing_business_name').notNull().default(''),
    billingTaxIdType: text('billing_tax_id_type').notNull().default(''),
    billingTaxId: text('billing_tax_id').notNull().default(''),
    billingAddress: text('billing_address').notNull(),
    billingNumber: text('billing_number').notNull().default(''),
    billingPostalCode: text('billing_postal_code').notNull(),
    billingCity: text('billing_city').notNull(),
    billingProvince: text('billing_province').notNull(),
    billingCountry: text('billing_country').notNull(),
    paymentMethod: text('payment_method').notNull(),
    subtotal: cents('subtotal').notNull(),
    vat: cents('vat').notNull(),
    vatRate: vatRate(),
    shippingCost: cents('shipping_cost').notNull().default(0),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: text('coupon_code'),
    discount: cents('discount').notNull().default(0),
    /** The PayPal increase (commission) added to the total. */
    paypalCommission: cents('paypal_commission').notNull().default(0),
    total: cents('total').notNull(),
    observations: text('observations').notNull().default(''),
    quoteValidUntil: date('quote_valid_until'),
    /**
     * True while the order holds its goods (taken from products.stock_quantity when its payment
     * started); set back to false when they are given back (payment failed, cancelled, abandoned).
     */
    stockReserved: boolean('stock_reserved').notNull().default(false),
    /**
     * The state of the order's latest payment as staff filter by it ('paid' for an authorized
     * payment), kept by a database trigger on payments (migration 0011) so the orders list
     * filters 200,000 orders on an index instead of joining every payment.
     */
    paymentStatus: varchar('payment_status', { length: 20 }).$type<OrderPaymentStatus>(),
    /**
     * Whether a row of the order has an installation booking, kept by database triggers on
     * orders and installation_bookings (migration 0011) for the staff list's filter and column.
     */
    hasInstallation: boolean('has_installation').notNull().default(false),
    /**
     * The distinct statuses of the order's sub-orders, kept by statement triggers on sub_orders
     * (migration 0018): the staff list's sub-order status filter is then one GIN lookup that
     * combines with the other filters, where a semi-join on sub_orders read half of them.
     */
    subOrderStatuses: smallint('sub_order_statuses')
      .array()
      .$type<SubOrderStatus[]>()
      .notNull()
      .default(sql`'{}'`),
    /** The words staff search by (orderSearchWords), kept by a trigger (migration 0024). */
    searchText: text('search_text').notNull().default(''),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_store_number_key').on(t.storeCode, t.number),
    uniqueIndex('orders_cart_id_key').on(t.cartId),
    uniqueIndex('orders_idempotency_key_key').on(t.idempotencyKey),
    index('orders_user_id_idx').on(t.userId, t.placedAt),
    index('orders_email_idx').on(t.email),
    index('orders_store_status_idx').on(t.storeCode, t.status, t.placedAt),
    index('orders_coupon_id_idx').on(t.couponId),
    // The staff orders list: its sorts, and its filters with the default sort after them.
    index('orders_created_at_idx').on(t.createdAt, t.id),
    index('orders_store_created_at_idx').on(t.storeCode, t.createdAt, t.id),
    index('orders_status_created_at_idx').on(t.status, t.createdAt),
    index('orders_payment_status_idx').on(t.paymentStatus, t.createdAt),
    index('orders_installation_idx').on(t.hasInstallation, t.createdAt),
    index('orders_payment_method_idx').on(t.paymentMethod, t.createdAt),
    index('orders_total_idx').on(t.total, t.id),
    index('orders_number_idx').on(t.number),
    // An edition's orders of one payment method by number, read from the index alone.
    index('orders_store_payment_method_number_idx').on(
      t.storeCode,
      t.paymentMethod,
      t.number,
      t.id,
    ),
    // Each equality filter sorted by total: walking these never skips the rows of other values.
    index('orders_store_total_idx').on(t.storeCode, t.total, t.id),
    index('orders_status_total_idx').on(t.status, t.total, t.id),
    index('orders_payment_status_total_idx').on(t.paymentStatus, t.total, t.id),
    index('orders_payment_method_total_idx').on(t.paymentMethod, t.total, t.id),
    index('orders_installation_total_idx').on(t.hasInstallation, t.total, t.id),
    index('orders_sub_order_statuses_idx').using('gin', t.subOrderStatuses),
    // A search holding "@" is an e-mail or its beginning: a prefix range on this index.
    index('orders_email_prefix_idx').using('btree', sql`lower(${t.email}) text_pattern_ops`),
    // The staff dashboard's daily sales and top products: orders paid in the last 30 days.
    index('orders_paid_at_idx')
      .on(t.paidAt)
      .where(sql`${t.paidAt} is not null`),
    // Word prefixes: a trigram index re-checked thousands of rows for "b0001" or two names.
    index('orders_search_idx').using('gin', orderSearchWords(t)),
    check(
      'orders_status_check',
      sql`${t.status} in (200, 250, 300, 350, 400, 450, 500, 600, 650, 700, 800)`,
    ),
  ],
);

/** 100/200/300 In progress, 400 Delayed, 500 Cancelled, 550 Cancelled due to a change, 600 Shipped, 650 Partially shipped, 700 Delivered, 800 Returned, 900 Incident. */
export type SubOrderStatus = 100 | 200 | 300 | 400 | 500 | 550 | 600 | 650 | 700 | 800 | 900;

/** The part of a cart row a supplier ships; a row can be split across several. */
export const subOrders = pgTable(
  'sub_orders',
  {
    id: id(),
    cartRowId: integer('cart_row_id')
      .notNull()
      .references(() => cartRows.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    status: smallint('status').$type<SubOrderStatus>().notNull().default(100),
    quantity: integer('quantity').notNull(),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    expectedOn: date('expected_on'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    notes: text('notes').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('sub_orders_cart_row_id_idx').on(t.cartRowId),
    index('sub_orders_order_id_idx').on(t.orderId),
    index('sub_orders_brand_id_idx').on(t.brandId, t.status),
    index('sub_orders_status_idx').on(t.status, t.orderId),
    check(
      'sub_orders_status_check',
      sql`${t.status} in (100, 200, 300, 400, 500, 550, 600, 650, 700, 800, 900)`,
    ),
  ],
);
