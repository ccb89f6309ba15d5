import type { CartRowDisplay, List, ProductCard } from '@shop/api/contracts';
import { apiGet, apiSend, type ApiScope } from '../../lib/api.server.ts';

/*
 * The calls an account holder makes (issue 7 contract, apps/api/src/routes/account/README.md).
 * The shapes mirror apps/api/src/contracts/account.ts.
 */

export type ShippingAddress = {
  id: number;
  name: string;
  surnames: string;
  phone: string;
  address: string;
  number: string;
  flat: string;
  postal_code: string;
  city: string;
  province: string;
  country: string;
  is_default: boolean;
};
export type ShippingAddressBody = Partial<Omit<ShippingAddress, 'id'>>;

export type BillingAddress = {
  id: number;
  business_name: string;
  tax_id_type: string;
  tax_id: string;
  name: string;
  surname: string;
  address: string;
  number: string;
  flat: string;
  postal_code: string;
  city: string;
  province: string;
  country: string;
  is_default: boolean;
};
export type BillingAddressBody = Partial<Omit<BillingAddress, 'id'>>;

export type WishlistItem = { id: number; product: ProductCard; created_at: string };
export type NewsletterSubscription = { id: number; email: string; tag: string; store: string };
/** Whether a welcome coupon went out with this subscription (one per address). */
type NewsletterSubscribed = NewsletterSubscription & { welcome_coupon: boolean };

export type OrderSummary = {
  id: number;
  number: string;
  date: string;
  status: number;
  status_label: string;
  total: number;
  quote_valid_until: string | null;
  /** The api's (domain's) verdict: past its validity date or abandoned; false for orders. */
  quote_expired: boolean;
};

type PostalAddress = {
  name: string;
  address: string;
  number: string;
  flat: string;
  postal_code: string;
  city: string;
  province: string;
  country: string;
};

export type ClientOrder = OrderSummary & {
  email: string;
  phone: string;
  shipping_address: PostalAddress;
  billing_address: PostalAddress & { business_name: string; tax_id_type: string; tax_id: string };
  payment_method: string;
  payment_method_label: string;
  subtotal: number;
  vat: number;
  vat_rate: number;
  shipping: number;
  coupon: { code: string; discount: number } | null;
  paypal_commission: number;
  amount: number;
  observations: string;
  invoices: { number: string; url: string }[];
  sub_orders: {
    id: number;
    product: { id: number; name: string; slug: string; url: string } | null;
    quantity: number;
    total: number;
    /** The options, measures and complements, worded as the cart worded them. */
    configuration_summary: CartRowDisplay['configuration_summary'];
    status: number;
    status_label: string;
    delivery: { from: string; to: string } | null;
    carrier: string | null;
    tracking_number: string | null;
  }[];
  cart_id: string;
  can_pay: boolean;
  can_open_incident: boolean;
  /** When the installer comes, once the shop has agreed it (ISO day, 'HH:MM' times). */
  installation_appointment: { date: string; from: string; to: string } | null;
  /** The incidents the customer opened, each with the shop's answers (oldest first). */
  incidents: {
    id: number;
    reason_label: string;
    message: string;
    created_at: string;
    status: 'open' | 'closed';
    status_label: string;
    answers: { text: string; sent_at: string }[];
  }[];
};

/** What a quotation's goods cost today; a null total: that product is no longer sold. */
export type CurrentPrices = {
  rows: { sub_order_id: number; quoted_total: number; current_total: number | null }[];
  quoted_total: number;
  current_total: number | null;
};

/** A quotation's page: an expired one comes with today's prices. */
export type ClientQuotation = ClientOrder & { current_prices: CurrentPrices | null };

export type QuotationToCart = {
  cart: { id: string };
  not_added: { sub_order_id: number; reason: string }[];
};

const all = { page_size: -1 };
const base = '/auth-users/v1';

export function createAccountApi(scope: ApiScope) {
  const crud = <Item, Body>(path: string) => ({
    list: () => apiGet<List<Item>>(scope, `${base}/${path}/`, all),
    get: (id: number) => apiGet<Item>(scope, `${base}/${path}/${id}/`),
    create: (body: Body) => apiSend<Item>(scope, 'POST', `${base}/${path}/`, body),
    update: (id: number, body: Body) => apiSend<Item>(scope, 'PUT', `${base}/${path}/${id}/`, body),
    remove: (id: number) => apiSend<undefined>(scope, 'DELETE', `${base}/${path}/${id}/`),
  });
  return {
    shipping: crud<ShippingAddress, ShippingAddressBody>('shipping-addresses'),
    billing: crud<BillingAddress, BillingAddressBody>('billing-addresses'),
    wishlist: {
      list: () => apiGet<List<WishlistItem>>(scope, `${base}/products-wishlist/`, all),
      add: (user: number, product: number) =>
        apiSend<WishlistItem>(scope, 'POST', `${base}/products-wishlist/`, { user, product }),
      remove: (productId: number) =>
        apiSend<undefined>(scope, 'DELETE', `${base}/products-wishlist/${productId}/`),
      setFavourites: (user: number, productIds: readonly number[]) =>
        apiSend<List<WishlistItem> | WishlistItem[]>(
          scope,
          'POST',
          `${base}/products-wishlist/set-favourites/`,
          { user, product_ids: productIds },
        ),
    },
    newsletter: {
      list: () => apiGet<List<NewsletterSubscription>>(scope, `${base}/newsletters/`, all),
      subscribe: (email: string) =>
        apiSend<NewsletterSubscribed>(scope, 'POST', `${base}/newsletters/`, {
          email,
          tag: 'newsletter',
          meta_data: {},
          store: scope.store,
        }),
      unsubscribe: (id: number) =>
        apiSend<undefined>(scope, 'DELETE', `${base}/newsletters/${id}/`),
    },
    orders: {
      list: (page: number) => apiGet<List<OrderSummary>>(scope, '/cart/v1/orders/', { page }),
      get: (id: number) => apiGet<ClientOrder>(scope, `/cart/v1/orders/${id}/`),
      openIncident: (id: number, reason: string, message: string) =>
        apiSend<unknown>(scope, 'POST', `/cart/v1/orders/${id}/incidents/`, { reason, message }),
    },
    quotations: {
      list: (page: number) => apiGet<List<OrderSummary>>(scope, '/cart/v1/quotations/', { page }),
      get: (id: number) => apiGet<ClientQuotation>(scope, `/cart/v1/quotations/${id}/`),
      saveCart: (cartId: string) =>
        apiSend<ClientOrder>(
          scope,
          'POST',
          `/cart/v1/carts/${encodeURIComponent(cartId)}/save_quotation/`,
        ),
      accept: (id: number) =>
        apiSend<{ order: ClientOrder; detail: string }>(
          scope,
          'POST',
          `/cart/v1/quotations/${id}/accept/`,
        ),
      /** Its goods into the cart at today's prices, priced by the api as any add-to-cart. */
      addToCart: (id: number, cartId: string) =>
        apiSend<QuotationToCart>(scope, 'POST', `/cart/v1/quotations/${id}/add_to_cart/`, {
          cart: cartId,
        }),
    },
  };
}
export type AccountApi = ReturnType<typeof createAccountApi>;
