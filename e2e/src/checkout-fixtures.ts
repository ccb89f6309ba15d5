import { translate, type Locale, type MessageKey } from '@shop/i18n';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { measuredScreens } from './configurator-fixtures.ts';
import { editions } from './shop.ts';

/** The api the shop under test talks to; journeys prepare carts through it. */
export const apiUrl = process.env.E2E_API_URL ?? 'http://127.0.0.1:4000';

/**
 * Per edition: a plain product with plenty of stock (the anti-limescale cleaner, 500 seeded),
 * a valid address and contact, a postal code the edition does not ship to and tax ids.
 */
export const shops = [
  {
    store: 'ESSM',
    locale: 'es',
    origin: editions.ESSM.origin,
    product: 'limpiador-antical-para-mamparas',
    contact: { email: 'ana.garcia@example.es', phone: '612345678' },
    address: { street: 'Calle Mayor', postalCode: '28013', city: 'Madrid', province: 'Madrid' },
    refusedPostalCode: {
      code: '35001',
      message: 'domain.errors.postal_code.no_shipping_canary',
    },
    badTaxId: { value: '12345678A', message: 'domain.errors.tax_id.dni_control' },
    goodTaxId: '12345678Z',
  },
  {
    store: 'FRSM',
    locale: 'fr',
    origin: editions.FRSM.origin,
    product: 'nettoyant-anticalcaire-pour-parois',
    contact: { email: 'anne.martin@example.fr', phone: '0612345678' },
    address: { street: 'Rue de Rivoli', postalCode: '75001', city: 'Paris', province: 'Paris' },
    refusedPostalCode: {
      code: '20000',
      message: 'domain.errors.postal_code.no_shipping_corsica',
    },
    badTaxId: { value: '1234', message: 'domain.errors.tax_id.cni_format' },
    goodTaxId: '123456789',
  },
] as const satisfies readonly {
  store: 'ESSM' | 'FRSM';
  locale: Locale;
  origin: string;
  product: string;
  contact: { email: string; phone: string };
  address: { street: string; postalCode: string; city: string; province: string };
  refusedPostalCode: { code: string; message: MessageKey };
  badTaxId: { value: string; message: MessageKey };
  goodTaxId: string;
}[];
export type CheckoutShop = (typeof shops)[number];

export type ApiCart = {
  id: string;
  order_number: string | null;
  email: string | null;
  name: string | null;
  shipping_postal_code: string | null;
  billing_tax_id: string | null;
  payment_method_selected: string | null;
  prices: { pvp: number; pvp_total: number; paypal_commission: number; vat_rate: number };
};

/** A storefront api call; with a customer's token, as that signed-in customer. */
async function api<Body>(
  shop: CheckoutShop,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
) {
  const response = await fetch(`${apiUrl}${path}?store=${shop.store}&language=${shop.locale}`, {
    method,
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok, `${method} ${path}: ${response.status}`).toBe(true);
  return (await response.json()) as Body;
}

export function apiCart(shop: CheckoutShop, cartId: string): Promise<ApiCart> {
  return api<ApiCart>(shop, 'GET', `/cart/v1/carts/${cartId}/`);
}

/** A new cart holding two of the edition's plain product; answers its id. */
export async function createGuestCart(shop: CheckoutShop): Promise<string> {
  const product = await api<{ id: number }>(
    shop,
    'GET',
    `/catalog/v1/products/${shop.product}/retrieve_by_slug/`,
  );
  const cart = await api<ApiCart>(shop, 'POST', '/cart/v1/carts/', {});
  await api(shop, 'POST', '/cart/v1/cart-rows/', {
    cart: cart.id,
    product_id: product.id,
    quantity: 2,
  });
  return cart.id;
}

/** The checkout data a guest (or the token's customer) typed in an earlier visit, kept on the cart. */
export async function fillCheckoutData(
  shop: CheckoutShop,
  cartId: string,
  token?: string,
): Promise<void> {
  const data = {
    email: shop.contact.email,
    name: 'Ana',
    surnames: 'García López',
    phone: shop.contact.phone,
    shipping_address: shop.address.street,
    shipping_number: '12',
    shipping_postal_code: shop.address.postalCode,
    shipping_city: shop.address.city,
    shipping_province: shop.address.province,
    same_billing_data: true,
  };
  await api(shop, 'PUT', `/cart/v1/carts/${cartId}/`, data, token);
}

/**
 * An order waiting for its transfer: the cart (a guest's two cleaners unless one is given, with
 * the token of the customer it belongs to), its data and the transfer order.
 */
export async function placeTransferOrder(
  shop: CheckoutShop,
  customerCart?: { cartId: string; token: string },
): Promise<{ cartId: string; orderNumber: string }> {
  const cartId = customerCart?.cartId ?? (await createGuestCart(shop));
  const token = customerCart?.token;
  await fillCheckoutData(shop, cartId, token);
  const placed = await api<{ order_number: string }>(
    shop,
    'POST',
    '/payment/v1/transfer/payments/create_order/',
    { cart: cartId, idempotency_key: crypto.randomUUID() },
    token,
  );
  return { cartId, orderNumber: placed.order_number };
}

/** A demo customer's api access token (password demo1234), for carts of their own. */
export async function customerToken(shop: CheckoutShop, email: string): Promise<string> {
  const tokens = await api<{ access: string }>(shop, 'POST', '/auth-users/token/', {
    email,
    password: 'demo1234',
  });
  return tokens.access;
}

type ConfiguratorAttribute = {
  id: number;
  slug: string;
  options: { id: number; measureRange: { minCm: number; maxCm: number } | null }[];
};

/** The Kala screen's measures (cm) by attribute: its options are ranges holding them. */
const kalaMeasures: Record<string, number> = { 'width-attr': 100, 'height-attr': 190 };

/**
 * A new cart of the token's customer holding the Spanish made-to-measure Kala screen (first
 * option of each group, 100 x 190 cm) with its installation booked in Madrid, as the product
 * page's sidebar adds it; answers the cart's id.
 */
export async function createInstallationCart(token: string): Promise<string> {
  const shop = shops[0];
  const slug = measuredScreens.es.slice(1, -'.html'.length);
  const kala = await api<{ id: number }>(
    shop,
    'GET',
    `/catalog/v1/products/${slug}/retrieve_by_slug/`,
  );
  const { attributes } = await api<{ attributes: ConfiguratorAttribute[] }>(
    shop,
    'GET',
    `/catalog/v1/products/${kala.id}/attributes/`,
  );
  const measures: Record<string, number> = {};
  const optionIds = attributes.map(({ id, slug, options }) => {
    const measure = kalaMeasures[slug];
    if (measure === undefined) return options[0]?.id;
    measures[id] = measure;
    return options.find(
      ({ measureRange }) =>
        measureRange !== null && measureRange.minCm <= measure && measure <= measureRange.maxCm,
    )?.id;
  });
  const { results: cities } = await api<{ results: { id: number; name: string }[] }>(
    shop,
    'GET',
    '/catalog/v1/installation-cities/',
  );
  const madrid = cities.find(({ name }) => name === 'Madrid');
  if (madrid === undefined) throw new Error('no installation in Madrid');
  const cart = await api<ApiCart>(shop, 'POST', '/cart/v1/carts/', {}, token);
  await api(
    shop,
    'POST',
    '/cart/v1/cart-rows/',
    {
      cart: cart.id,
      product_id: kala.id,
      option_ids: optionIds.filter((optionId) => optionId !== undefined),
      measures,
      complements: [],
      installation: {
        disassembly: false,
        pre_measurement: false,
        city_id: madrid.id,
        distance: 500,
      },
      postal_code: shop.address.postalCode,
    },
    token,
  );
  return cart.id;
}

/** Chooses the payment method on the checkout page and places the order. */
export async function placeOrder(page: Page, shop: CheckoutShop, method: string) {
  await page.locator(`input[name="payment_method_selected"][value="${method}"]`).check();
  const label = method === 'transfer' ? 'checkout.place.submitTransfer' : 'checkout.place.submit';
  await page.getByRole('button', { name: translate(shop.locale, label) }).click();
}

/** Card (or Bizum, Klarna) on the card provider's sandbox hosted page. */
export async function payByCard(page: Page, number: string) {
  await page.waitForURL((url) => url.hostname === '127.0.0.1');
  await page.locator('#card-number').fill(number);
  await page.locator('#card-expiry').fill('03/30');
  await page.locator('#card-cvc').fill('737');
  await page.locator('#card-holder').fill('Ana García');
  await page.locator('#card-number').press('Enter');
}
