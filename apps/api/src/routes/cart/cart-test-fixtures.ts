import { eq } from 'drizzle-orm';
import { complements, orders } from '@shop/db';
import type { Cart } from '../../contracts/cart.ts';
import type {
  ConfiguratorComplementData,
  InstallationCityData,
  ProductConfiguratorData,
} from '../../contracts/product.ts';
import type { openTestApp } from '../../testing/test-app.ts';
import { seededProduct } from '../catalog/products/product-test-fixtures.ts';

type TestApp = Awaited<ReturnType<typeof openTestApp>>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** Requests to the cart api of one test app, in a store (and optionally a language). */
export function cartClient(testApp: TestApp) {
  const call = (method: Method, path: string, query: string, payload?: object) =>
    testApp.app.inject({ method, url: `/cart/v1/${path}?${query}`, payload });
  return {
    call,
    async newCart(query = 'store=ESSM'): Promise<Cart> {
      const response = await call('POST', 'carts/', query);
      if (response.statusCode !== 201) throw new Error(response.body);
      return response.json();
    },
    async cart(id: string, query = 'store=ESSM'): Promise<Cart> {
      return (await call('GET', `carts/${id}/`, query)).json();
    },
    addRow: (payload: object, query = 'store=ESSM') => call('POST', 'cart-rows/', query, payload),
    update: (id: string, payload: object, query = 'store=ESSM') =>
      call('PUT', `carts/${id}/`, query, payload),
  };
}

/** The made-to-measure Kala screen: its configurator, a valid choice and its complements. */
export async function kalaFixture(testApp: TestApp, store: 'ESSM' | 'FRSM' = 'ESSM') {
  const kala = await seededProduct(testApp.db, 'AQN-KALA-CM');
  const get = (path: string) =>
    testApp.app.inject({ url: `/catalog/v1/${path}?store=${store}` }).then((r) => r.json());
  const configurator: ProductConfiguratorData = await get(`products/${kala.id}/attributes/`);
  const offered: ConfiguratorComplementData[] = await get(`products/${kala.id}/complements/`);
  const attribute = (slug: string) => {
    const found = configurator.attributes.find((candidate) => candidate.slug === slug);
    if (!found) throw new Error(`no attribute ${slug}`);
    return found;
  };
  // Black profile, frosted glass, door on the right, 95 x 195 cm.
  const optionIds = ['color-perfil', 'tipo-vidrio', 'apertura', 'width-attr', 'height-attr'].map(
    (slug) => {
      const options = attribute(slug).options;
      const option = options[slug === 'apertura' ? 1 : Math.min(1, options.length - 1)];
      if (!option) throw new Error(`no option of ${slug}`);
      return option.id;
    },
  );
  const measures = { [attribute('width-attr').id]: 95, [attribute('height-attr').id]: 195 };
  const profile = offered.find((complement) => complement.ref === 'PRF-CP02');
  const black = profile?.attributes[0]?.options.find((choice) => choice.slug === 'negro-mate');
  if (!profile || !black) throw new Error('seed changed');
  const cities: InstallationCityData[] =
    store === 'ESSM' ? (await get('installation-cities/')).results : [];
  return {
    productId: kala.id,
    configuration: {
      option_ids: optionIds,
      measures,
      complements: [{ complement_id: profile.id, option_ids: [black.id] }],
    },
    madrid: cities.find((city) => city.name === 'Madrid'),
    onRequestCity: cities.find((city) => city.onRequest),
  };
}

export async function complementIdOf(testApp: TestApp, ref: string): Promise<number> {
  const [row] = await testApp.db
    .select({ id: complements.id })
    .from(complements)
    .where(eq(complements.ref, ref));
  if (!row) throw new Error(`no complement ${ref}`);
  return row.id;
}

/** Places a cart as an order directly in the database: order placement is not this api's. */
export async function placeOrderFor(
  testApp: TestApp,
  cartId: string,
  order: { number: string; email: string; store?: 'ESSM' | 'FRSM' },
) {
  const [placed] = await testApp.db
    .insert(orders)
    .values({
      storeCode: order.store ?? 'ESSM',
      language: order.store === 'FRSM' ? 'fr' : 'es',
      number: order.number,
      cartId,
      customerType: 'C',
      status: 300,
      idempotencyKey: `test-${order.number}`,
      email: order.email,
      name: 'Ana',
      surnames: 'García López',
      phone: '612345678',
      shippingAddress: 'Calle Mayor',
      shippingPostalCode: '28001',
      shippingCity: 'Madrid',
      shippingProvince: 'Madrid',
      shippingCountry: 'ES',
      billingAddress: 'Calle Mayor',
      billingPostalCode: '28001',
      billingCity: 'Madrid',
      billingProvince: 'Madrid',
      billingCountry: 'ES',
      paymentMethod: 'transfer',
      subtotal: 0,
      vat: 0,
      total: 0,
    })
    .returning({ id: orders.id });
  if (!placed) throw new Error('order not inserted');
  return placed.id;
}
