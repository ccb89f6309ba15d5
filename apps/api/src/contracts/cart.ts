import { z } from 'zod';
import { Cents, PageQuery, RecordId, RecordIdParam, StoreQuery, UserType } from './common.ts';
import { PriceConfigurationRequest } from './product-price.ts';
import { DeliveryPromise } from './product.ts';

/*
 * The cart api (SPEC section 7, base /cart/v1/). The cart's uuid is the guest's key: whoever
 * holds it may read and change that cart, nobody else can guess it. Every amount is worked out
 * by the server from the catalogue; prices, totals or discounts in a body are ignored.
 */

/** Any string: a malformed uuid is answered like an unknown one (404), not as a bad request. */
const CartKey = z.string().max(100);
const Id = z.number().int();

export const CartIdParams = z.object({ id: CartKey });
export const CartRowIdParams = z.object({ id: RecordIdParam });

/** `user_type` is not read: the cart decides its customer type, never the client. */
export const CartQuery = StoreQuery;
export type CartQuery = z.infer<typeof CartQuery>;

export const CartRetrieveQuery = StoreQuery.extend({
  /** Re-price every row from the current catalogue before answering (used before payment). */
  check: z.stringbool().default(false),
});

export const CartOfQuery = StoreQuery.extend({ cart: CartKey });
export const CartPagedQuery = CartOfQuery.extend(PageQuery.shape);
export const CouponListQuery = StoreQuery.extend(PageQuery.shape);

/** What a row was priced from: ids and measures only, as price_configuration takes them. */
export const CartRowConfiguration = z.object({
  option_ids: z.array(Id),
  measures: z.record(z.string(), z.number()),
  complements: z.array(
    z.object({
      complement_id: Id,
      type_id: Id,
      option_ids: z.array(Id),
      variant_id: Id.nullable(),
      ref: z.string(),
    }),
  ),
  installation: z
    .object({
      disassembly: z.boolean(),
      pre_measurement: z.boolean(),
      city_id: Id,
      distance: z.union([z.literal(500), z.literal(520)]),
    })
    .nullable(),
  postal_code: z.string().nullable(),
});
export type CartRowConfiguration = z.infer<typeof CartRowConfiguration>;

/** The installation reservation of a row; cost and installer_payment null when on request. */
export const CartInstallationBooking = z.object({
  id: Id,
  city: z.object({ id: Id, name: z.string() }),
  distance: z.union([z.literal(500), z.literal(520)]),
  postal_code: z.string(),
  disassembly: z.boolean(),
  pre_measurement: z.boolean(),
  /** Paid online: the row's facility_pvp. */
  reservation_amount: Cents,
  cost: Cents.nullable(),
  installer_payment: Cents.nullable(),
});
export type CartInstallationBooking = z.infer<typeof CartInstallationBooking>;

export const CartRow = z
  .object({
    id: Id,
    kind: z.enum(['product', 'installation']),
    /** null when the product was withdrawn from the catalogue after it was added. */
    product_id: Id.nullable(),
    variant_id: Id.nullable(),
    quantity: Id,
    final_ref: z.string(),
    configuration: CartRowConfiguration,
    /** One product with its options. */
    unit_pvp: Cents,
    /** The complements of one product, with their options. */
    complements_pvp: Cents,
    /** The installation reservation paid online (scales with quantity when disassembly is on). */
    facility_pvp: Cents,
    /** (unit_pvp + complements_pvp) x quantity + facility_pvp. */
    total_pvp: Cents,
    installation: CartInstallationBooking.nullable(),
  })
  .meta({ id: 'CartRow' });
export type CartRow = z.infer<typeof CartRow>;

export const CartPrices = z.object({
  /** Sum of the rows. */
  pvp: Cents,
  pvp_shipping: Cents,
  /** The coupon's discount. */
  pvp_saved: Cents,
  paypal_commission: Cents,
  /** pvp - pvp_saved + pvp_shipping + paypal_commission. */
  pvp_total: Cents,
  /**
   * The edition's VAT rate (the order's once placed) and the VAT included in pvp_total:
   * additions to the spec, so pages say what is charged, not a rate of their own.
   */
  vat_rate: z.number(),
  pvp_vat: Cents,
});
export type CartPrices = z.infer<typeof CartPrices>;

/** Where the goods go, for the shipping price: refused (islands) or not free (Balearics). */
export const CartShipping = z.object({
  postal_code: z.string().nullable(),
  zone: z.enum(['mainland', 'balearics']).nullable(),
  free: z.boolean(),
  refused: z.boolean(),
  /** Why the postal code is refused, in the request's language. */
  message: z.string().nullable(),
});

export const CartCoupon = z.object({
  id: Id,
  code: z.string(),
  total_discount: Cents,
  /** Why the coupon gives nothing now (e.g. below its minimum after a row was removed). */
  message: z.string().nullable(),
});

const text = z.string().nullable();

/** The order a placed cart became, with its figures as they were when it was placed. */
export const CartOrder = z
  .object({
    number: z.string(),
    /** SPEC section 4 order status code (300 pending payment, 400 paid...). */
    status: z.number().int(),
    placed_at: z.string(),
    payment_method: z.string(),
    /** Taxable base and VAT of the total. */
    subtotal: Cents,
    vat: Cents,
    /** The VAT rate the order was placed with (0.21, 0.2): an addition to the spec. */
    vat_rate: z.number(),
    shipping_cost: Cents,
    coupon_code: z.string().nullable(),
    discount: Cents,
    paypal_commission: Cents,
    total: Cents,
    observations: z.string(),
    /** Once paid. */
    invoice_number: z.string().nullable(),
    /** For quotes (ISO date). */
    quote_valid_until: z.string().nullable(),
    delivery_promise: DeliveryPromise.nullable(),
  })
  .meta({ id: 'CartOrder' });
export type CartOrder = z.infer<typeof CartOrder>;

export const Cart = z
  .object({
    id: z.string(),
    store: z.string(),
    language: z.string(),
    /** 100 cart, 150 abandoned cart. */
    status: z.union([z.literal(100), z.literal(150)]),
    customer_type: UserType,
    /** Set once the cart has been placed as an order; the cart is then read-only. */
    order_number: z.string().nullable(),
    /** Sum of the quantities. */
    size: Id,
    rows: z.array(CartRow),
    coupon: CartCoupon.nullable(),
    coupon_code: z.string().nullable(),
    prices: CartPrices,
    shipping: CartShipping,
    /** For professional carts: what the rows would cost a private buyer minus what they cost. */
    professional_discount: Cents,
    /** Sum of the rows (prices.pvp). */
    cart_total: Cents,
    /** The coupon's discount (prices.pvp_saved). */
    total_discount: Cents,
    email: text,
    name: text,
    surnames: text,
    phone: text,
    shipping_address: text,
    shipping_number: text,
    shipping_flat: text,
    shipping_postal_code: text,
    shipping_city: text,
    shipping_province: text,
    /** The edition's country (ES or FR), never the client's. */
    shipping_country: z.string(),
    same_billing_data: z.boolean(),
    billing_business_name: text,
    billing_tax_id_type: text,
    billing_tax_id: text,
    billing_address: text,
    billing_number: text,
    billing_postal_code: text,
    billing_city: text,
    billing_province: text,
    billing_country: z.string(),
    payment_method_selected: text,
    observations: z.string(),
    /** null until the cart is placed. */
    order: CartOrder.nullable(),
  })
  .meta({ id: 'Cart' });
export type Cart = z.infer<typeof Cart>;

/** The cart after ?check=true: rows whose price changed, rows that can no longer be sold. */
export const CheckedCart = Cart.extend({
  changed_rows: z.array(Id).optional(),
  unavailable_rows: z.array(z.object({ id: Id, detail: z.string() })).optional(),
}).meta({ id: 'CheckedCart' });
export type CheckedCart = z.infer<typeof CheckedCart>;

/** A cart and the message to show (coupon applied, coupon removed). */
export const CartWithMessage = Cart.extend({ message: z.string() }).meta({
  id: 'CartWithMessage',
});
export type CartWithMessage = z.infer<typeof CartWithMessage>;

const checkoutText = z.string().max(200);

/**
 * PUT carts/{id}/: the checkout data, partial. Each field present is checked with the rules of
 * the cart's edition and nothing is saved if one fails. The country is the edition's.
 */
export const CartCheckoutRequest = z
  .object({
    email: z.string().max(254),
    name: checkoutText,
    surnames: checkoutText,
    phone: z.string().max(30),
    shipping_address: checkoutText,
    shipping_number: checkoutText,
    shipping_flat: checkoutText,
    shipping_postal_code: z.string().max(10),
    shipping_city: checkoutText,
    shipping_province: checkoutText,
    same_billing_data: z.boolean(),
    billing_business_name: checkoutText,
    billing_tax_id_type: z.string().max(10),
    billing_tax_id: z.string().max(30),
    billing_address: checkoutText,
    billing_number: checkoutText,
    billing_postal_code: z.string().max(10),
    billing_city: checkoutText,
    billing_province: checkoutText,
    /** null clears the choice. */
    payment_method_selected: z.string().max(30).nullable(),
    observations: z.string().max(2000),
  })
  .partial()
  .meta({ id: 'CartCheckoutRequest' });
export type CartCheckoutRequest = z.infer<typeof CartCheckoutRequest>;

export const OrderLookupRequest = z.object({
  order_number: z.string().max(50),
  email: z.string().max(254),
});

export const CartEmailRequest = z.object({ email: z.string().max(254) });

const quantityRange = { error: 'cart.quantityRange' } as const;
/** 1 to 999, one message for every way of missing it. */
const CartQuantity = z
  .number(quantityRange)
  .int(quantityRange)
  .min(1, quantityRange)
  .max(999, quantityRange);

/** POST cart-rows/: price_configuration's request plus the cart and the product. */
export const CartRowCreateRequest = PriceConfigurationRequest.extend({
  cart: CartKey,
  product_id: RecordId,
  quantity: CartQuantity.default(1),
}).meta({ id: 'CartRowCreateRequest' });
export type CartRowCreateRequest = z.output<typeof CartRowCreateRequest>;

export const CartRowUpdateRequest = z.object({ cart: CartKey, quantity: CartQuantity });

/** A row as the cart page shows it: the product's display data and a readable summary. */
export const CartRowDisplay = CartRow.extend({
  product: z
    .object({
      name: z.string(),
      slug: z.string(),
      /** The slug plus .html. */
      url: z.string(),
      ref: z.string(),
      image_public_id: z.string().nullable(),
      brand: z.object({ id: Id, name: z.string(), slug: z.string() }).nullable(),
      made_to_measure: z.boolean(),
    })
    .nullable(),
  /** The chosen options, measures and complements, worded in the request's language. */
  configuration_summary: z.array(z.object({ label: z.string(), value: z.string() })),
  installation_summary: z.array(z.object({ label: z.string(), value: z.string() })),
  delivery_promise: DeliveryPromise.nullable(),
}).meta({ id: 'CartRowDisplay' });
export type CartRowDisplay = z.infer<typeof CartRowDisplay>;

export const SubOrder = z
  .object({
    id: Id,
    cart_row_id: Id,
    order_id: Id.nullable(),
    brand: z.object({ id: Id, name: z.string() }).nullable(),
    status: Id,
    status_label: z.string(),
    quantity: Id,
    carrier: z.string().nullable(),
    tracking_number: z.string().nullable(),
    /** ISO date. */
    expected_on: z.string().nullable(),
    shipped_at: z.string().nullable(),
    delivered_at: z.string().nullable(),
  })
  .meta({ id: 'SubOrder' });
export type SubOrder = z.infer<typeof SubOrder>;

/**
 * An order found by its number and e-mail, with its rows as the order page shows them: the
 * e-mail is the key, so an account's order is shown without its token (addition to the spec),
 * and its sub-orders: status, carrier, tracking number and any new date.
 */
export const LookedUpCart = Cart.extend({
  custom_rows: z.array(CartRowDisplay),
  sub_orders: z.array(SubOrder),
}).meta({ id: 'LookedUpCart' });
export type LookedUpCart = z.infer<typeof LookedUpCart>;

export const CouponValidateRequest = z.object({ cart: CartKey, code: z.string().max(50) });

/** A public coupon of the store (coupons/web_list/). */
export const PublicCoupon = z
  .object({
    id: Id,
    code: z.string(),
    description: z.string(),
    discount_type: z.enum(['amount', 'percent']),
    /** Cents, for amount coupons. */
    amount: Cents,
    /** Whole percent, for percent coupons. */
    percent: Id,
    minimum_pvp: Cents,
    /** ISO timestamp, or null when it does not end. */
    ends_at: z.string().nullable(),
  })
  .meta({ id: 'PublicCoupon' });
export type PublicCoupon = z.infer<typeof PublicCoupon>;
