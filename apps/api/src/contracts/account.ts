import { z } from 'zod';
import { InstallationAppointment } from './installation-appointment.ts';
import { Cart } from './cart.ts';
import { ProductCard } from './catalog.ts';
import {
  Cents,
  ListOf,
  PageQuery,
  RecordId,
  RecordIdParam,
  StoreCode,
  StoreQuery,
} from './common.ts';

/*
 * What an account holder keeps (issue 7): newsletter subscriptions, address book, wishlist,
 * their orders, quotations and incidents. The calls are described in
 * apps/api/src/routes/account/README.md.
 */

const Id = z.number().int();
export const IdParams = z.object({ id: RecordIdParam });
export const AccountListQuery = StoreQuery.extend(PageQuery.shape);
export type AccountListQuery = z.infer<typeof AccountListQuery>;

/*
 * Address bodies are checked by the domain's address-book forms (postal code, phone and tax id
 * of the edition) inside the handler, so every wrong field is named at once in the request's
 * language; the request schemas only say which fields exist (each optional).
 */
const text = z.string().max(200);

/** The street part both kinds of address share. */
const place = {
  address: text,
  number: text,
  flat: text,
  postal_code: text,
  city: text,
  province: text,
  /** The edition's country (ES or FR); a request may leave it out. */
  country: text,
  is_default: z.boolean(),
};

const shippingFields = z.object({ name: text, surnames: text, phone: text, ...place });
export const ShippingAddressRequest = shippingFields.partial();
export type ShippingAddressRequest = z.infer<typeof ShippingAddressRequest>;
export const ShippingAddress = shippingFields.extend({ id: Id }).meta({ id: 'ShippingAddress' });
export type ShippingAddress = z.infer<typeof ShippingAddress>;

const billingFields = z.object({
  business_name: text,
  /** dni, nie, cif (ESSM) or cni, nss, nif (FRSM); a request may leave it to the edition's first. */
  tax_id_type: text,
  tax_id: text,
  name: text,
  surname: text,
  ...place,
});
export const BillingAddressRequest = billingFields.partial();
export type BillingAddressRequest = z.infer<typeof BillingAddressRequest>;
export const BillingAddress = billingFields.extend({ id: Id }).meta({ id: 'BillingAddress' });
export type BillingAddress = z.infer<typeof BillingAddress>;

export const ShippingAddressList = ListOf(ShippingAddress);
export const BillingAddressList = ListOf(BillingAddress);

/** A product card priced for the caller's customer type. */
export const WishlistItem = z
  .object({ id: Id, product: ProductCard, created_at: z.iso.datetime() })
  .meta({ id: 'WishlistItem' });
export type WishlistItem = z.infer<typeof WishlistItem>;
export const WishlistList = ListOf(WishlistItem);
export const WishlistCreateRequest = z.object({ user: RecordId, product: RecordId });
export const SetFavouritesRequest = z.object({
  user: RecordId,
  product_ids: z.array(RecordId).max(500),
});
export const WishlistProductParams = z.object({ product_id: RecordIdParam });

/** SPEC section 3: the payload the footer form and /newsletter send. */
export const NewsletterSubscriptionRequest = z.object({
  email: z.string().max(254),
  tag: z.literal('newsletter'),
  meta_data: z.record(z.string(), z.unknown()).optional().default({}),
  store: StoreCode,
});
export const NewsletterSubscription = z
  .object({ id: Id, email: z.string(), tag: z.string(), store: StoreCode })
  .meta({ id: 'NewsletterSubscription' });
export type NewsletterSubscription = z.infer<typeof NewsletterSubscription>;
export const NewsletterSubscriptionList = ListOf(NewsletterSubscription);
/** The answer to a subscription; `welcome_coupon` is an addition to the spec. */
export const NewsletterSubscribed = NewsletterSubscription.extend({
  /** Whether a welcome coupon was e-mailed now: one per address, never again on coming back. */
  welcome_coupon: z.boolean(),
}).meta({ id: 'NewsletterSubscribed' });

/** One line of "my orders" (and of "my quotations"). */
export const ClientOrderSummary = z
  .object({
    id: Id,
    number: z.string(),
    /** ISO date-time the order (or quotation) was placed. */
    date: z.iso.datetime(),
    status: Id,
    status_label: z.string(),
    total: Cents,
    /** ISO date, for quotations (status 200/250); null for orders. */
    quote_valid_until: z.string().nullable(),
    /**
     * A quotation that can no longer be accepted (past quote_valid_until, or abandoned): the
     * domain's isQuotationExpired, so pages need no date rule of their own. False for orders.
     */
    quote_expired: z.boolean(),
  })
  .meta({ id: 'ClientOrderSummary' });
export type ClientOrderSummary = z.infer<typeof ClientOrderSummary>;
export const ClientOrderList = ListOf(ClientOrderSummary);

const PostalAddress = z.object({
  name: z.string(),
  address: z.string(),
  number: z.string(),
  flat: z.string(),
  postal_code: z.string(),
  city: z.string(),
  province: z.string(),
  country: z.string(),
});

export const ClientSubOrder = z.object({
  id: Id,
  /** Product name in the request's language; null if the product was withdrawn. */
  product: z.object({ id: Id, name: z.string(), slug: z.string(), url: z.string() }).nullable(),
  quantity: Id,
  total: Cents,
  /** The chosen options, measures and complements, worded as the cart worded them. */
  configuration_summary: z.array(z.object({ label: z.string(), value: z.string() })),
  status: Id,
  status_label: z.string(),
  /** Expected delivery window, ISO dates; null when unknown. */
  delivery: z.object({ from: z.string(), to: z.string() }).nullable(),
  carrier: z.string().nullable(),
  tracking_number: z.string().nullable(),
});

/** Every field of SPEC section 3's Order, as shown to its customer. */
export const ClientOrder = ClientOrderSummary.extend({
  email: z.string(),
  phone: z.string(),
  shipping_address: PostalAddress,
  billing_address: PostalAddress.extend({
    business_name: z.string(),
    tax_id_type: z.string(),
    tax_id: z.string(),
  }),
  payment_method: z.string(),
  payment_method_label: z.string(),
  subtotal: Cents,
  vat: Cents,
  /** The VAT rate the order was placed with (addition to the spec). */
  vat_rate: z.number(),
  shipping: Cents,
  coupon: z.object({ code: z.string(), discount: Cents }).nullable(),
  paypal_commission: Cents,
  /** The same as total: what the customer pays. */
  amount: Cents,
  observations: z.string(),
  invoices: z.array(z.object({ number: z.string(), url: z.string() })),
  sub_orders: z.array(ClientSubOrder),
  /** The uuid of the cart the order was placed from: the payment calls take it. */
  cart_id: z.string(),
  can_pay: z.boolean(),
  can_open_incident: z.boolean(),
  /** When the installer comes, once the shop has agreed it with the customer (issue 15). */
  installation_appointment: InstallationAppointment.nullable(),
  /** The incidents the customer opened on the order, each with staff's answers (oldest first). */
  incidents: z.array(
    z.object({
      id: Id,
      reason_label: z.string(),
      message: z.string(),
      created_at: z.iso.datetime(),
      status: z.enum(['open', 'closed']),
      status_label: z.string(),
      answers: z.array(z.object({ text: z.string(), sent_at: z.iso.datetime() })),
    }),
  ),
}).meta({ id: 'ClientOrder' });
export type ClientOrder = z.infer<typeof ClientOrder>;

export const IncidentRequest = z.object({
  /** damaged, missing, delay or other. */
  reason: z.string().max(20),
  message: z.string().max(4000),
});
export const Incident = z
  .object({
    id: Id,
    order_id: Id,
    reason: z.string(),
    reason_label: z.string(),
    message: z.string(),
    created_at: z.iso.datetime(),
    detail: z.string(),
  })
  .meta({ id: 'Incident' });

export const CartIdParam = z.object({ id: z.string().max(64) });

/** What the goods of a quotation cost today, row by row. */
export const CurrentPrices = z
  .object({
    rows: z.array(
      /** current_total null: that product can no longer be sold. */
      z.object({ sub_order_id: Id, quoted_total: Cents, current_total: Cents.nullable() }),
    ),
    quoted_total: Cents,
    /** null when a product can no longer be sold. */
    current_total: Cents.nullable(),
  })
  .meta({ id: 'QuotationCurrentPrices' });
export type CurrentPrices = z.infer<typeof CurrentPrices>;

/** A quotation as its page shows it: an expired one carries today's prices at once. */
export const ClientQuotation = ClientOrder.extend({
  /** Set when quote_expired, null otherwise. */
  current_prices: CurrentPrices.nullable(),
}).meta({ id: 'ClientQuotation' });
export type ClientQuotation = z.infer<typeof ClientQuotation>;

/** A rejected acceptance of an expired quotation: what its goods cost today. */
export const ExpiredQuotationBody = z.object({
  non_field_errors: z.array(z.string()),
  quote_valid_until: z.string(),
  current_prices: CurrentPrices,
});
export type ExpiredQuotationBody = z.infer<typeof ExpiredQuotationBody>;

export const AcceptedQuotation = z.object({
  order: ClientOrder,
  /** How to pay it, in the request's language. */
  detail: z.string(),
});

/** POST quotations/{id}/add_to_cart/: the caller's open cart that takes the goods. */
export const QuotationToCartRequest = z.object({ cart: z.string().max(100) });

/** The cart with the quotation's goods at today's prices, and those no longer sold. */
export const QuotationToCartResult = z.object({
  cart: Cart,
  /** Rows left out (product withdrawn, out of stock...), with the reason in the request's language. */
  not_added: z.array(z.object({ sub_order_id: Id, reason: z.string() })),
});
export type QuotationToCartResult = z.infer<typeof QuotationToCartResult>;
