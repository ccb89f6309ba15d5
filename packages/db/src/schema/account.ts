import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, storeCode, updatedAt } from './columns.ts';
import { coupons } from './coupons.ts';
import { products } from './products.ts';
import { stores } from './stores.ts';
import { users } from './users.ts';

const addressColumns = () => ({
  address: text('address').notNull(),
  number: text('number').notNull().default(''),
  flat: text('flat').notNull().default(''),
  postalCode: text('postal_code').notNull(),
  city: text('city').notNull(),
  province: text('province').notNull(),
  country: text('country').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const shippingAddresses = pgTable(
  'shipping_addresses',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    surnames: text('surnames').notNull().default(''),
    phone: text('phone').notNull(),
    ...addressColumns(),
  },
  (t) => [index('shipping_addresses_user_id_idx').on(t.userId)],
);

export const billingAddresses = pgTable(
  'billing_addresses',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessName: text('business_name').notNull().default(''),
    taxIdType: text('tax_id_type').notNull(),
    taxId: text('tax_id').notNull(),
    name: text('name').notNull().default(''),
    surname: text('surname').notNull().default(''),
    ...addressColumns(),
  },
  (t) => [index('billing_addresses_user_id_idx').on(t.userId)],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('wishlist_items_user_product_key').on(t.userId, t.productId),
    index('wishlist_items_product_id_idx').on(t.productId),
  ],
);

/** One subscription per e-mail, store and tag ('newsletter'); the duplicate is the "exists" error. */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: id(),
    storeCode: storeCode()
      .notNull()
      .references(() => stores.code),
    email: text('email').notNull(),
    tag: text('tag').notNull().default('newsletter'),
    metaData: jsonb('meta_data').$type<Record<string, unknown>>().notNull().default({}),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The 5 euro welcome coupon sent to the subscriber. */
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('newsletter_subscriptions_store_email_tag_key').on(t.storeCode, t.email, t.tag),
    index('newsletter_subscriptions_user_id_idx').on(t.userId),
    index('newsletter_subscriptions_coupon_id_idx').on(t.couponId),
  ],
);
