import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  cents,
  createdAt,
  customerType,
  id,
  language,
  position,
  storeCode,
  updatedAt,
} from './columns.ts';
import { coupons } from './coupons.ts';
import { variants } from './prices.ts';
import { products } from './products.ts';
import { stores } from './stores.ts';
import { users } from './users.ts';

/** 100 Cart, 150 Abandoned cart; a placed cart becomes an order (orders.cart_id). */
export type CartStatus = 100 | 150;

/** The basket. Its id is a uuid because the browser keeps it and it must not be guessable. */
export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeCode: storeCode()
      .notNull()
      .references(() => stores.code),
    language: language().notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerType: customerType().notNull().default('C'),
    status: smallint('status').$type<CartStatus>().notNull().default(100),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    email: text('email'),
    name: text('name'),
    surnames: text('surnames'),
    phone: text('phone'),
    shippingAddress: text('shipping_address'),
    shippingNumber: text('shipping_number'),
    shippingFlat: text('shipping_flat'),
    shippingPostalCode: text('shipping_postal_code'),
    shippingCity: text('shipping_city'),
    shippingProvince: text('shipping_province'),
    shippingCountry: text('shipping_country'),
    sameBillingData: boolean('same_billing_data').notNull().default(true),
    billingBusinessName: text('billing_business_name'),
    billingTaxIdType: text('billing_tax_id_type'),
    billingTaxId: text('billing_tax_id'),
    billingAddress: text('billing_address'),
    billingNumber: text('billing_number'),
    billingPostalCode: text('billing_postal_code'),
    billingCity: text('billing_city'),
    billingProvince: text('billing_province'),
    billingCountry: text('billing_country'),
    paymentMethod: text('payment_method'),
    observations: text('observations').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('carts_store_code_idx').on(t.storeCode, t.status, t.updatedAt),
    index('carts_user_id_idx').on(t.userId),
    index('carts_coupon_id_idx').on(t.couponId),
    index('carts_email_idx').on(t.email),
    check('carts_status_check', sql`${t.status} in (100, 150)`),
  ],
);

export type CartRowKind = 'product' | 'installation';

/**
 * A line of the cart. configuration is the snapshot of the selected configuration (SPEC
 * section 3) the prices were computed from; the api recomputes them, never trusts the client.
 */
export const cartRows = pgTable(
  'cart_rows',
  {
    id: id(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).$type<CartRowKind>().notNull().default('product'),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    variantId: integer('variant_id').references(() => variants.id, { onDelete: 'set null' }),
    quantity: integer('quantity').notNull().default(1),
    configuration: jsonb('configuration').$type<Record<string, unknown>>().notNull().default({}),
    finalRef: text('final_ref').notNull().default(''),
    /** Unit price of product and chosen options. */
    unitPvp: cents('unit_pvp').notNull(),
    complementsPvp: cents('complements_pvp').notNull().default(0),
    facilityPvp: cents('facility_pvp').notNull().default(0),
    shippingPvp: cents('shipping_pvp').notNull().default(0),
    /** (unit + complements) x quantity + facility. */
    totalPvp: cents('total_pvp').notNull(),
    position: position(),
    createdAt: createdAt(),
  },
  (t) => [
    index('cart_rows_cart_id_idx').on(t.cartId, t.position),
    index('cart_rows_product_id_idx').on(t.productId),
    index('cart_rows_variant_id_idx').on(t.variantId),
    check('cart_rows_quantity_check', sql`${t.quantity} > 0`),
    check('cart_rows_kind_check', sql`${t.kind} in ('product', 'installation')`),
  ],
);
